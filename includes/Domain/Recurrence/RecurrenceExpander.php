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
 * RFC 5545 semantics for the supported subset:
 * - candidates are generated per period (day; week starting Monday; month;
 *   year), every INTERVAL periods counted from the period holding the first
 *   event's date, and only on or after that date;
 * - the first event (DTSTART) is the first occurrence when it matches the
 *   rule; when it does not (a Tuesday start for BYDAY=MO,WE), the series
 *   starts at the first date that does (RFC 5545 leaves this case undefined;
 *   this is what common implementations do);
 * - dates that do not exist are skipped, never moved (BYMONTHDAY=31 skips
 *   30-day months, 29 February recurs only in leap years);
 * - COUNT counts occurrences before exclusions are removed (EXDATE removes
 *   from the set COUNT made); UNTIL is an inclusive local date;
 * - every occurrence keeps the first one's local start time, end time and
 *   day span in the event's timezone, so across a daylight-saving change its
 *   UTC moments move (EventSchedule::moved_to()).
 * Calendar dates are computed in UTC, where every day has 24 hours.
 */
final class RecurrenceExpander {

	/**
	 * Periods looked at before giving up on a rule that (almost) never matches.
	 */
	private const MAX_PERIODS = 20000;

	/**
	 * Last year a date may fall in.
	 */
	private const LAST_YEAR = 9999;

	/**
	 * The occurrences of a series in order, at most `$max` of them.
	 *
	 * @param EventSchedule  $first The first event (DTSTART and its end).
	 * @param RecurrenceRule $rule  The rule.
	 * @param int            $max   Hard cap on occurrences returned, whatever COUNT or UNTIL say (open-ended rules stop here).
	 * @return list<Occurrence>
	 */
	public function expand( EventSchedule $first, RecurrenceRule $rule, int $max = 366 ): array {
		$occurrences = array();
		if ( $max < 1 ) {
			return $occurrences;
		}
		$start    = new \DateTimeImmutable( $first->start_date(), new \DateTimeZone( 'UTC' ) );
		$excluded = array_flip( $rule->exclusions );
		$counted  = 0;
		foreach ( $this->candidates( $start, $rule ) as $date ) {
			$day = $date->format( 'Y-m-d' );
			if ( null !== $rule->until && $day > $rule->until ) {
				break;
			}
			++$counted;
			if ( ! isset( $excluded[ $day ] ) ) {
				$occurrences[] = new Occurrence( $first->moved_to( $date ) );
			}
			if ( count( $occurrences ) >= $max || $counted === $rule->count ) {
				break;
			}
		}
		return $occurrences;
	}

	/**
	 * Candidate dates (UTC midnights standing for local dates) in order, on or after the start.
	 *
	 * @param \DateTimeImmutable $start The first event's local date, as a UTC midnight.
	 * @param RecurrenceRule     $rule  The rule.
	 * @return \Generator<int, \DateTimeImmutable>
	 */
	private function candidates( \DateTimeImmutable $start, RecurrenceRule $rule ): \Generator {
		$anchor = match ( $rule->freq ) {
			'daily'   => $start,
			'weekly'  => $start->modify( '-' . ( (int) $start->format( 'N' ) - 1 ) . ' days' ),
			'monthly' => $start->modify( 'first day of this month' ),
			default   => $start->setDate( (int) $start->format( 'Y' ), 1, 1 ),
		};
		$unit   = array(
			'daily'   => 'days',
			'weekly'  => 'weeks',
			'monthly' => 'months',
			'yearly'  => 'years',
		)[ $rule->freq ];
		for ( $period = 0; $period < self::MAX_PERIODS; $period++ ) {
			$begin = $anchor->modify( '+' . ( $period * $rule->interval ) . ' ' . $unit );
			if ( (int) $begin->format( 'Y' ) > self::LAST_YEAR ) {
				return;
			}
			$days = match ( $rule->freq ) {
				'daily'   => $this->daily( $begin, $rule ),
				'weekly'  => $this->weekly( $begin, $start, $rule ),
				'monthly' => $this->monthly( $begin, $start, $rule ),
				default   => $this->yearly( $begin, $start ),
			};
			foreach ( $days as $day ) {
				if ( $day >= $start ) {
					yield $day;
				}
			}
		}
	}

	/**
	 * The day, unless BYDAY leaves its weekday out.
	 *
	 * @param \DateTimeImmutable $day  The day.
	 * @param RecurrenceRule     $rule The rule.
	 * @return list<\DateTimeImmutable>
	 */
	private function daily( \DateTimeImmutable $day, RecurrenceRule $rule ): array {
		return ( ! $rule->by_day || in_array( self::weekday( $day ), $rule->by_day, true ) ) ? array( $day ) : array();
	}

	/**
	 * The BYDAY days (or the start's weekday) of the week beginning on a Monday, in week order.
	 *
	 * @param \DateTimeImmutable $monday The week's Monday.
	 * @param \DateTimeImmutable $start  The first event's date.
	 * @param RecurrenceRule     $rule   The rule.
	 * @return list<\DateTimeImmutable>
	 */
	private function weekly( \DateTimeImmutable $monday, \DateTimeImmutable $start, RecurrenceRule $rule ): array {
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
	 * The matching days of a month: BYDAY and BYMONTHDAY (both must match when
	 * both are given), or else the start's day of the month.
	 *
	 * @param \DateTimeImmutable $first_day The month's first day.
	 * @param \DateTimeImmutable $start     The first event's date.
	 * @param RecurrenceRule     $rule      The rule.
	 * @return list<\DateTimeImmutable>
	 */
	private function monthly( \DateTimeImmutable $first_day, \DateTimeImmutable $start, RecurrenceRule $rule ): array {
		$length  = (int) $first_day->format( 't' );
		$weekday = (int) $first_day->format( 'N' ) - 1;
		$days    = array();
		foreach ( $this->month_day_range( $length, $rule ) as $d ) {
			if ( $this->month_day_matches( $d, $length, ( $weekday + $d - 1 ) % 7, $rule, (int) $start->format( 'j' ) ) ) {
				$days[] = $first_day->modify( '+' . ( $d - 1 ) . ' days' );
			}
		}
		return $days;
	}

	/**
	 * The days of a month worth testing, in order: the BYMONTHDAY days that
	 * exist in it when there are some, else every day.
	 *
	 * @param int            $length Days in the month.
	 * @param RecurrenceRule $rule   The rule.
	 * @return list<int>
	 */
	private function month_day_range( int $length, RecurrenceRule $rule ): array {
		if ( ! $rule->by_month_day ) {
			return range( 1, $length );
		}
		$days = array();
		foreach ( $rule->by_month_day as $day ) {
			$d = $day > 0 ? $day : $length + 1 + $day;
			if ( $d >= 1 && $d <= $length ) {
				$days[ $d ] = $d;
			}
		}
		ksort( $days );
		return array_values( $days );
	}

	/**
	 * Whether a day of a month matches the rule.
	 *
	 * @param int            $d         Day of the month.
	 * @param int            $length    Days in the month.
	 * @param int            $weekday   Its weekday, 0 (Monday) to 6 (Sunday).
	 * @param RecurrenceRule $rule      The rule.
	 * @param int            $start_day The first event's day of the month.
	 */
	private function month_day_matches( int $d, int $length, int $weekday, RecurrenceRule $rule, int $start_day ): bool {
		if ( ! $rule->by_day && ! $rule->by_month_day ) {
			return $d === $start_day;
		}
		if ( $rule->by_month_day && ! in_array( $d, $rule->by_month_day, true ) && ! in_array( $d - $length - 1, $rule->by_month_day, true ) ) {
			return false;
		}
		if ( ! $rule->by_day ) {
			return true;
		}
		$nth      = intdiv( $d - 1, 7 ) + 1;
		$nth_last = -( intdiv( $length - $d, 7 ) + 1 );
		foreach ( $rule->by_day as $entry ) {
			$ordinal = substr( $entry, 0, -2 );
			if ( substr( $entry, -2 ) === RecurrenceRule::WEEKDAYS[ $weekday ] && ( '' === $ordinal || (int) $ordinal === $nth || (int) $ordinal === $nth_last ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The start's month and day in a year; none when that day does not exist
	 * there (29 February outside leap years).
	 *
	 * @param \DateTimeImmutable $january The year's first day.
	 * @param \DateTimeImmutable $start   The first event's date.
	 * @return list<\DateTimeImmutable>
	 */
	private function yearly( \DateTimeImmutable $january, \DateTimeImmutable $start ): array {
		$year  = (int) $january->format( 'Y' );
		$month = (int) $start->format( 'n' );
		$day   = (int) $start->format( 'j' );
		return checkdate( $month, $day, $year ) ? array( $january->setDate( $year, $month, $day ) ) : array();
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
