<?php
/**
 * Test-only helpers: what the other eventsmith-test-*.php files build on.
 * Registering a test route under eventsmith-test/v1 (administrators only
 * unless told otherwise) and naming the plugin's ticket tables. Each file
 * that needs it requires this one, so the order WordPress loads them in
 * does not matter.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

/**
 * Permission callback of the test routes: administrators only.
 */
function eventsmith_test_admin_only(): bool {
	return current_user_can( 'manage_options' );
}

/**
 * Registers one method of a test route under eventsmith-test/v1 when the REST API starts.
 *
 * @param string          $route      Route, such as '/mail'.
 * @param string          $method     HTTP method.
 * @param callable        $callback   What answers.
 * @param callable|string $permission Who may call it (a function name may name a function WordPress defines later).
 */
function eventsmith_test_route( string $route, string $method, callable $callback, callable|string $permission = 'eventsmith_test_admin_only' ): void {
	add_action(
		'rest_api_init',
		static function () use ( $route, $method, $callback, $permission ): void {
			register_rest_route(
				'eventsmith-test/v1',
				$route,
				array(
					'methods'             => $method,
					'permission_callback' => $permission,
					'callback'            => $callback,
				)
			);
		}
	);
}

/**
 * The plugin's ticket tables, by short name, for the routes that read or fill them.
 *
 * @return array<string, string>
 */
function eventsmith_test_tables(): array {
	global $wpdb;
	return array(
		'capacity'  => $wpdb->prefix . 'eventsmith_capacity',
		'attendees' => $wpdb->prefix . 'eventsmith_attendees',
		'checkins'  => $wpdb->prefix . 'eventsmith_checkins',
		'bookings'  => $wpdb->prefix . 'eventsmith_bookings',
		'responses' => $wpdb->prefix . 'eventsmith_rsvp_responses',
	);
}
