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
 *
 * Local times are read as RFC 5545 reads them: a time repeated when clocks go
 * back means its first occurrence; a time skipped when clocks go forward is
 * moved forward by the length of the gap (02:30 on a spring-forward night in
 * Berlin is 03:30 CEST).
 */
final class EventSchedule {

	/**
	 * Constructor.
	 *
	 * @param \DateTimeImmutable $start       Local start.
	 * @param \DateTimeImmutable $end         Local end, never before the start.
	 * @param string             $timezone    Timezone as given (IANA name or offset).
	 * @param string             $start_clock Wall-clock start time asked for (H:i:s), which a skipped hour may have moved.
	 * @param string             $end_clock   Wall-clock end time asked for (H:i:s).
	 */
	private function __construct(
		private readonly \DateTimeImmutable $start,
		private readonly \DateTimeImmutable $end,
		private readonly string $timezone,
		private readonly string $start_clock,
		private readonly string $end_clock
	) {}

	/**
	 * Reads an event's date fields. No end date means the start date; no start
	 * time means midnight; no end time means 23:59.
	 *
	 * @param string $start_date Y-m-d.
	 * @param string $start_time H:i, H:i:s or ''.
	 * @param string $end_date   Y-m-d or ''.
	 * @param string $end_time   H:i, H:i:s or ''.
	 * @param string $timezone   IANA name (Europe/Berlin), UTC, or an offset (UTC+5:30, +05:30); '' is UTC.
	 * @throws DomainError Naming `timezone`, `start_date`, `start_time`, `end_date` or `end_time` when one is
	 *                     unreadable, or `end_date` when the end is before the start.
	 */
	public static function from_fields( string $start_date, string $start_time, string $end_date, string $end_time, string $timezone ): self {
		$zone        = Timezones::parse( $timezone );
		$start_clock = self::clock( $start_time, '00:00' );
		$end_clock   = self::clock( $end_time, '23:59' );
		$start       = self::moment( 'start', trim( $start_date ), $start_clock, $zone );
		$end         = self::moment( 'end', trim( $end_date ) ?: trim( $start_date ), $end_clock, $zone );
		if ( $end < $start ) {
			throw DomainError::invalid(
				'end_date',
				__( 'end_date and end_time must not be before start_date and start_time: the end must be after the start.', 'eventsmith' ),
				'eventsmith_event_ends_before_start'
			);
		}
		return new self( $start, $end, '' === trim( $timezone ) ? 'UTC' : trim( $timezone ), $start_clock, $end_clock );
	}

	/**
	 * The same wall-clock times moved to another local start date: the start
	 * keeps its time of day, the end keeps its time of day and its distance in
	 * calendar days from the start. Across a daylight-saving change the UTC
	 * moments shift accordingly. Should the start land in a skipped hour and
	 * move past the end, the end becomes the start.
	 *
	 * @param \DateTimeImmutable $date The new local start date (only its Y-m-d counts).
	 */
	public function moved_to( \DateTimeImmutable $date ): self {
		$zone    = $this->start->getTimezone();
		$day     = new \DateTimeImmutable( $date->format( 'Y-m-d' ), new \DateTimeZone( 'UTC' ) );
		$end_day = $day->modify( '+' . self::days_between( $this->start, $this->end ) . ' days' );
		$start   = self::at( $day->format( 'Y-m-d' ), $this->start_clock, $zone );
		$end     = self::at( $end_day->format( 'Y-m-d' ), $this->end_clock, $zone );
		return new self( $start, max( $start, $end ), $this->timezone, $this->start_clock, $this->end_clock );
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
	 * The timezone as given ('' becomes UTC).
	 */
	public function timezone(): string {
		return $this->timezone;
	}

	/**
	 * The timezone as a PHP zone.
	 */
	public function zone(): \DateTimeZone {
		return $this->start->getTimezone();
	}

	/**
	 * Local start, in the event's timezone.
	 */
	public function local_start(): \DateTimeImmutable {
		return $this->start;
	}

	/**
	 * Local end, in the event's timezone.
	 */
	public function local_end(): \DateTimeImmutable {
		return $this->end;
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
	 * Seconds from start to end (real elapsed time, so an hour less or more across a daylight-saving change).
	 */
	public function duration_seconds(): int {
		return $this->end->getTimestamp() - $this->start->getTimestamp();
	}

	/**
	 * The event timezone's UTC offset at a moment (default: the start), e.g.
	 * "UTC+14:00", "UTC-12:00", "UTC+05:30", "UTC+00:00".
	 *
	 * @param \DateTimeImmutable|null $moment The moment, in any timezone; null for the start.
	 */
	public function offset_label( ?\DateTimeImmutable $moment = null ): string {
		return Timezones::offset_label( $this->zone(), $moment ?? $this->start );
	}

	/**
	 * A local date and time in a zone, checked.
	 *
	 * @param string        $which 'start' or 'end', for error field names.
	 * @param string        $date  Y-m-d.
	 * @param string        $time  H:i or H:i:s.
	 * @param \DateTimeZone $zone  Timezone.
	 * @throws DomainError When the date or time is unreadable.
	 */
	private static function moment( string $which, string $date, string $time, \DateTimeZone $zone ): \DateTimeImmutable {
		if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $date, $d ) || ! checkdate( (int) $d[2], (int) $d[3], (int) $d[1] ) ) {
			/* translators: %s: field name such as start_date. */
			throw DomainError::invalid( "{$which}_date", sprintf( __( '%s must be a real date in the form YYYY-MM-DD.', 'eventsmith' ), "{$which}_date" ), 'eventsmith_invalid_date' );
		}
		if ( 1 !== preg_match( '/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/', $time ) ) {
			/* translators: %s: field name such as start_time. */
			throw DomainError::invalid( "{$which}_time", sprintf( __( '%s must be a time in the form HH:MM (24-hour).', 'eventsmith' ), "{$which}_time" ), 'eventsmith_invalid_time' );
		}
		return self::at( $date, $time, $zone );
	}

	/**
	 * A time field, or its default when empty, as H:i:s when well formed (left as is otherwise, for moment() to refuse).
	 *
	 * @param string $time    Input.
	 * @param string $default H:i used when the input is empty.
	 */
	private static function clock( string $time, string $default ): string {
		$time = trim( $time ) ?: $default;
		return 1 === preg_match( '/^\d{2}:\d{2}$/', $time ) ? $time . ':00' : $time;
	}

	/**
	 * A checked local date and time in a zone (first of a repeated hour, skipped hours moved forward).
	 *
	 * @param string        $date Y-m-d.
	 * @param string        $time H:i or H:i:s.
	 * @param \DateTimeZone $zone Timezone.
	 */
	private static function at( string $date, string $time, \DateTimeZone $zone ): \DateTimeImmutable {
		$parts = array_map( 'intval', explode( ':', $time ) );
		return \DateTimeImmutable::createFromFormat( '!Y-m-d', $date, $zone )->setTime( $parts[0], $parts[1], $parts[2] ?? 0 );
	}

	/**
	 * Calendar days from one local date to a later one (times of day and offsets ignored).
	 *
	 * @param \DateTimeImmutable $from Local moment.
	 * @param \DateTimeImmutable $to   Local moment.
	 */
	private static function days_between( \DateTimeImmutable $from, \DateTimeImmutable $to ): int {
		$utc = new \DateTimeZone( 'UTC' );
		return (int) ( new \DateTimeImmutable( $from->format( 'Y-m-d' ), $utc ) )->diff( new \DateTimeImmutable( $to->format( 'Y-m-d' ), $utc ) )->format( '%r%a' );
	}
}
