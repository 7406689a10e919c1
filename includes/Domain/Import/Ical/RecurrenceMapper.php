<?php
/**
 * An iCal RRULE with its EXDATEs as the plugin's recurrence rule, when it fits.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Ical;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Recurrence\RecurrenceExpander;
use Eventsmith\Domain\Recurrence\RecurrenceRule;
use Sabre\VObject\Component\VEvent;
use Sabre\VObject\DateTimeParser;
use Sabre\VObject\Recur\RRuleIterator;

defined( 'ABSPATH' ) || exit;

/**
 * Maps RRULE parts onto RecurrenceRule and then proves the mapping: the
 * plugin's expander and sabre/vobject's must give the same dates (the first
 * CHECKED of them). A rule that does not map, or maps to other dates (a
 * DTSTART that does not match its own rule, RDATE, BYSETPOS, BYMONTH …),
 * comes back as null with the reason, and the caller imports the dates
 * sabre/vobject gives as separate events.
 */
final class RecurrenceMapper {

	/** Occurrences compared, and the most a split series imports. */
	public const CHECKED = 200;

	/** RRULE parts RecurrenceRule has a field for. */
	private const PARTS = array( 'FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL', 'WKST' );

	/**
	 * The rule, or why there is none.
	 *
	 * @param VEvent        $event      The master event (with RRULE).
	 * @param EventSchedule $schedule   Its first occurrence as mapped.
	 * @param list<string>  $overridden Local dates (Y-m-d) other VEVENTs of the same UID replace.
	 * @return array{rule: ?RecurrenceRule, reason: string, dates: list<\DateTimeImmutable>}
	 *         dates: the occurrences' local starts by sabre/vobject (exclusions removed), at most CHECKED.
	 */
	public function map( VEvent $event, EventSchedule $schedule, array $overridden ): array {
		$zone       = $schedule->zone();
		$exclusions = array_merge( $overridden, $this->exdates( $event, $zone ) );
		$exclusions = array_values( array_unique( $exclusions ) );
		sort( $exclusions );
		$dates = $this->sabre_dates( $event, $schedule, $exclusions );
		try {
			$rule = $this->rule( $event, $zone, $exclusions );
		} catch ( DomainError $error ) {
			return array(
				'rule'   => null,
				'reason' => $error->getMessage(),
				'dates'  => $dates,
			);
		}
		$ours = array_map(
			static fn( $occurrence ): string => $occurrence->schedule()->local_start()->format( 'Y-m-d H:i' ),
			( new RecurrenceExpander() )->expand( $schedule, $rule, self::CHECKED )
		);
		$theirs = array_map( static fn( \DateTimeImmutable $date ): string => $date->format( 'Y-m-d H:i' ), $dates );
		if ( $ours !== $theirs ) {
			return array(
				'rule'   => null,
				'reason' => __( 'The series\' dates differ from what its RRULE gives (for example a first date that does not match the rule).', 'eventsmith' ),
				'dates'  => $dates,
			);
		}
		return array(
			'rule'   => $rule,
			'reason' => '',
			'dates'  => $dates,
		);
	}

	/**
	 * RRULE parts as a RecurrenceRule.
	 *
	 * @param VEvent        $event      Event.
	 * @param \DateTimeZone $zone       The event's timezone.
	 * @param list<string>  $exclusions Local dates left out.
	 * @throws DomainError When a part has no counterpart.
	 */
	private function rule( VEvent $event, \DateTimeZone $zone, array $exclusions ): RecurrenceRule {
		if ( count( $event->select( 'RRULE' ) ) > 1 || isset( $event->RDATE ) ) {
			throw DomainError::invalid( 'recurrence', __( 'RDATE and more than one RRULE have no counterpart in an event series.', 'eventsmith' ) );
		}
		$parts = array_change_key_case( $event->RRULE->getParts(), CASE_UPPER );
		$extra = array_diff( array_keys( $parts ), self::PARTS );
		if ( $extra ) {
			/* translators: %s: RRULE parts such as BYSETPOS. */
			throw DomainError::invalid( 'recurrence', sprintf( __( 'The RRULE part %s has no counterpart in an event series.', 'eventsmith' ), implode( ', ', $extra ) ) );
		}
		$until = null;
		if ( isset( $parts['UNTIL'] ) ) {
			$moment = DateTimeParser::parse( (string) $parts['UNTIL'], $zone );
			$until  = $moment->setTimezone( $zone )->format( 'Y-m-d' );
		}
		$wkst = strtoupper( (string) ( $parts['WKST'] ?? 'MO' ) );
		if ( 'MO' !== $wkst && 'WEEKLY' === strtoupper( (string) $parts['FREQ'] ) && (int) ( $parts['INTERVAL'] ?? 1 ) > 1 ) {
			throw DomainError::invalid( 'recurrence.wkst', __( 'A fortnightly or longer weekly rule whose weeks do not start on Monday has no counterpart in an event series.', 'eventsmith' ) );
		}
		return RecurrenceRule::from_array(
			array(
				'freq'         => (string) $parts['FREQ'],
				'interval'     => (string) ( $parts['INTERVAL'] ?? '1' ),
				'by_day'       => (array) ( $parts['BYDAY'] ?? array() ),
				'by_month_day' => (array) ( $parts['BYMONTHDAY'] ?? array() ),
				'count'        => isset( $parts['COUNT'] ) ? (string) $parts['COUNT'] : null,
				'until'        => $until,
				'exclusions'   => $exclusions,
			)
		);
	}

	/**
	 * EXDATE values as local dates.
	 *
	 * @param VEvent        $event Event.
	 * @param \DateTimeZone $zone  The event's timezone.
	 * @return list<string>
	 */
	private function exdates( VEvent $event, \DateTimeZone $zone ): array {
		$dates = array();
		foreach ( $event->select( 'EXDATE' ) as $property ) {
			foreach ( $property->getDateTimes( $zone ) as $moment ) {
				$dates[] = $moment->setTimezone( $zone )->format( 'Y-m-d' );
			}
		}
		return $dates;
	}

	/**
	 * The occurrences sabre/vobject expands, as local starts, exclusions removed.
	 *
	 * @param VEvent        $event      Event.
	 * @param EventSchedule $schedule   First occurrence.
	 * @param list<string>  $exclusions Local dates left out.
	 * @return list<\DateTimeImmutable>
	 */
	private function sabre_dates( VEvent $event, EventSchedule $schedule, array $exclusions ): array {
		$excluded = array_flip( $exclusions );
		$dates    = array();
		$iterator = new RRuleIterator( $event->RRULE->getParts(), $schedule->local_start() );
		for ( $seen = 0; $iterator->valid() && count( $dates ) < self::CHECKED && $seen < 20 * self::CHECKED; ++$seen ) {
			$moment = \DateTimeImmutable::createFromInterface( $iterator->current() )->setTimezone( $schedule->zone() );
			if ( ! isset( $excluded[ $moment->format( 'Y-m-d' ) ] ) ) {
				$dates[] = $moment;
			}
			$iterator->next();
		}
		return $dates;
	}
}
