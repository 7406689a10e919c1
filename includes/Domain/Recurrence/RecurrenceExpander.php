<?php
/**
 * Expands a recurrence rule into occurrences.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Recurrence;

use Eventsmith\Domain\Event\EventSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * RFC 5545 semantics for the supported subset: candidates are generated per
 * period (day, ISO week from Monday, month, year) every INTERVAL periods,
 * from the first event's date on; COUNT counts candidates before exclusions
 * are removed (as EXDATE does); UNTIL is an inclusive local date. Every
 * occurrence keeps the local start time and day span of the first one, so
 * across a daylight-saving change its UTC time moves.
 */
final class RecurrenceExpander {

	private const MAX_PERIODS = 20000;

	/**
	 * The occurrences of a series, first one included, at most `$max`.
	 *
	 * @param EventSchedule  $first The first occurrence (DTSTART).
	 * @param RecurrenceRule $rule  The rule.
	 * @param int            $max   Hard cap on occurrences (rules without COUNT or UNTIL stop here).
	 * @return list<Occurrence>
	 */
	public function expand( EventSchedule $first, RecurrenceRule $rule, int $max = 366 ): array {
		$start = $first->local_start()->setTime( 0, 0 );
		$until = null !== $rule->until ? new \DateTimeImmutable( $rule->until, $start->getTimezone() ) : null;
		$limit = min( $rule->count ?? $max, $max );

		$dates = array();
		foreach ( $this->candidates( $start, $rule ) as $date ) {
			if ( null !== $until && $date > $until ) {
				break;
			}
			$dates[] = $date;
			if ( count( $dates ) >= $limit ) {
				break;
			}
		}

		$excluded    = array_flip( $rule->exclusions );
		$occurrences = array();
		foreach ( $dates as $date ) {
			if ( ! isset( $excluded[ $date->format( 'Y-m-d' ) ] ) ) {
				$occurrences[] = new Occurrence( $first->moved_to( $date ) );
			}
		}
		return $occurrences;
	}

	/**
	 * Candidate dates in order, on or after the start.
	 *
	 * @param \DateTimeImmutable $start Local start date (midnight).
	 * @param RecurrenceRule     $rule  The rule.
	 * @return \Generator<\DateTimeImmutable>
	 */
	private function candidates( \DateTimeImmutable $start, RecurrenceRule $rule ): \Generator {
		for ( $period = 0; $period < self::MAX_PERIODS; $period++ ) {
			$step = $period * $rule->interval;
			$days = match ( $rule->freq ) {
				'daily'   => $this->daily( $start->modify( "+{$step} days" ), $rule ),
				'weekly'  => $this->weekly( $start, $step, $rule ),
				'monthly' => $this->monthly( $start, $step, $rule ),
				default   => $this->yearly( $start, $step ),
			};
			foreach ( $days as $day ) {
				if ( $day >= $start ) {
					yield $day;
				}
			}
		}
	}

	/**
	 * A day, unless BYDAY leaves its weekday out.
	 *
	 * @param \DateTimeImmutable $day  The day.
	 * @param RecurrenceRule     $rule The rule.
	 * @return list<\DateTimeImmutable>
	 */
	private function daily( \DateTimeImmutable $day, RecurrenceRule $rule ): array {
		return ( ! $rule->by_day || in_array( self::weekday( $day ), $rule->by_day, true ) ) ? array( $day ) : array();
	}

	/**
	 * The BYDAY days (or the start's weekday) of the week `$step` weeks after the start's week.
	 *
	 * @param \DateTimeImmutable $start The series start.
	 * @param int                $step  Weeks after the start's week.
	 * @param RecurrenceRule     $rule  The rule.
	 * @return list<\DateTimeImmutable>
	 */
	private function weekly( \DateTimeImmutable $start, int $step, RecurrenceRule $rule ): array {
		$monday   = $start->modify( '-' . ( (int) $start->format( 'N' ) - 1 ) . ' days' )->modify( "+{$step} weeks" );
		$weekdays = $rule->by_day ? $rule->by_day : array( self::weekday( $start ) );
		$days     = array();
		foreach ( RecurrenceRule::WEEKDAYS as $offset => $weekday ) {
			if ( in_array( $weekday, $weekdays, true ) ) {
				$days[] = $monday->modify( "+{$offset} days" );
			}
		}
		return $days;
	}

	/**
	 * The matching days of the month `$step` months after the start's month.
	 *
	 * @param \DateTimeImmutable $start The series start.
	 * @param int                $step  Months after the start's month.
	 * @param RecurrenceRule     $rule  The rule.
	 * @return list<\DateTimeImmutable>
	 */
	private function monthly( \DateTimeImmutable $start, int $step, RecurrenceRule $rule ): array {
		$month  = $start->modify( 'first day of this month' )->modify( "+{$step} months" );
		$length = (int) $month->format( 't' );
		$days   = array();
		for ( $d = 1; $d <= $length; $d++ ) {
			$day = $month->setDate( (int) $month->format( 'Y' ), (int) $month->format( 'n' ), $d );
			if ( $this->month_day_matches( $day, $d, $length, $rule, (int) $start->format( 'j' ) ) ) {
				$days[] = $day;
			}
		}
		return $days;
	}

	/**
	 * Whether a day of a month matches BYDAY and BYMONTHDAY (both must, when both are set).
	 *
	 * @param \DateTimeImmutable $day       The day.
	 * @param int                $d         Its day of the month.
	 * @param int                $length    Days in the month.
	 * @param RecurrenceRule     $rule      The rule.
	 * @param int                $start_day The series start's day of the month.
	 */
	private function month_day_matches( \DateTimeImmutable $day, int $d, int $length, RecurrenceRule $rule, int $start_day ): bool {
		if ( ! $rule->by_day && ! $rule->by_month_day ) {
			return $d === $start_day;
		}
		if ( $rule->by_month_day && ! in_array( $d, $rule->by_month_day, true ) && ! in_array( $d - $length - 1, $rule->by_month_day, true ) ) {
			return false;
		}
		if ( ! $rule->by_day ) {
			return true;
		}
		$weekday = self::weekday( $day );
		$nth     = intdiv( $d - 1, 7 ) + 1;
		$nth_end = -( intdiv( $length - $d, 7 ) + 1 );
		foreach ( $rule->by_day as $entry ) {
			preg_match( '/^([+-]?\d)?([A-Z]{2})$/', $entry, $m );
			if ( $m[2] === $weekday && ( '' === $m[1] || (int) $m[1] === $nth || (int) $m[1] === $nth_end ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The start's month and day in the year `$step` years later; none when that
	 * day does not exist (29 February outside leap years).
	 *
	 * @param \DateTimeImmutable $start The series start.
	 * @param int                $step  Years after the start.
	 * @return list<\DateTimeImmutable>
	 */
	private function yearly( \DateTimeImmutable $start, int $step ): array {
		$year  = (int) $start->format( 'Y' ) + $step;
		$month = (int) $start->format( 'n' );
		$day   = (int) $start->format( 'j' );
		return checkdate( $month, $day, $year ) ? array( $start->setDate( $year, $month, $day ) ) : array();
	}

	/**
	 * Two-letter weekday of a date (MO … SU).
	 *
	 * @param \DateTimeImmutable $day The date.
	 */
	private static function weekday( \DateTimeImmutable $day ): string {
		return RecurrenceRule::WEEKDAYS[ (int) $day->format( 'N' ) - 1 ];
	}
}
