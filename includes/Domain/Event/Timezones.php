<?php
/**
 * Reading an event's timezone.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Accepts IANA names (Europe/Berlin, Etc/GMT+12), "UTC", and fixed offsets
 * ("UTC+5:30", "UTC-12", "+05:30"); refuses anything else.
 */
final class Timezones {

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
		if ( 1 === preg_match( '/^(?:UTC)?([+-])(\d{1,2})(?::?(\d{2}))?$/', $timezone, $m ) && (int) $m[2] <= 14 && (int) ( $m[3] ?? 0 ) < 60 ) {
			return new \DateTimeZone( sprintf( '%s%02d:%02d', $m[1], (int) $m[2], (int) ( $m[3] ?? 0 ) ) );
		}
		if ( in_array( $timezone, \DateTimeZone::listIdentifiers( \DateTimeZone::ALL_WITH_BC ), true ) ) {
			return new \DateTimeZone( $timezone );
		}
		/* translators: %s: the timezone that was sent. */
		throw DomainError::invalid( 'timezone', sprintf( __( 'timezone "%s" is not a known timezone; use a name such as Europe/Berlin or an offset such as UTC+2.', 'eventsmith' ), $timezone ), 'eventsmith_unknown_timezone' );
	}
}
