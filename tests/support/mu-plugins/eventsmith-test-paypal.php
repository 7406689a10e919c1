<?php
/**
 * Test-only helpers: points the PayPal client at the local stand-in
 * (tests/support/payments/paypal-standin.mjs) by defining the test-only
 * constant EVENTSMITH_TEST_PAYPAL_API_BASE from an option a test sets.
 * Loaded by eventsmith-test-helpers.php, before the plugin boots.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

$eventsmith_test_paypal_base = get_option( 'eventsmith_test_paypal_api_base', '' );
if ( is_string( $eventsmith_test_paypal_base ) && '' !== $eventsmith_test_paypal_base && ! defined( 'EVENTSMITH_TEST_PAYPAL_API_BASE' ) ) {
	define( 'EVENTSMITH_TEST_PAYPAL_API_BASE', $eventsmith_test_paypal_base );
}
unset( $eventsmith_test_paypal_base );

// {base}: the stand-in's address for the following requests ('' for PayPal itself); drops cached tokens.
eventsmith_test_route(
	'/paypal-api-base',
	'POST',
	static function ( WP_REST_Request $request ): array {
		global $wpdb;
		update_option( 'eventsmith_test_paypal_api_base', (string) $request['base'], false );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test helper clears the token transients.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", '_transient_eventsmith_paypal_token_%', '_transient_timeout_eventsmith_paypal_token_%' ) );
		wp_cache_flush();
		return array( 'saved' => true );
	}
);

// {id}, {days_ago}: an order's hold ended that long ago, then the unpaid-order sweep runs (a day
// after the hold it releases orders the payment sweep could not settle); answers the status.
eventsmith_test_route(
	'/paypal-order/(?P<id>\d+)/hold-ended',
	'POST',
	static function ( WP_REST_Request $request ): array {
		global $wpdb;
		$table = $wpdb->prefix . 'eventsmith_bookings';
		$ago   = (int) ( $request['days_ago'] ?? 0 ) * DAY_IN_SECONDS + 60;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- test helper moves the live row's hold.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET expires_at = %s WHERE id = %d", gmdate( 'Y-m-d H:i:s', time() - $ago ), (int) $request['id'] ) );
		do_action( \Eventsmith\Infrastructure\Tickets\UnpaidOrderSweep::HOOK );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- test helper reads the row.
		return array( 'status' => $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$table} WHERE id = %d", (int) $request['id'] ) ) );
	}
);
