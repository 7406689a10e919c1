<?php
/**
 * Test-only helpers: waitlists. Lets a test end an offer's hold time (and run
 * the scheduled sweep) at once instead of waiting hours for WP-Cron.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

// Moves a waitlist offer's hold into the past; with sweep=1 the five-minute sweep runs too.
eventsmith_test_route(
	'/waitlist/(?P<id>\d+)/lapse',
	'POST',
	static function ( WP_REST_Request $request ): array {
		global $wpdb;
		$table = $wpdb->prefix . 'eventsmith_waitlist';
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET hold_until = %s WHERE id = %d AND state = 'offered'", gmdate( 'Y-m-d H:i:s', time() - 60 ), (int) $request['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( ! empty( $request['sweep'] ) ) {
			do_action( \Eventsmith\Infrastructure\Tickets\UnpaidOrderSweep::HOOK );
		}
		return array( 'state' => $wpdb->get_var( $wpdb->prepare( "SELECT state FROM {$table} WHERE id = %d", (int) $request['id'] ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
);
