<?php
/**
 * Schema 20: attendees found by their order.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Every change of an order's status (paid, refunded, cancelled, released
 * when its hold ends) reads and updates its tickets by `booking_id`. Without
 * a key that was a pass over every attendee of the site: at 100,000 attendees
 * the unpaid-order sweep read 26,000 rows per order it released.
 */
final class AddAttendeeBookingKey implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 20;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( null === $wpdb->get_var( $wpdb->prepare( "SHOW INDEX FROM {$table} WHERE Key_name = %s", 'booking_status' ) ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD KEY booking_status (booking_id,status)" ); // phpcs:ignore WordPress.DB.PreparedSQL -- prepared-parts: no values, a table name from Tables.
		}
	}
}
