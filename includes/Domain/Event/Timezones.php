<?php
/**
 * Reading an event's timezone and labelling its UTC offset.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Accepts IANA names (Europe/Berlin, Etc/GMT+12), "UTC", and fixed offsets
 * from UTC-12:00 to UTC+14:00 ("UTC+5:30", "UTC-12", "+05:30", "+0530");
 * refuses anything else.
 */
final class Timezones {

	/**
	 * Westmost and eastmost offsets in use anywhere, in minutes.
	 */
	private const MIN_OFFSET = -720;
	private const MAX_OFFSET = 840;

	/**
	 * The timezone for a name or offset; '' is UTC.
	 *
	 * @param string $timezone Input.
	 * @throws DomainError Naming `timezone` when it is unknown.
	 */
	public static function parse( string $timezone ): \DateTimeZone {
		$timezone = trim( $timezone );
		if ( '' === $timezone || 'UTC' === $timezone ) {
			return new \DateTimeZone( 'UTC' );
		}
		if ( 1 === preg_match( '/^(?:UTC)?([+-])(\d{1,2})(?::?([0-5]\d))?$/', $timezone, $m ) ) {
			$minutes = ( '-' === $m[1] ? -1 : 1 ) * ( (int) $m[2] * 60 + (int) ( $m[3] ?? 0 ) );
			if ( $minutes >= self::MIN_OFFSET && $minutes <= self::MAX_OFFSET ) {
				return new \DateTimeZone( sprintf( '%s%02d:%02d', $m[1], (int) $m[2], (int) ( $m[3] ?? 0 ) ) );
			}
		}
		if ( in_array( $timezone, \DateTimeZone::listIdentifiers( \DateTimeZone::ALL_WITH_BC ), true ) ) {
			return new \DateTimeZone( $timezone );
		}
		throw DomainError::invalid(
			'timezone',
			/* translators: %s: the timezone that was sent. */
			sprintf( __( 'timezone "%s" is not a known timezone; use a name such as Europe/Berlin or an offset from UTC-12:00 to UTC+14:00 such as UTC+2.', 'eventsmith' ), $timezone ),
			'eventsmith_unknown_timezone'
		);
	}

	/**
	 * The UTC offset a zone has at a moment, e.g. "UTC+14:00", "UTC-12:00", "UTC+05:30", "UTC+00:00".
	 *
	 * @param \DateTimeZone      $zone   Timezone.
	 * @param \DateTimeImmutable $moment Any moment (its own timezone does not matter).
	 */
	public static function offset_label( \DateTimeZone $zone, \DateTimeImmutable $moment ): string {
		return 'UTC' . $moment->setTimezone( $zone )->format( 'P' );
	}
}
