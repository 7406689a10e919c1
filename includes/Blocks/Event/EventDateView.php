<?php
/**
 * The event date block's words: when, in which zone, its status and series.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Domain\Event\DisplayStatus;
use Eventsmith\Domain\Recurrence\RuleDescription;
use Eventsmith\Infrastructure\Events\EventIndex;

defined( 'ABSPATH' ) || exit;

/**
 * Dates in the event's own timezone, with the zone named ("Sat 14 March
 * 2027, 10:00–16:00 (Europe/Berlin)"), in the site's language and time format.
 */
final class EventDateView {

	/** Most upcoming occurrences of a series listed. */
	public const NEXT_OCCURRENCES = 5;

	/**
	 * Constructor.
	 *
	 * @param EventPageData $event The event.
	 * @param EventIndex    $index The event index (a series' next occurrences).
	 */
	public function __construct( private EventPageData $event, private EventIndex $index ) {}

	/**
	 * The range as visitors read it, or '' when the event has no dates.
	 */
	public function text(): string {
		$schedule = $this->event->schedule;
		if ( null === $schedule ) {
			return '';
		}
		$zone  = $schedule->zone();
		$start = $schedule->local_start();
		$end   = $schedule->local_end();
		$time  = (string) get_option( 'time_format', 'H:i' );
		$day   = _x( 'D j F Y', 'event date format', 'eventsmith' );
		$first = wp_date( $day, $start->getTimestamp(), $zone ) . ', ' . wp_date( $time, $start->getTimestamp(), $zone );
		if ( ! $this->event->has_end_time() && $start->format( 'Y-m-d' ) === $end->format( 'Y-m-d' ) ) {
			$range = $first;
		} elseif ( $start->format( 'Y-m-d' ) === $end->format( 'Y-m-d' ) ) {
			$range = $first . '–' . wp_date( $time, $end->getTimestamp(), $zone );
		} else {
			$range = $first . ' – ' . wp_date( $day, $end->getTimestamp(), $zone ) . ', ' . wp_date( $time, $end->getTimestamp(), $zone );
		}
		/* translators: 1: date and time range, 2: timezone name. */
		return sprintf( __( '%1$s (%2$s)', 'eventsmith' ), $range, $schedule->timezone() );
	}

	/**
	 * Start and end as ISO 8601 with their offsets, for machines and the visitor-time script.
	 *
	 * @return array{start: string, end: string, zone: string}|null
	 */
	public function iso(): ?array {
		$schedule = $this->event->schedule;
		return null === $schedule ? null : array(
			'start' => $schedule->local_start()->format( DATE_ATOM ),
			'end'   => $schedule->local_end()->format( DATE_ATOM ),
			'zone'  => $schedule->zone()->getName(),
		);
	}

	/**
	 * "Happening now", "Ended" or '' for an event still to come.
	 */
	public function status_label(): string {
		if ( $this->event->is_cancelled() ) {
			return __( 'Cancelled', 'eventsmith' );
		}
		return match ( $this->event->status() ) {
			DisplayStatus::Ongoing => __( 'Happening now', 'eventsmith' ),
			DisplayStatus::Expired => __( 'Ended', 'eventsmith' ),
			default                => '',
		};
	}

	/**
	 * The status as a class name suffix: 'ongoing', 'expired' or ''.
	 */
	public function status_key(): string {
		return $this->event->is_cancelled() ? 'cancelled' : ( $this->event->status()?->value ?? '' );
	}

	/**
	 * The series' rule in words ("Every Tuesday until 30 June 2027"), '' for a single event.
	 */
	public function rule_text(): string {
		if ( null === $this->event->rule ) {
			return '';
		}
		return RuleDescription::describe(
			$this->event->rule,
			static fn( string $date ): string => wp_date( _x( 'j F Y', 'series end date format', 'eventsmith' ), ( new \DateTimeImmutable( $date . ' 12:00', wp_timezone() ) )->getTimestamp() )
		);
	}

	/**
	 * The series' next occurrences that have not ended, each with its page.
	 *
	 * @return list<array{url: string, text: string, current: bool}>
	 */
	public function next_occurrences(): array {
		if ( null === $this->event->rule || null === $this->event->schedule ) {
			return array();
		}
		$zone = $this->event->schedule->zone();
		$rows = $this->index->next_occurrences( $this->event->series_id(), new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ), self::NEXT_OCCURRENCES );
		$list = array();
		foreach ( $rows as $row ) {
			$start  = new \DateTimeImmutable( $row['start_utc'], new \DateTimeZone( 'UTC' ) );
			$list[] = array(
				'url'     => (string) get_permalink( $row['event_id'] ),
				'text'    => wp_date( _x( 'D j F Y, H:i', 'occurrence date format', 'eventsmith' ), $start->getTimestamp(), $zone ),
				'current' => $row['event_id'] === $this->event->id(),
			);
		}
		return $list;
	}
}
