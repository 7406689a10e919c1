<?php
/**
 * When an event happens: local start and end in the event's timezone.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Start and end as wall-clock date and time in one timezone, with their UTC
 * moments. Dates are Y-m-d, times H:i (H:i:s accepted).
 */
final class EventSchedule {

	/**
	 * Constructor.
	 *
	 * @param \DateTimeImmutable $start    Local start.
	 * @param \DateTimeImmutable $end      Local end.
	 * @param string             $timezone Timezone as given (IANA name or offset).
	 */
	private function __construct(
		private \DateTimeImmutable $start,
		private \DateTimeImmutable $end,
		private string $timezone
	) {}

	/**
	 * Reads an event's date fields. No end date means the start date; no start
	 * time means midnight; no end time means 23:59.
	 *
	 * @param string $start_date Y-m-d.
	 * @param string $start_time H:i or ''.
	 * @param string $end_date   Y-m-d or ''.
	 * @param string $end_time   H:i or ''.
	 * @param string $timezone   IANA name (Europe/Berlin), UTC, or an offset (UTC+5:30, +05:30).
	 * @throws DomainError Naming the field that is missing or unreadable, or end_date when the end is before the start.
	 */
	public static function from_fields( string $start_date, string $start_time, string $end_date, string $end_time, string $timezone ): self {
		$zone  = Timezones::parse( $timezone );
		$start = self::moment( 'start', trim( $start_date ), trim( $start_time ) ?: '00:00', $zone );
		$end   = self::moment( 'end', trim( $end_date ) ?: trim( $start_date ), trim( $end_time ) ?: '23:59', $zone );
		if ( $end < $start ) {
			throw DomainError::invalid( 'end_date', __( 'The end (end_date and end_time) must not be before the start.', 'eventsmith' ), 'eventsmith_event_ends_before_start' );
		}
		return new self( $start, $end, '' === trim( $timezone ) ? 'UTC' : trim( $timezone ) );
	}

	/**
	 * The same times moved to another start date; the end moves by the same number of days.
	 *
	 * @param \DateTimeImmutable $date The new local start date (time of day is ignored).
	 */
	public function moved_to( \DateTimeImmutable $date ): self {
		$days  = (int) $this->start->setTime( 0, 0 )->diff( $this->end->setTime( 0, 0 ) )->format( '%r%a' );
		$zone  = $this->start->getTimezone();
		$start = new \DateTimeImmutable( $date->format( 'Y-m-d' ) . ' ' . $this->start->format( 'H:i:s' ), $zone );
		$end   = new \DateTimeImmutable( $start->modify( "+{$days} days" )->format( 'Y-m-d' ) . ' ' . $this->end->format( 'H:i:s' ), $zone );
		return new self( $start, $end, $this->timezone );
	}

	/**
	 * Local start date, Y-m-d.
	 */
	public function start_date(): string {
		return $this->start->format( 'Y-m-d' );
	}

	/**
	 * Local start time, H:i.
	 */
	public function start_time(): string {
		return $this->start->format( 'H:i' );
	}

	/**
	 * Local end date, Y-m-d.
	 */
	public function end_date(): string {
		return $this->end->format( 'Y-m-d' );
	}

	/**
	 * Local end time, H:i.
	 */
	public function end_time(): string {
		return $this->end->format( 'H:i' );
	}

	/**
	 * The timezone as given.
	 */
	public function timezone(): string {
		return $this->timezone;
	}

	/**
	 * Local start.
	 */
	public function local_start(): \DateTimeImmutable {
		return $this->start;
	}

	/**
	 * Start in UTC.
	 */
	public function start_utc(): \DateTimeImmutable {
		return $this->start->setTimezone( new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * End in UTC.
	 */
	public function end_utc(): \DateTimeImmutable {
		return $this->end->setTimezone( new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * The UTC offset at the start, e.g. "UTC+05:30", "UTC-12:00", "UTC+00:00".
	 */
	public function offset_label(): string {
		return 'UTC' . $this->start->format( 'P' );
	}

	/**
	 * A local date and time in a zone.
	 *
	 * @param string        $which 'start' or 'end', for error field names.
	 * @param string        $date  Y-m-d.
	 * @param string        $time  H:i or H:i:s.
	 * @param \DateTimeZone $zone  Timezone.
	 * @throws DomainError When the date or time is unreadable.
	 */
	private static function moment( string $which, string $date, string $time, \DateTimeZone $zone ): \DateTimeImmutable {
		$day = \DateTimeImmutable::createFromFormat( '!Y-m-d', $date, $zone );
		if ( 1 !== preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) || false === $day || $day->format( 'Y-m-d' ) !== $date ) {
			/* translators: %s: field name such as start_date. */
			throw DomainError::invalid( "{$which}_date", sprintf( __( '%s must be a real date in the form YYYY-MM-DD.', 'eventsmith' ), "{$which}_date" ) );
		}
		if ( 1 !== preg_match( '/^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/', $time, $parts ) ) {
			/* translators: %s: field name such as start_time. */
			throw DomainError::invalid( "{$which}_time", sprintf( __( '%s must be a time in the form HH:MM (24-hour).', 'eventsmith' ), "{$which}_time" ) );
		}
		return $day->setTime( (int) $parts[1], (int) $parts[2], (int) ( $parts[4] ?? 0 ) );
	}
}
