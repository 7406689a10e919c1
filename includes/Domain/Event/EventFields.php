<?php
/**
 * Rules for an event's fields other than its dates.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Mail\ReminderRule;

defined( 'ABSPATH' ) || exit;

/**
 * Validates and normalises title, capacity, RSVP settings, location and links
 * to other content. Dates are EventSchedule's job; recurrence is RecurrenceRule's.
 */
final class EventFields {

	public const UNLIMITED = -1;

	/**
	 * Cleans the non-date fields of an event, all of them present.
	 *
	 * @param array<string, mixed> $fields Input with defaults applied.
	 * @return array<string, mixed> Normalised values.
	 * @throws DomainError When a value breaks a rule; the error names the field.
	 */
	public static function normalise( array $fields ): array {
		$title = trim( (string) ( $fields['title'] ?? '' ) );
		if ( '' === $title ) {
			throw DomainError::invalid( 'title', __( 'title is required.', 'eventsmith' ), 'eventsmith_event_title_required' );
		}

		$rsvp = is_array( $fields['rsvp'] ?? null ) ? $fields['rsvp'] : array();

		return array(
			'title'                => $title,
			'total_ticket'         => self::capacity( 'total_ticket', $fields['total_ticket'] ?? self::UNLIMITED ),
			'certificate_template' => self::id( 'certificate_template', $fields['certificate_template'] ?? 0 ),
			'ticket_template'      => self::id( 'ticket_template', $fields['ticket_template'] ?? 0 ),
			'landing_template'     => self::id( 'landing_template', $fields['landing_template'] ?? 0 ),
			'cancelled'            => self::flag( 'cancelled', $fields['cancelled'] ?? false ),
			'location'             => self::location( $fields['location'] ?? null ),
			'categories'           => self::ids( 'categories', $fields['categories'] ?? array() ),
			'tags'                 => self::ids( 'tags', $fields['tags'] ?? array() ),
			'speakers'             => self::ids( 'speakers', $fields['speakers'] ?? array() ),
			'organizers'           => self::ids( 'organizers', $fields['organizers'] ?? array() ),
			'schedules'            => self::ids( 'schedules', $fields['schedules'] ?? array() ),
			'featured_image'       => self::id( 'featured_image', $fields['featured_image'] ?? 0 ),
			'attendee_fields'      => AttendeeFields::normalise( $fields['attendee_fields'] ?? null ),
			'reminder_hours'       => ReminderRule::clean( $fields['reminder_hours'] ?? ReminderRule::INHERIT, 'reminder_hours' ),
			'online_link_public'   => OnlineLink::clean( $fields['online_link_public'] ?? OnlineLink::DEFAULT ),
			'rsvp'                 => array(
				'enabled'            => (bool) ( $rsvp['enabled'] ?? false ),
				'capacity'           => self::capacity( 'rsvp.capacity', $rsvp['capacity'] ?? self::UNLIMITED ),
				'max_per_submission' => self::positive( 'rsvp.max_per_submission', $rsvp['max_per_submission'] ?? 1 ),
			),
		);
	}

	/**
	 * A capacity: a whole number of at least zero, or -1 for unlimited.
	 *
	 * @param string $field Field name.
	 * @param mixed  $value Input.
	 * @throws DomainError When the value is not such a number.
	 */
	private static function capacity( string $field, mixed $value ): int {
		if ( ! self::is_whole( $value ) || (int) $value < self::UNLIMITED ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( $field, sprintf( __( '%s must be a whole number of 0 or more, or -1 for unlimited.', 'eventsmith' ), $field ) );
		}
		return (int) $value;
	}

	/**
	 * A whole number of at least one.
	 *
	 * @param string $field Field name.
	 * @param mixed  $value Input.
	 * @throws DomainError When the value is not such a number.
	 */
	private static function positive( string $field, mixed $value ): int {
		if ( ! self::is_whole( $value ) || (int) $value < 1 ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( $field, sprintf( __( '%s must be a whole number of 1 or more.', 'eventsmith' ), $field ) );
		}
		return (int) $value;
	}

	/**
	 * A yes/no value: a boolean, or 0/1.
	 *
	 * @param string $field Field name.
	 * @param mixed  $value Input.
	 * @throws DomainError When the value is neither.
	 */
	private static function flag( string $field, mixed $value ): bool {
		if ( is_bool( $value ) || 0 === $value || 1 === $value || '0' === $value || '1' === $value || '' === $value ) {
			return (bool) $value;
		}
		/* translators: %s: field name. */
		throw DomainError::invalid( $field, sprintf( __( '%s must be true or false.', 'eventsmith' ), $field ) );
	}

	/**
	 * An id, or 0 for none.
	 *
	 * @param string $field Field name.
	 * @param mixed  $value Input.
	 * @throws DomainError When the value is not an id.
	 */
	private static function id( string $field, mixed $value ): int {
		if ( null === $value || '' === $value ) {
			return 0;
		}
		if ( ! self::is_whole( $value ) || (int) $value < 0 ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( $field, sprintf( __( '%s must be an id.', 'eventsmith' ), $field ) );
		}
		return (int) $value;
	}

	/**
	 * A list of distinct ids.
	 *
	 * @param string $field Field name.
	 * @param mixed  $value Input.
	 * @return list<int>
	 * @throws DomainError When an entry is not an id.
	 */
	private static function ids( string $field, mixed $value ): array {
		if ( ! is_array( $value ) ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( $field, sprintf( __( '%s must be a list of ids.', 'eventsmith' ), $field ) );
		}
		$ids = array();
		foreach ( $value as $entry ) {
			if ( ! self::is_whole( $entry ) || (int) $entry < 1 ) {
				/* translators: %s: field name. */
				throw DomainError::invalid( $field, sprintf( __( '%s must be a list of ids.', 'eventsmith' ), $field ) );
			}
			$ids[ (int) $entry ] = (int) $entry;
		}
		return array_values( $ids );
	}

	/**
	 * A location: null, or an object with a place (address.address, a
	 * non-empty text), an online link (online_url, an http(s) address), or both.
	 *
	 * @param mixed $value Input.
	 * @return array{address: array{address: string}, online_url?: string}|null
	 * @throws DomainError When the shape is wrong; names location.online_url for a bad link.
	 */
	private static function location( mixed $value ): ?array {
		if ( null === $value || '' === $value || array() === $value ) {
			return null;
		}
		$address = is_array( $value ) && is_array( $value['address'] ?? null ) ? ( $value['address']['address'] ?? '' ) : '';
		$online  = is_array( $value ) ? ( $value['online_url'] ?? '' ) : '';
		if ( ! is_string( $online ) || ( '' !== trim( $online ) && ! preg_match( '#^https?://[^\s/$.?\#].[^\s]*$#i', trim( $online ) ) ) ) {
			throw DomainError::invalid( 'location.online_url', __( 'location.online_url must be a web address starting with https:// or http://.', 'eventsmith' ) );
		}
		if ( ! is_string( $address ) || ( '' === trim( $address ) && '' === trim( $online ) ) ) {
			throw DomainError::invalid( 'location', __( 'location.address.address must be a non-empty text, or location.online_url a web address.', 'eventsmith' ) );
		}
		$location = array( 'address' => array( 'address' => trim( $address ) ) );
		if ( '' !== trim( $online ) ) {
			$location['online_url'] = trim( $online );
		}
		return $location;
	}

	/**
	 * Whether a location as stored is well formed (the dashboard warns when not).
	 *
	 * @param mixed $location Stored value.
	 */
	public static function location_is_valid( mixed $location ): bool {
		if ( null === $location || '' === $location ) {
			return true;
		}
		return is_array( $location ) && is_array( $location['address'] ?? null ) && is_string( $location['address']['address'] ?? null );
	}

	/**
	 * Whether a value is a whole number (int or digit string, optional minus).
	 *
	 * @param mixed $value Input.
	 */
	private static function is_whole( mixed $value ): bool {
		return is_int( $value ) || ( is_string( $value ) && 1 === preg_match( '/^-?\d+$/', $value ) );
	}
}
