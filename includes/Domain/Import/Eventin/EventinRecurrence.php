<?php
/**
 * An Eventin recurring event as an Eventsmith series, when its dates can be one.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Eventin;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Recurrence\RecurrenceExpander;
use Eventsmith\Domain\Recurrence\RecurrenceRule;

defined( 'ABSPATH' ) || exit;

/**
 * Eventin stores a recurring event as a parent post holding the rule (etn_event_recurrence: day,
 * week, month, month-advanced, year or custom dates) over the parent's date range, and one child
 * post per date. What counts are the children: the dates that exist (a child moved or deleted in
 * Eventin is what visitors see). The rule is turned into Eventsmith's, started at the first
 * child's date and ended at the last one's; dates the rule makes that have no child become
 * exclusions. When the children fall on dates the rule does not make (custom dates, edited
 * children), the series becomes a daily rule with exclusions if it spans at most a year; else
 * it cannot be a series (null: each date is imported as a single event).
 */
final class EventinRecurrence {

	/** Occurrences a series may have (Eventsmith's expansion cap). */
	public const MAX_OCCURRENCES = 366;

	/** Eventin's weekday numbers (0 = Sunday) as RFC 5545 days. */
	private const WEEKDAYS = array( 'SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA' );

	/**
	 * The series: `recurrence` (Eventsmith's rule array), `first` (the first date), `note` ('' or
	 * what the report should say); null when the dates cannot be one series.
	 *
	 * @param array<string, mixed> $rule       Eventin's etn_event_recurrence.
	 * @param list<string>         $dates      The children's start dates (Y-m-d).
	 * @param string               $start_time First occurrence's start time (H:i).
	 * @param string               $end_time   Its end time (H:i).
	 * @param int                  $span_days  Days from an occurrence's start date to its end date.
	 * @param string               $timezone   Event timezone.
	 * @return array{recurrence: array<string, mixed>, first: string, note: string}|null
	 */
	public static function series( array $rule, array $dates, string $start_time, string $end_time, int $span_days, string $timezone ): ?array {
		$dates = array_values( array_unique( array_filter( $dates ) ) );
		sort( $dates );
		if ( ! $dates || count( $dates ) > self::MAX_OCCURRENCES ) {
			return null;
		}
		$first  = $dates[0];
		$last   = $dates[ count( $dates ) - 1 ];
		$mapped = self::rule( $rule );
		if ( null !== $mapped ) {
			$exclusions = self::exclusions( $mapped + array( 'until' => $last ), $dates, $start_time, $end_time, $span_days, $timezone );
			if ( null !== $exclusions ) {
				return array(
					'recurrence' => $mapped + array(
						'until'      => $last,
						'exclusions' => $exclusions,
					),
					'first'      => $first,
					'note'       => '',
				);
			}
		}
		$daily      = array(
			'freq'     => 'daily',
			'interval' => 1,
			'until'    => $last,
		);
		$exclusions = self::exclusions( $daily, $dates, $start_time, $end_time, $span_days, $timezone );
		if ( null === $exclusions ) {
			return null;
		}
		return array(
			'recurrence' => $daily + array( 'exclusions' => $exclusions ),
			'first'      => $first,
			'note'       => __( 'The recurring event\'s dates follow no rule Eventsmith has: they are imported as a daily series with the other days excluded.', 'eventsmith' ),
		);
	}

	/**
	 * Eventin's rule as Eventsmith's (without its end), or null for custom dates or an unknown rule.
	 *
	 * @param array<string, mixed> $rule Eventin's rule.
	 * @return array<string, mixed>|null
	 */
	public static function rule( array $rule ): ?array {
		$freq = (string) ( $rule['recurrence_freq'] ?? '' );
		switch ( $freq ) {
			case 'day':
				return array(
					'freq'     => 'daily',
					'interval' => max( 1, (int) ( $rule['recurrence_daily_interval'] ?? 1 ) ),
				);
			case 'week':
				$days = array();
				foreach ( (array) ( $rule['recurrence_weekly_day'] ?? array() ) as $day ) {
					if ( is_numeric( $day ) && isset( self::WEEKDAYS[ (int) $day ] ) ) {
						$days[] = self::WEEKDAYS[ (int) $day ];
					}
				}
				return $days ? array(
					'freq'     => 'weekly',
					'interval' => 1,
					'by_day'   => array_values( array_unique( $days ) ),
				) : null;
			case 'month':
				$day = (int) ( $rule['recurrence_monthly_date'] ?? 1 );
				return array(
					'freq'         => 'monthly',
					'interval'     => 1,
					'by_month_day' => array( $day >= 1 && $day <= 31 ? $day : 1 ),
				);
			case 'month-advanced':
				$week    = (int) ( $rule['recurrence_monthly_advanced_week_no'] ?? 1 );
				$weekday = (int) ( $rule['recurrence_monthly_advanced_weekday_no'] ?? 0 );
				if ( ! isset( self::WEEKDAYS[ $weekday ] ) || $week > 5 ) {
					return null;
				}
				return array(
					'freq'     => 'monthly',
					'interval' => max( 1, (int) ( $rule['recurrence_monthly_advanced_interval'] ?? 1 ) ),
					'by_day'   => array( ( $week <= 0 ? '-1' : (string) $week ) . self::WEEKDAYS[ $weekday ] ),
				);
			case 'year':
				return array(
					'freq'     => 'yearly',
					'interval' => 1,
				);
			default:
				return null;
		}
	}

	/**
	 * The dates a rule makes from the first date that are not among the dates, or null when some
	 * date is not made by the rule (or the rule makes too many).
	 *
	 * @param array<string, mixed> $rule       Eventsmith's rule with its until.
	 * @param list<string>         $dates      Sorted dates.
	 * @param string               $start_time Start time.
	 * @param string               $end_time   End time.
	 * @param int                  $span_days  Days an occurrence spans.
	 * @param string               $timezone   Timezone.
	 * @return list<string>|null
	 */
	private static function exclusions( array $rule, array $dates, string $start_time, string $end_time, int $span_days, string $timezone ): ?array {
		try {
			$parsed   = RecurrenceRule::from_array( $rule );
			$end_date = ( new \DateTimeImmutable( $dates[0], new \DateTimeZone( 'UTC' ) ) )->modify( '+' . max( 0, $span_days ) . ' days' )->format( 'Y-m-d' );
			$first    = EventSchedule::from_fields( $dates[0], $start_time, $end_date, $end_time, $timezone );
		} catch ( DomainError | \Exception ) {
			return null;
		}
		$made = array();
		foreach ( ( new RecurrenceExpander() )->expand( $first, $parsed, self::MAX_OCCURRENCES + 1 ) as $occurrence ) {
			$made[] = $occurrence->date();
		}
		if ( count( $made ) > self::MAX_OCCURRENCES || array_diff( $dates, $made ) ) {
			return null;
		}
		return array_values( array_diff( $made, $dates ) );
	}
}
