<?php
/**
 * The day a schedule (program) takes place.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Schedule;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A calendar date written 'Y-m-d', e.g. 2026-09-14.
 */
final class ScheduleDate {

	/**
	 * Checks a date and returns it unchanged.
	 *
	 * @param mixed  $date  Candidate text.
	 * @param string $field Input field to name in errors.
	 * @throws DomainError When the date is missing, badly written or does not exist (2026-02-30).
	 */
	public static function parse( mixed $date, string $field = 'date' ): string {
		$date = is_string( $date ) ? trim( $date ) : '';
		if ( '' === $date ) {
			throw DomainError::invalid( $field, __( 'Date is required.', 'eventsmith' ), 'eventsmith_date_required' );
		}
		if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $date, $parts ) || ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ) {
			throw DomainError::invalid( $field, __( 'The date must be a real day written YYYY-MM-DD.', 'eventsmith' ), 'eventsmith_invalid_date' );
		}
		return $date;
	}

	/**
	 * First and last day of a year, for filtering dates by year.
	 *
	 * @param int $year Four-digit year.
	 * @return array{0: string, 1: string}
	 */
	public static function year_range( int $year ): array {
		$year = str_pad( (string) $year, 4, '0', STR_PAD_LEFT );
		return array( "{$year}-01-01", "{$year}-12-31" );
	}
}
