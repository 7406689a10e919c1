<?php
/**
 * Attendees: one row per ticket, with its unique code.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\Ticket\TicketCode;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Adapter over the attendees table.
 */
final class AttendeeRepository {

	/**
	 * Adds an attendee with a new ticket code.
	 *
	 * @param int                  $event_id Event (or occurrence) id.
	 * @param array<string, mixed> $fields   name, email, and optionally phone, ticket_type, rsvp_id, booking_id.
	 * @return array{id: int, ticket_code: string}
	 */
	public function add( int $event_id, array $fields ): array {
		global $wpdb;
		$code = TicketCode::generate();
		$wpdb->insert(
			Tables::attendees(),
			array(
				'event_id'    => $event_id,
				'booking_id'  => (int) ( $fields['booking_id'] ?? 0 ),
				'rsvp_id'     => (int) ( $fields['rsvp_id'] ?? 0 ),
				'ticket_type' => sanitize_text_field( (string) ( $fields['ticket_type'] ?? '' ) ),
				'name'        => sanitize_text_field( (string) ( $fields['name'] ?? '' ) ),
				'email'       => sanitize_email( (string) ( $fields['email'] ?? '' ) ),
				'phone'       => sanitize_text_field( (string) ( $fields['phone'] ?? '' ) ),
				'ticket_code' => $code,
				'status'      => 'active',
				'created_at'  => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%d', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s' )
		);
		return array(
			'id'          => (int) $wpdb->insert_id,
			'ticket_code' => $code,
		);
	}

	/**
	 * The attendee holding a ticket code, or null.
	 *
	 * @param string $code Ticket code.
	 */
	public function by_code( string $code ): ?object {
		if ( ! TicketCode::is_well_formed( $code ) ) {
			return null;
		}
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE ticket_code = %s", $code ) );
	}
}
