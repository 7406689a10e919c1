<?php
/**
 * Test-only helpers: ticket orders. Lets a test end an unpaid order's hold time and run the
 * scheduled sweep at once instead of waiting for WP-Cron.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

// Moves a booking's hold time into the past, then runs the unpaid-order sweep.
eventsmith_test_route(
	'/bookings/(?P<id>\d+)/expire',
	'POST',
	static function ( WP_REST_Request $request ): array {
		global $wpdb;
		$table = eventsmith_test_tables()['bookings'];
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET expires_at = %s WHERE id = %d", gmdate( 'Y-m-d H:i:s', time() - 60 ), (int) $request['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		do_action( \Eventsmith\Infrastructure\Tickets\UnpaidOrderSweep::HOOK );
		return array( 'status' => $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$table} WHERE id = %d", (int) $request['id'] ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
);
