<?php
/**
 * A booking's tickets as a whole: counting, listing and moving them between
 * statuses when the order is paid, released or refunded.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Registration\BookingStore;

defined( 'ABSPATH' ) || exit;

/**
 * Adapter over the attendees table, by booking.
 */
final class BookingTickets {

	/**
	 * Constructor.
	 *
	 * @param BookingStore $store Writes the tickets.
	 */
	public function __construct( private BookingStore $store = new BookingStore() ) {}

	/**
	 * Marks a booking's tickets refunded. Updates by primary key, so only these rows are locked.
	 *
	 * @param int $booking_id Booking id.
	 * @return int How many tickets were still active (their seats are the ones to release).
	 */
	public function refund_booking( int $booking_id ): int {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$ids      = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE booking_id = %d", $booking_id ) ) );
		// phpcs:enable
		return $this->store->refund_attendees( $ids );
	}

	/**
	 * How many of a booking's tickets in one status each ticket type has (types' seats to release).
	 *
	 * @param int    $booking_id Booking id.
	 * @param string $status     'active' or 'pending'.
	 * @return array<int, int> Tickets by ticket type id (types only; 0 is left out).
	 */
	public function count_by_type( int $booking_id, string $status ): array {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT ticket_type_id, COUNT(*) AS tickets FROM {$table} WHERE booking_id = %d AND status = %s AND ticket_type_id > 0 GROUP BY ticket_type_id", $booking_id, $status ) );
		$counts = array();
		foreach ( $rows ?: array() as $row ) {
			$counts[ (int) $row->ticket_type_id ] = (int) $row->tickets;
		}
		return $counts;
	}

	/**
	 * Every ticket of a booking whatever its status, in the order they were issued.
	 *
	 * @param int $booking_id Booking id.
	 * @return list<array{id: int, ticket_type_id: int, ticket_type: string, name: string, status: string}>
	 */
	public function all_of_booking( int $booking_id ): array {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, ticket_type_id, ticket_type, name, status FROM {$table} WHERE booking_id = %d ORDER BY id", $booking_id ) );
		return array_map(
			static fn( object $row ): array => array(
				'id'             => (int) $row->id,
				'ticket_type_id' => (int) $row->ticket_type_id,
				'ticket_type'    => (string) $row->ticket_type,
				'name'           => (string) $row->name,
				'status'         => (string) $row->status,
			),
			$rows ?: array()
		);
	}

	/**
	 * A booking's valid tickets, in the order they were issued.
	 *
	 * @param int $booking_id Booking id.
	 * @return list<array{id: int, ticket_code: string, name: string, ticket_type: string}>
	 */
	public function active_tickets_of_booking( int $booking_id ): array {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, ticket_code, name, ticket_type FROM {$table} WHERE booking_id = %d AND status = 'active' ORDER BY id", $booking_id ) );
		return array_map(
			static fn( object $row ): array => array(
				'id'          => (int) $row->id,
				'ticket_code' => (string) $row->ticket_code,
				'name'        => (string) $row->name,
				'ticket_type' => (string) $row->ticket_type,
			),
			$rows ?: array()
		);
	}

	/**
	 * Moves a booking's tickets from one status to another.
	 *
	 * @param int    $booking_id Booking id.
	 * @param string $from       Current status.
	 * @param string $to         New status.
	 * @return int Tickets changed.
	 */
	public function change_booking_status( int $booking_id, string $from, string $to ): int {
		return $this->store->change_tickets_status( $booking_id, $from, $to );
	}
}
