<?php
/**
 * The only writer of the bookings and attendees tables.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Registration;

use Eventsmith\Domain\Ticket\TicketCode;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Tickets\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Every INSERT and UPDATE of an order (booking) and of its tickets (attendee
 * rows, RSVP tickets included) is written here, whoever asks: the
 * registration service places orders, and refunds, payments, expiries,
 * cancellations, check-ins, staff edits and privacy erasure change them
 * through the methods below. Callers run these inside their transaction where
 * they need one; a failed write throws through `Transaction::check()`.
 * An architecture test (tests/php/Unit/Architecture/TableWritersTest.php)
 * refuses any other class writing these tables.
 */
final class BookingStore {

	/**
	 * Inserts an order.
	 *
	 * @param array{event_id: int, customer_name: string, customer_email: string, line_items: list<array<string, mixed>>, quantity: int, total: string|float, currency: string, status: string, payment_method?: string, expires_at?: string|null, discount_code_id?: int, discount_code?: string, discount_total?: string} $order The order.
	 * @return int The booking id.
	 */
	public function insert_booking( array $order ): int {
		global $wpdb;
		$now = gmdate( 'Y-m-d H:i:s' );
		Transaction::check(
			$wpdb->insert(
				Tables::bookings(),
				array(
					'event_id'       => (int) $order['event_id'],
					'customer_name'  => (string) $order['customer_name'],
					'customer_email' => (string) $order['customer_email'],
					'line_items'     => (string) wp_json_encode( $order['line_items'] ),
					'quantity'       => (int) $order['quantity'],
					'total'          => is_float( $order['total'] ) ? number_format( $order['total'], 2, '.', '' ) : (string) $order['total'],
					'currency'       => (string) $order['currency'],
					'status'         => (string) $order['status'],
					'payment_method' => (string) ( $order['payment_method'] ?? '' ),
					'expires_at'     => $order['expires_at'] ?? null,
					'created_at'     => $now,
					'updated_at'     => $now,
					// The discount code applied (id and text as typed then) and what it took off.
					'discount_code_id' => (int) ( $order['discount_code_id'] ?? 0 ),
					'discount_code'    => (string) ( $order['discount_code'] ?? '' ),
					'discount_total'   => (string) ( $order['discount_total'] ?? '0.00' ),
				),
				array( '%d', '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%d', '%s', '%s' )
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Adds an attendee (one ticket) with a new ticket code.
	 *
	 * @param int                  $event_id Event (or occurrence) id.
	 * @param array<string, mixed> $fields   name, email, and optionally phone, ticket_type, ticket_type_id, rsvp_id, booking_id, extra, status.
	 * @return array{id: int, ticket_code: string}
	 */
	public function add_attendee( int $event_id, array $fields ): array {
		global $wpdb;
		$code = TicketCode::generate();
		$done = $wpdb->insert(
			Tables::attendees(),
			array(
				'event_id'       => $event_id,
				'booking_id'     => (int) ( $fields['booking_id'] ?? 0 ),
				'rsvp_id'        => (int) ( $fields['rsvp_id'] ?? 0 ),
				'ticket_type'    => sanitize_text_field( (string) ( $fields['ticket_type'] ?? '' ) ),
				'ticket_type_id' => (int) ( $fields['ticket_type_id'] ?? 0 ),
				'name'           => sanitize_text_field( (string) ( $fields['name'] ?? '' ) ),
				'email'          => sanitize_email( (string) ( $fields['email'] ?? '' ) ),
				'phone'          => sanitize_text_field( (string) ( $fields['phone'] ?? '' ) ),
				'ticket_code'    => $code,
				// A ticket of an unpaid order is 'pending': it holds its seat but does not open the door.
				'status'         => 'pending' === ( $fields['status'] ?? 'active' ) ? 'pending' : 'active',
				'created_at'     => gmdate( 'Y-m-d H:i:s' ),
				// Answers to the event's extra questions, checked by AttendeeFields; NULL when none.
				'extra'          => is_array( $fields['extra'] ?? null ) && array() !== $fields['extra'] ? wp_json_encode( array_map( static fn( $value ): string => sanitize_text_field( (string) $value ), $fields['extra'] ) ) : null,
			),
			array( '%d', '%d', '%d', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s' )
		);
		Transaction::check( $done );
		return array(
			'id'          => (int) $wpdb->insert_id,
			'ticket_code' => $code,
		);
	}

	/**
	 * Writes staff's edits of an attendee (name, email, phone, extra; already checked).
	 *
	 * @param int                  $id   Attendee id.
	 * @param array<string, mixed> $data Columns to change.
	 */
	public function update_attendee( int $id, array $data ): void {
		global $wpdb;
		$wpdb->update( Tables::attendees(), $data, array( 'id' => $id ) );
	}

	/**
	 * Cancels an active ticket (status `deleted`), once.
	 *
	 * @param int $id Attendee id.
	 * @return int 1 when this call cancelled it.
	 */
	public function cancel_attendee( int $id ): int {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$flipped = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'deleted' WHERE id = %d AND status = 'active'", $id ) );
		Transaction::check( $flipped );
		return (int) $flipped;
	}

	/**
	 * Stamps a ticket's check-in time, once (the scan log lives in the check-ins table).
	 *
	 * @param int    $id  Attendee id.
	 * @param string $now When (UTC, Y-m-d H:i:s).
	 * @return int 1 when this call checked it in.
	 */
	public function check_in( int $id, string $now ): int {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$won = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET checked_in_at = %s WHERE id = %d AND checked_in_at IS NULL", $now, $id ) );
		Transaction::check( $won );
		return (int) $won;
	}

	/**
	 * Marks a completed booking refunded, once.
	 *
	 * @param int $id      Booking id.
	 * @param int $user_id Who refunds.
	 * @return int 1 when this call refunded it.
	 */
	public function refund_booking( int $id, int $user_id ): int {
		global $wpdb;
		$table = Tables::bookings();
		$now   = gmdate( 'Y-m-d H:i:s' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$flipped = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'refunded', refunded_by = %d, refunded_at = %s, updated_at = %s WHERE id = %d AND status = 'completed'", $user_id, $now, $now, $id ) );
		Transaction::check( $flipped );
		return (int) $flipped;
	}

	/**
	 * Marks an order whose seats were released (status `cancelled`) refunded, once: a payment that
	 * arrived after the release was sent back through the provider (the late-payment path).
	 *
	 * @param int $id Booking id.
	 * @return int 1 when this call marked it.
	 */
	public function refund_released_booking( int $id ): int {
		global $wpdb;
		$table = Tables::bookings();
		$now   = gmdate( 'Y-m-d H:i:s' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$flipped = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'refunded', refunded_by = 0, refunded_at = %s, updated_at = %s WHERE id = %d AND status = 'cancelled'", $now, $now, $id ) );
		Transaction::check( $flipped );
		return (int) $flipped;
	}

	/**
	 * Moves an order from one status to another if it is still in the first (paid, expired, …).
	 *
	 * @param int    $id   Booking id.
	 * @param string $from Expected status.
	 * @param string $to   New status.
	 * @return int 1 when this call changed it.
	 */
	public function change_booking_status( int $id, string $from, string $to ): int {
		global $wpdb;
		$table = Tables::bookings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$flipped = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, expires_at = NULL, updated_at = %s WHERE id = %d AND status = %s", $to, gmdate( 'Y-m-d H:i:s' ), $id, $from ) );
		Transaction::check( $flipped );
		return (int) $flipped;
	}

	/**
	 * Moves a pending order's seat hold to a later end (never earlier).
	 *
	 * @param int    $id    Booking id.
	 * @param string $until New end (UTC, Y-m-d H:i:s).
	 * @return int 1 when the hold was moved.
	 */
	public function extend_hold( int $id, string $until ): int {
		global $wpdb;
		$table = Tables::bookings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET expires_at = %s, updated_at = %s WHERE id = %d AND status = 'pending' AND expires_at IS NOT NULL AND expires_at < %s", $until, gmdate( 'Y-m-d H:i:s' ), $id, $until ) );
	}

	/**
	 * Records the payment provider's reference of an order (a Checkout Session, a PaymentIntent).
	 *
	 * @param int    $id        Booking id.
	 * @param string $reference Provider reference.
	 */
	public function set_payment_reference( int $id, string $reference ): void {
		global $wpdb;
		$wpdb->update( Tables::bookings(), array( 'payment_reference' => substr( $reference, 0, 191 ) ), array( 'id' => $id ), array( '%s' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table, one writer.
	}

	/**
	 * Flags an order for staff: a payment arrived that does not fit it (amount, currency, status).
	 *
	 * @param int    $id   Booking id.
	 * @param string $note What was wrong, for staff.
	 */
	public function flag_payment( int $id, string $note ): void {
		global $wpdb;
		$wpdb->update( Tables::bookings(), array( 'payment_flag' => mb_substr( $note, 0, 255 ) ), array( 'id' => $id ), array( '%s' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table, one writer.
	}

	/**
	 * Marks the active ones of some tickets refunded.
	 *
	 * @param list<int> $ids Attendee ids.
	 * @return int Tickets that were still active.
	 */
	public function refund_attendees( array $ids ): int {
		global $wpdb;
		$table    = Tables::attendees();
		$refunded = 0;
		foreach ( array_chunk( array_map( 'intval', $ids ), 500 ) as $chunk ) {
			$in      = implode( ',', $chunk );
			$changed = $wpdb->query( "UPDATE {$table} SET status = 'refunded' WHERE id IN ({$in}) AND status = 'active'" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers-only: ids cast with intval above.
			Transaction::check( $changed );
			$refunded += (int) $changed;
		}
		return $refunded;
	}

	/**
	 * Moves a booking's tickets from one status to another.
	 *
	 * @param int    $booking_id Booking id.
	 * @param string $from       Current status.
	 * @param string $to         New status.
	 * @return int Tickets changed.
	 */
	public function change_tickets_status( int $booking_id, string $from, string $to ): int {
		global $wpdb;
		$changed = $wpdb->update( Tables::attendees(), array( 'status' => $to ), array( 'booking_id' => $booking_id, 'status' => $from ) );
		Transaction::check( $changed );
		return (int) $changed;
	}

	/**
	 * Inserts an order imported from elsewhere, as it was there: its status, amounts and moments
	 * (UTC, Y-m-d H:i:s) kept. No seats are taken here (the import's writer takes them).
	 *
	 * @param array<string, mixed> $order event_id, customer_name, customer_email, line_items, quantity, total, currency, status, payment_method, discount_code, discount_total, created_at, refunded_at.
	 * @return int The booking id.
	 */
	public function import_booking( array $order ): int {
		global $wpdb;
		Transaction::check( $wpdb->insert( Tables::bookings(), self::imported_booking_row( $order ), array( '%d', '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s' ) ) );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Rewrites an imported order with what its source says now.
	 *
	 * @param int                  $id    Booking id.
	 * @param array<string, mixed> $order As import_booking() takes it.
	 */
	public function update_imported_booking( int $id, array $order ): void {
		global $wpdb;
		Transaction::check( $wpdb->update( Tables::bookings(), self::imported_booking_row( $order ), array( 'id' => $id ), array( '%d', '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s' ), array( '%d' ) ) );
	}

	/**
	 * Deletes an order an import created (undoing the import), with nothing else.
	 *
	 * @param int $id Booking id.
	 */
	public function delete_booking( int $id ): void {
		global $wpdb;
		Transaction::check( $wpdb->delete( Tables::bookings(), array( 'id' => $id ), array( '%d' ) ) );
	}

	/**
	 * Inserts a ticket imported from elsewhere with its own code, status, check-in and creation
	 * moments (the caller checked the code is well formed and unused).
	 *
	 * @param int                  $event_id Event (or occurrence) id.
	 * @param array<string, mixed> $fields   name, email, phone, ticket_type, ticket_type_id, booking_id, rsvp_id, extra, ticket_code, status, checked_in_at, created_at.
	 * @return int The attendee id.
	 */
	public function import_attendee( int $event_id, array $fields ): int {
		global $wpdb;
		$row = array( 'event_id' => $event_id ) + self::imported_attendee_row( $fields ) + array( 'ticket_code' => (string) $fields['ticket_code'] );
		Transaction::check( $wpdb->insert( Tables::attendees(), $row, array( '%d', '%d', '%d', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s' ) ) );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Rewrites an imported ticket with what its source says now (its code stays).
	 *
	 * @param int                  $id       Attendee id.
	 * @param int                  $event_id Event (or occurrence) id.
	 * @param array<string, mixed> $fields   As import_attendee() takes them, without the code.
	 */
	public function update_imported_attendee( int $id, int $event_id, array $fields ): void {
		global $wpdb;
		$row = array( 'event_id' => $event_id ) + self::imported_attendee_row( $fields );
		Transaction::check( $wpdb->update( Tables::attendees(), $row, array( 'id' => $id ), array( '%d', '%d', '%d', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s' ), array( '%d' ) ) );
	}

	/**
	 * Deletes a ticket an import created (undoing the import).
	 *
	 * @param int $id Attendee id.
	 */
	public function delete_attendee( int $id ): void {
		global $wpdb;
		Transaction::check( $wpdb->delete( Tables::attendees(), array( 'id' => $id ), array( '%d' ) ) );
	}

	/**
	 * The columns of an imported order.
	 *
	 * @param array<string, mixed> $order Order.
	 * @return array<string, mixed>
	 */
	private static function imported_booking_row( array $order ): array {
		$created = (string) ( $order['created_at'] ?? '' );
		$created = '' === $created ? gmdate( 'Y-m-d H:i:s' ) : $created;
		return array(
			'event_id'       => (int) $order['event_id'],
			'customer_name'  => sanitize_text_field( (string) ( $order['customer_name'] ?? '' ) ),
			'customer_email' => sanitize_email( (string) ( $order['customer_email'] ?? '' ) ),
			'line_items'     => (string) wp_json_encode( is_array( $order['line_items'] ?? null ) ? array_values( $order['line_items'] ) : array() ),
			'quantity'       => (int) ( $order['quantity'] ?? 0 ),
			'total'          => (string) ( $order['total'] ?? '0.00' ),
			'currency'       => strtoupper( substr( (string) ( $order['currency'] ?? 'USD' ), 0, 3 ) ),
			'status'         => (string) $order['status'],
			'payment_method' => substr( sanitize_key( (string) ( $order['payment_method'] ?? '' ) ), 0, 40 ),
			'refunded_at'    => $order['refunded_at'] ?? null,
			'created_at'     => $created,
			'updated_at'     => $created,
			'discount_code'  => substr( sanitize_text_field( (string) ( $order['discount_code'] ?? '' ) ), 0, 40 ),
			'discount_total' => (string) ( $order['discount_total'] ?? '0.00' ),
		);
	}

	/**
	 * The columns of an imported ticket (without its event and code).
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @return array<string, mixed>
	 */
	private static function imported_attendee_row( array $fields ): array {
		$created = (string) ( $fields['created_at'] ?? '' );
		return array(
			'booking_id'     => (int) ( $fields['booking_id'] ?? 0 ),
			'rsvp_id'        => (int) ( $fields['rsvp_id'] ?? 0 ),
			'ticket_type'    => sanitize_text_field( (string) ( $fields['ticket_type'] ?? '' ) ),
			'ticket_type_id' => (int) ( $fields['ticket_type_id'] ?? 0 ),
			'name'           => sanitize_text_field( (string) ( $fields['name'] ?? '' ) ),
			'email'          => sanitize_email( (string) ( $fields['email'] ?? '' ) ),
			'phone'          => sanitize_text_field( (string) ( $fields['phone'] ?? '' ) ),
			'status'         => (string) $fields['status'],
			'checked_in_at'  => $fields['checked_in_at'] ?? null,
			'created_at'     => '' === $created ? gmdate( 'Y-m-d H:i:s' ) : $created,
			'extra'          => is_array( $fields['extra'] ?? null ) && array() !== $fields['extra'] ? wp_json_encode( array_map( static fn( $value ): string => sanitize_text_field( (string) $value ), $fields['extra'] ) ) : null,
		);
	}

	/**
	 * Overwrites personal values of one booking or attendee (privacy erasure).
	 *
	 * @param bool                       $booking True for a booking, false for an attendee.
	 * @param int                        $id      Record id.
	 * @param array<string, string|null> $changes New values by column.
	 * @return bool Whether the write succeeded.
	 */
	public function anonymise( bool $booking, int $id, array $changes ): bool {
		global $wpdb;
		return false !== $wpdb->update( $booking ? Tables::bookings() : Tables::attendees(), $changes, array( 'id' => $id ) );
	}
}
