<?php
/**
 * An event's RSVP settings with their defaults, written once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Registration;

defined( 'ABSPATH' ) || exit;

/**
 * Whether the event takes RSVPs, its places (-1: unlimited) and the most
 * attendees one answer may bring, with the defaults every reader shares.
 */
final class RsvpSettings {

	/** RSVP defaults. */
	public const DEFAULTS = array(
		'enabled'            => false,
		'capacity'           => -1,
		'max_per_submission' => 1,
	);

	/**
	 * The event's RSVP settings with the defaults filled in.
	 *
	 * @param mixed $rsvp The stored 'rsvp' field.
	 * @return array{enabled: bool, capacity: int, max_per_submission: int}
	 */
	public static function from_field( mixed $rsvp ): array {
		$rsvp = ( is_array( $rsvp ) ? $rsvp : array() ) + self::DEFAULTS;
		return array(
			'enabled'            => ! empty( $rsvp['enabled'] ),
			'capacity'           => (int) $rsvp['capacity'],
			'max_per_submission' => max( 1, (int) $rsvp['max_per_submission'] ),
		);
	}
}
