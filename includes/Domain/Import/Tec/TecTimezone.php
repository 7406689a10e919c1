<?php
/**
 * The Events Calendar's event timezones, as Eventsmith reads timezones.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Tec;

defined( 'ABSPATH' ) || exit;

/**
 * The Events Calendar keeps `_EventTimezone` as WordPress's timezone setting spells it: an IANA
 * name (Europe/Berlin), `UTC`, or a manual offset in hours with a decimal fraction (`UTC+5.5`,
 * `UTC-3.5`, `UTC+5.75`, `UTC+0`). Eventsmith takes names and `UTC+5:30` offsets.
 */
final class TecTimezone {

	/**
	 * Eventsmith's spelling of a timezone, or null when it is none (empty or unknown).
	 *
	 * @param string $timezone `_EventTimezone`.
	 */
	public static function normalise( string $timezone ): ?string {
		$timezone = trim( $timezone );
		if ( '' === $timezone ) {
			return null;
		}
		if ( 1 === preg_match( '/^UTC([+-])(\d{1,2})(?:\.(\d+))?$/i', $timezone, $m ) ) {
			$minutes = (int) round( (float) ( '0.' . ( $m[3] ?? '0' ) ) * 60 );
			if ( 0 === (int) $m[2] && 0 === $minutes ) {
				return 'UTC';
			}
			return 0 === $minutes ? sprintf( 'UTC%s%d', $m[1], (int) $m[2] ) : sprintf( 'UTC%s%d:%02d', $m[1], (int) $m[2], $minutes );
		}
		if ( 'UTC' === strtoupper( $timezone ) ) {
			return 'UTC';
		}
		if ( 1 === preg_match( '/^UTC[+-]\d{1,2}:[0-5]\d$/', $timezone ) ) {
			return $timezone;
		}
		return in_array( $timezone, \DateTimeZone::listIdentifiers( \DateTimeZone::ALL_WITH_BC ), true ) ? $timezone : null;
	}
}
