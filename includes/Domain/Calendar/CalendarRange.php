<?php
/**
 * The days a calendar asks events for.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Calendar;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A range of whole days (first and last day included) in one timezone, at
 * most MAX_DAYS long: enough for a six-week month grid with room to spare,
 * small enough that one public request stays cheap.
 */
final class CalendarRange {

	public const MAX_DAYS = 62;

	/**
	 * Constructor.
	 *
	 * @param \DateTimeImmutable $first Midnight starting the first day, in the range's zone.
	 * @param \DateTimeImmutable $last  Midnight starting the last day, in the range's zone.
	 */
	private function __construct(
		public readonly \DateTimeImmutable $first,
		public readonly \DateTimeImmutable $last
	) {}

	/**
	 * Reads `start` and `end` (YYYY-MM-DD, both included) in a timezone.
	 *
	 * @param string        $start First day.
	 * @param string        $end   Last day.
	 * @param \DateTimeZone $zone  The zone the days are in (the site's).
	 * @throws DomainError Naming `start` or `end` when unreadable, `end` when before `start` or too far from it.
	 */
	public static function parse( string $start, string $end, \DateTimeZone $zone ): self {
		$first = self::day( 'start', $start, $zone );
		$last  = self::day( 'end', $end, $zone );
		if ( $last < $first ) {
			throw DomainError::invalid( 'end', __( 'end must not be before start.', 'eventsmith' ), 'eventsmith_calendar_range' );
		}
		$range = new self( $first, $last );
		if ( $range->days() > self::MAX_DAYS ) {
			throw DomainError::invalid(
				'end',
				/* translators: %d: the largest number of days. */
				sprintf( __( 'The range from start to end may cover at most %d days.', 'eventsmith' ), self::MAX_DAYS ),
				'eventsmith_calendar_range'
			);
		}
		return $range;
	}

	/**
	 * Number of days, both ends included.
	 */
	public function days(): int {
		$utc_first = new \DateTimeImmutable( $this->first->format( 'Y-m-d' ), new \DateTimeZone( 'UTC' ) );
		$utc_last  = new \DateTimeImmutable( $this->last->format( 'Y-m-d' ), new \DateTimeZone( 'UTC' ) );
		return (int) $utc_first->diff( $utc_last )->days + 1;
	}

	/**
	 * The moment the range starts, in UTC.
	 */
	public function start_utc(): \DateTimeImmutable {
		return $this->first->setTimezone( new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * The moment the range ends (midnight after the last day, excluded), in UTC.
	 */
	public function end_utc(): \DateTimeImmutable {
		return $this->last->modify( '+1 day' )->setTime( 0, 0 )->setTimezone( new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * One day's midnight in a zone.
	 *
	 * @param string        $field Field name for the error.
	 * @param string        $value YYYY-MM-DD.
	 * @param \DateTimeZone $zone  Zone.
	 * @throws DomainError When the value is not a real date.
	 */
	private static function day( string $field, string $value, \DateTimeZone $zone ): \DateTimeImmutable {
		$day = preg_match( '/^\d{4}-\d{2}-\d{2}$/', $value ) ? \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, $zone ) : false;
		if ( false === $day || $day->format( 'Y-m-d' ) !== $value ) {
			throw DomainError::invalid(
				$field,
				/* translators: %s: field name (start or end). */
				sprintf( __( '%s must be a date written YYYY-MM-DD.', 'eventsmith' ), $field ),
				'eventsmith_calendar_range'
			);
		}
		return $day;
	}
}
