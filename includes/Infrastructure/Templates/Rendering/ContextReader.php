<?php
/**
 * Reads the event, attendee and booking a template is rendered for.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Rendering;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\OnlineLink;
use Eventsmith\Domain\Template\PlaceholderContext;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventReader;

defined( 'ABSPATH' ) || exit;

/**
 * Builds a PlaceholderContext from stored rows.
 */
final class ContextReader {

	/**
	 * Constructor.
	 *
	 * @param EventReader $events Events.
	 */
	public function __construct( private EventReader $events ) {}

	/**
	 * The context of an event alone (no attendee).
	 *
	 * @param int $event_id Event id.
	 * @throws DomainError When there is no such event or its dates are unreadable.
	 */
	public function for_event( int $event_id ): PlaceholderContext {
		$fields = $this->events->fields( $event_id );
		return new PlaceholderContext(
			(string) $fields['title'],
			self::location( $fields['location'] ?? null ),
			$this->events->schedule( $event_id )
		);
	}

	/**
	 * The context of an attendee row: its event, the ticket and the booking.
	 *
	 * @param object $attendee Attendee row.
	 * @throws DomainError When the event is gone.
	 */
	public function for_attendee( object $attendee ): PlaceholderContext {
		$event   = $this->for_event( (int) $attendee->event_id );
		$booking = $this->booking( (int) $attendee->booking_id );
		$extra   = json_decode( (string) ( $attendee->extra ?? '' ), true );
		return new PlaceholderContext(
			$event->event_title,
			$event->event_location,
			$event->schedule,
			(string) $attendee->name,
			(string) $attendee->email,
			(string) $attendee->phone,
			(int) $attendee->id,
			(string) $attendee->ticket_type,
			null === $booking ? null : self::line_price( $booking, (string) $attendee->ticket_type ),
			null === $booking ? '' : (string) $booking->currency,
			null === $booking ? '' : (string) $booking->status,
			is_array( $extra ) ? $extra : array()
		);
	}

	/**
	 * The event's online link, '' for none: the holder of a ticket reads it even when the
	 * event keeps it from the public (Domain\Event\OnlineLink).
	 *
	 * @param int $event_id Event id.
	 */
	public function online_link( int $event_id ): string {
		try {
			$location = $this->events->fields( $event_id )['location'] ?? null;
		} catch ( DomainError ) {
			return '';
		}
		$link = OnlineLink::has_link( $location ) ? trim( (string) $location['online_url'] ) : '';
		return 1 === preg_match( '#^https?://\S+$#i', $link ) ? $link : '';
	}

	/**
	 * An attendee row by id (deleted ones excluded).
	 *
	 * @param int $id Attendee id.
	 * @throws DomainError When there is none.
	 */
	public function attendee( int $id ): object {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d AND status <> 'deleted'", $id ) );
		if ( ! is_object( $row ) ) {
			throw new DomainError( 'eventsmith_attendee_not_found', __( 'No attendee has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'attendee_id' );
		}
		return $row;
	}

	/**
	 * The first (oldest) attendee of an event, or null.
	 *
	 * @param int $event_id Event id.
	 */
	public function first_attendee( int $event_id ): ?object {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE event_id = %d AND status <> 'deleted' ORDER BY id LIMIT 1", $event_id ) );
		return is_object( $row ) ? $row : null;
	}

	/**
	 * A booking row, or null.
	 *
	 * @param int $id Booking id (0 for tickets not booked, such as RSVPs).
	 */
	private function booking( int $id ): ?object {
		if ( $id <= 0 ) {
			return null;
		}
		global $wpdb;
		$table = Tables::bookings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) );
		return is_object( $row ) ? $row : null;
	}

	/**
	 * The unit price of a ticket type in a booking's line items.
	 *
	 * @param object $booking     Booking row.
	 * @param string $ticket_type Ticket type.
	 */
	private static function line_price( object $booking, string $ticket_type ): ?float {
		$lines = json_decode( (string) $booking->line_items, true );
		foreach ( is_array( $lines ) ? $lines : array() as $line ) {
			if ( is_array( $line ) && ( $line['ticket_type'] ?? null ) === $ticket_type && is_numeric( $line['price'] ?? null ) ) {
				return (float) $line['price'];
			}
		}
		return null;
	}

	/**
	 * The one-line text of a stored location (its address, or its name).
	 *
	 * @param mixed $location Stored location.
	 */
	private static function location( mixed $location ): string {
		if ( is_string( $location ) ) {
			return $location;
		}
		if ( ! is_array( $location ) ) {
			return '';
		}
		$address = $location['address'] ?? null;
		if ( is_array( $address ) && is_string( $address['address'] ?? null ) ) {
			return $address['address'];
		}
		return is_string( $address ) ? $address : ( is_string( $location['name'] ?? null ) ? $location['name'] : '' );
	}
}
