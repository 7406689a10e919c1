<?php
/**
 * A site timezone as WordPress's General Settings accept it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Welcome;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Either a city of the tz database (`Europe/Berlin`, stored in `timezone_string`)
 * or a fixed offset (`UTC+5:30`, stored in `gmt_offset` with an empty
 * `timezone_string`), the two forms WordPress's timezone select offers.
 */
final class SiteTimezone {

	/**
	 * Constructor.
	 *
	 * @param string $timezone_string The tz name, '' for a fixed offset.
	 * @param float  $gmt_offset      Hours from UTC (0 for a tz name: WordPress computes it).
	 */
	private function __construct( public readonly string $timezone_string, public readonly float $gmt_offset ) {}

	/**
	 * Parses the `timezone` field.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `timezone`.
	 */
	public static function parse( mixed $value ): self {
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( in_array( $value, \DateTimeZone::listIdentifiers(), true ) ) {
			return new self( $value, 0.0 );
		}
		if ( 1 === preg_match( '/^UTC([+-])(\d{1,2})(?::(00|15|30|45)|\.(0|25|5|75))?$/', $value, $match ) ) {
			$minutes = isset( $match[3] ) && '' !== $match[3] ? (int) $match[3] : (int) round( (float) ( '0.' . ( $match[4] ?? '0' ) ) * 60 );
			$hours   = (int) $match[2] + $minutes / 60;
			if ( $hours <= 14 ) {
				return new self( '', '-' === $match[1] ? -$hours : $hours );
			}
		}
		throw DomainError::invalid( 'timezone', __( 'timezone must be a city such as Europe/Berlin, or an offset such as UTC+2 or UTC-5:30.', 'eventsmith' ) );
	}
}
