<?php
/**
 * Countdown rules: when a countdown ends and how much time is left.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Countdown;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A countdown to a wall-clock date at a UTC offset.
 */
final class Countdown {

	/**
	 * Input formats, in the order they are tried. The first is the documented one.
	 */
	private const FORMATS = array( 'm/d/Y H:i:s', 'm/d/Y H:i', 'Y-m-d\TH:i:s', 'Y-m-d\TH:i', 'Y-m-d H:i:s', 'Y-m-d H:i' );

	/**
	 * Constructor.
	 *
	 * @param int $ends_at Unix time the countdown reaches zero.
	 */
	private function __construct( public readonly int $ends_at ) {}

	/**
	 * Reads a date such as "12/24/2012 12:00:00" that is wall-clock time at `$offset_hours` from UTC.
	 *
	 * @param string    $date         The date text.
	 * @param float|int $offset_hours Hours east of UTC (e.g. 2, -5, 5.5).
	 * @throws DomainError When the date is missing or cannot be read.
	 */
	public static function to( string $date, float|int $offset_hours = 0 ): self {
		$date = trim( $date );
		if ( '' === $date ) {
			throw new DomainError( 'eventsmith_countdown_no_date', __( 'Date is not defined.', 'eventsmith' ), DomainError::INVALID, 'date' );
		}

		$utc = new \DateTimeZone( 'UTC' );
		foreach ( self::FORMATS as $format ) {
			$parsed = \DateTimeImmutable::createFromFormat( '!' . $format, $date, $utc );
			$errors = \DateTimeImmutable::getLastErrors();
			if ( false !== $parsed && ( false === $errors || ( 0 === $errors['warning_count'] && 0 === $errors['error_count'] ) ) ) {
				return new self( $parsed->getTimestamp() - (int) round( $offset_hours * 3600 ) );
			}
		}

		throw new DomainError(
			'eventsmith_countdown_bad_date',
			__( 'Incorrect date format, it should look like this, 12/24/2012 12:00:00.', 'eventsmith' ),
			DomainError::INVALID,
			'date'
		);
	}

	/**
	 * Time left at a moment, split into days, hours, minutes and seconds; zero once past.
	 *
	 * @param int $now Unix time.
	 * @return array{days:int, hours:int, minutes:int, seconds:int, finished:bool}
	 */
	public function remaining_at( int $now ): array {
		$left = max( 0, $this->ends_at - $now );
		return array(
			'days'     => intdiv( $left, 86400 ),
			'hours'    => intdiv( $left % 86400, 3600 ),
			'minutes'  => intdiv( $left % 3600, 60 ),
			'seconds'  => $left % 60,
			'finished' => 0 === $left,
		);
	}
}
