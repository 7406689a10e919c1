<?php
/**
 * iCalendar (RFC 5545) text for one event or a feed.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Calendar;

defined( 'ABSPATH' ) || exit;

/**
 * Single events are written in UTC. A series is written on its own wall
 * clock (DTSTART;TZID=… with a VTIMEZONE), because an RRULE repeats local
 * times: "every Tuesday at 18:00 Berlin" stays at 18:00 across daylight
 * saving only when the calendar app knows the zone. An event that lasts
 * whole days (00:00 to 23:59 on its own clock) is written as dates
 * (VALUE=DATE, DTEND the day after its last), as calendar apps write them.
 */
final class IcsWriter {

	private const UTC   = 'Ymd\THis\Z';
	private const LOCAL = 'Ymd\THis';

	/**
	 * Constructor.
	 *
	 * @param string $product_id PRODID value.
	 */
	public function __construct( private string $product_id = '-//Eventsmith//Eventsmith//EN' ) {}

	/**
	 * A whole calendar.
	 *
	 * @param list<IcsEvent> $events Events.
	 * @param string         $name   Calendar name for feeds ('' for none).
	 */
	public function calendar( array $events, string $name = '' ): string {
		$text  = $this->open( $name );
		$zones = array();
		foreach ( $events as $event ) {
			if ( null !== $this->zone_of( $event ) ) {
				$zones[ $event->start->getTimezone()->getName() ][] = $event;
			}
		}
		foreach ( $zones as $zone_events ) {
			$text .= $this->lines( $this->vtimezone( $zone_events ) );
		}
		foreach ( $events as $event ) {
			$text .= $this->event( $event );
		}
		return $text . $this->close();
	}

	/**
	 * The calendar's opening lines, for writing a long calendar piece by piece
	 * (open, the time zones, each event, close).
	 *
	 * @param string $name Calendar name ('' for none).
	 */
	public function open( string $name = '' ): string {
		$lines = array( 'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:' . $this->text( $this->product_id ), 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH' );
		if ( '' !== $name ) {
			$lines[] = 'X-WR-CALNAME:' . $this->text( $name );
		}
		return $this->lines( $lines );
	}

	/**
	 * Whether an event needs a VTIMEZONE (a series on a zone other than UTC); null when not,
	 * else its zone.
	 *
	 * @param IcsEvent $event The event.
	 */
	public function zone_of( IcsEvent $event ): ?\DateTimeZone {
		return null !== $event->rrule && ! $this->is_utc( $event->start->getTimezone() ) && ! self::all_day( $event ) ? $event->start->getTimezone() : null;
	}

	/**
	 * Whether an event lasts whole days: from 00:00 on its first day to 23:59 on its last, on its own clock.
	 *
	 * @param IcsEvent $event The event.
	 */
	public static function all_day( IcsEvent $event ): bool {
		$end = $event->end->setTimezone( $event->start->getTimezone() );
		return '00:00' === $event->start->format( 'H:i' ) && '23:59' === $end->format( 'H:i' ) && $end >= $event->start;
	}

	/**
	 * A VTIMEZONE covering series in that zone that start and end within the span.
	 *
	 * @param \DateTimeZone $zone  Zone.
	 * @param int           $first Earliest start (Unix time).
	 * @param int           $last  Latest end (Unix time).
	 */
	public function timezone( \DateTimeZone $zone, int $first, int $last ): string {
		$at = ( new \DateTimeImmutable( '@' . $first ) )->setTimezone( $zone );
		$to = ( new \DateTimeImmutable( '@' . $last ) )->setTimezone( $zone );
		return $this->lines( $this->vtimezone( array( new IcsEvent( 'zone', $at, $at, $to, '', '', '', '', array(), 'FREQ=DAILY' ) ) ) );
	}

	/**
	 * One VEVENT.
	 *
	 * @param IcsEvent $event The event.
	 */
	public function event( IcsEvent $event ): string {
		return $this->lines( $this->vevent( $event ) );
	}

	/**
	 * The calendar's closing line.
	 */
	public function close(): string {
		return $this->lines( array( 'END:VCALENDAR' ) );
	}

	/**
	 * Content lines, folded, each ended by CRLF.
	 *
	 * @param list<string> $lines Lines.
	 */
	private function lines( array $lines ): string {
		return implode( "\r\n", array_map( array( $this, 'fold' ), $lines ) ) . "\r\n";
	}

	/**
	 * The lines of one VEVENT.
	 *
	 * @param IcsEvent $event The event.
	 * @return list<string>
	 */
	private function vevent( IcsEvent $event ): array {
		$utc   = new \DateTimeZone( 'UTC' );
		$lines = array( 'BEGIN:VEVENT', 'UID:' . $this->text( $event->uid ), 'DTSTAMP:' . $event->stamp->setTimezone( $utc )->format( self::UTC ) );
		$zone  = $event->start->getTimezone();
		if ( self::all_day( $event ) ) {
			$last    = $event->end->setTimezone( $zone );
			$lines[] = 'DTSTART;VALUE=DATE:' . $event->start->format( 'Ymd' );
			$lines[] = 'DTEND;VALUE=DATE:' . $last->modify( '+1 day' )->format( 'Ymd' );
			if ( null !== $event->rrule ) {
				// With a date DTSTART, UNTIL is a date too (RFC 5545 3.3.10).
				$lines[] = 'RRULE:' . (string) preg_replace( '/UNTIL=(\d{4})-?(\d{2})-?(\d{2})(?![\dT])/', 'UNTIL=$1$2$3', str_replace( 'RRULE:', '', $event->rrule ) );
				foreach ( $event->exclusions as $day ) {
					$lines[] = 'EXDATE;VALUE=DATE:' . str_replace( '-', '', $day );
				}
			}
		} elseif ( null !== $event->rrule && ! $this->is_utc( $zone ) ) {
			$tzid    = ';TZID=' . $zone->getName();
			$lines[] = 'DTSTART' . $tzid . ':' . $event->start->format( self::LOCAL );
			$lines[] = 'DTEND' . $tzid . ':' . $event->end->setTimezone( $zone )->format( self::LOCAL );
			$lines[] = 'RRULE:' . $this->rrule( $event->rrule, $zone );
			foreach ( $event->exclusions as $day ) {
				$lines[] = 'EXDATE' . $tzid . ':' . str_replace( '-', '', $day ) . 'T' . $event->start->format( 'His' );
			}
		} else {
			$lines[] = 'DTSTART:' . $event->start->setTimezone( $utc )->format( self::UTC );
			$lines[] = 'DTEND:' . $event->end->setTimezone( $utc )->format( self::UTC );
			if ( null !== $event->rrule ) {
				$lines[] = 'RRULE:' . $this->rrule( $event->rrule, $utc );
				foreach ( $event->exclusions as $day ) {
					$lines[] = 'EXDATE:' . str_replace( '-', '', $day ) . 'T' . $event->start->setTimezone( $utc )->format( 'His' ) . 'Z';
				}
			}
		}
		$lines[] = 'SUMMARY:' . $this->text( $event->summary );
		if ( '' !== $event->description ) {
			$lines[] = 'DESCRIPTION:' . $this->text( $event->description );
		}
		if ( '' !== $event->location ) {
			$lines[] = 'LOCATION:' . $this->text( $event->location );
		}
		if ( '' !== $event->url ) {
			$lines[] = 'URL:' . $event->url;
		}
		if ( array() !== $event->categories ) {
			$lines[] = 'CATEGORIES:' . implode( ',', array_map( array( $this, 'text' ), $event->categories ) );
		}
		$lines[] = 'STATUS:' . ( $event->cancelled ? 'CANCELLED' : 'CONFIRMED' );
		$lines[] = 'END:VEVENT';
		return $lines;
	}

	/**
	 * An RRULE whose UNTIL day becomes the UTC instant its last local second
	 * ends (RFC 5545 3.3.10: with a zoned DTSTART, UNTIL is in UTC).
	 *
	 * @param string        $rrule RRULE value, UNTIL as YYYYMMDD or YYYY-MM-DD.
	 * @param \DateTimeZone $zone  The series' zone.
	 */
	private function rrule( string $rrule, \DateTimeZone $zone ): string {
		return (string) preg_replace_callback(
			'/UNTIL=(\d{4})-?(\d{2})-?(\d{2})(?![\dT])/',
			static function ( array $match ) use ( $zone ): string {
				$last = new \DateTimeImmutable( "{$match[1]}-{$match[2]}-{$match[3]} 23:59:59", $zone );
				return 'UNTIL=' . $last->setTimezone( new \DateTimeZone( 'UTC' ) )->format( self::UTC );
			},
			str_replace( 'RRULE:', '', $rrule )
		);
	}

	/**
	 * A VTIMEZONE with every offset change between the first start and the last end of the zone's series.
	 *
	 * @param non-empty-list<IcsEvent> $events Series in one zone.
	 * @return list<string>
	 */
	private function vtimezone( array $events ): array {
		$zone  = $events[0]->start->getTimezone();
		$first = min( array_map( static fn( IcsEvent $event ): int => $event->start->getTimestamp(), $events ) );
		// A series may run a year or more (at most 366 occurrences of any frequency); cover two years past its start.
		$last        = max( array_map( static fn( IcsEvent $event ): int => $event->end->getTimestamp(), $events ) ) + 2 * 366 * 86400;
		$transitions = $zone->getTransitions( $first - 86400, $last ) ?: array();
		$lines       = array( 'BEGIN:VTIMEZONE', 'TZID:' . $zone->getName() );
		$previous    = null;
		foreach ( $transitions as $transition ) {
			$from = $previous ?? $transition['offset'];
			$kind = $transition['isdst'] ? 'DAYLIGHT' : 'STANDARD';
			// DTSTART of an observance is the local time just before the change (in the old offset).
			$local   = gmdate( self::LOCAL, (int) $transition['ts'] + $from );
			$lines[] = 'BEGIN:' . $kind;
			$lines[] = 'DTSTART:' . $local;
			$lines[] = 'TZOFFSETFROM:' . $this->offset( $from );
			$lines[] = 'TZOFFSETTO:' . $this->offset( (int) $transition['offset'] );
			$lines[] = 'TZNAME:' . $this->text( (string) $transition['abbr'] );
			$lines[] = 'END:' . $kind;
			$previous = (int) $transition['offset'];
		}
		$lines[] = 'END:VTIMEZONE';
		return $lines;
	}

	/**
	 * An offset as ±HHMM.
	 *
	 * @param int $seconds Offset from UTC.
	 */
	private function offset( int $seconds ): string {
		$sign    = $seconds < 0 ? '-' : '+';
		$seconds = abs( $seconds );
		return sprintf( '%s%02d%02d', $sign, intdiv( $seconds, 3600 ), intdiv( $seconds % 3600, 60 ) );
	}

	/**
	 * Whether a zone is UTC itself (no VTIMEZONE needed).
	 *
	 * @param \DateTimeZone $zone Zone.
	 */
	private function is_utc( \DateTimeZone $zone ): bool {
		return in_array( $zone->getName(), array( 'UTC', 'Z', '+00:00', 'Etc/UTC' ), true );
	}

	/**
	 * A TEXT value escaped per RFC 5545 3.3.11.
	 *
	 * @param string $value Plain text.
	 */
	private function text( string $value ): string {
		$value = str_replace( array( "\r\n", "\r" ), "\n", $value );
		return strtr(
			$value,
			array(
				'\\' => '\\\\',
				';'  => '\\;',
				','  => '\\,',
				"\n" => '\\n',
			)
		);
	}

	/**
	 * A content line folded at 75 octets, never inside a UTF-8 character (RFC 5545 3.1).
	 *
	 * @param string $line One content line.
	 */
	private function fold( string $line ): string {
		$parts = array();
		$limit = 75;
		while ( strlen( $line ) > $limit ) {
			$cut = $limit;
			// Step back over UTF-8 continuation bytes (10xxxxxx) so a character stays whole.
			while ( $cut > 0 && ( ord( $line[ $cut ] ) & 0xC0 ) === 0x80 ) {
				--$cut;
			}
			$parts[] = substr( $line, 0, $cut );
			$line    = ' ' . substr( $line, $cut );
			$limit   = 75;
		}
		$parts[] = $line;
		return implode( "\r\n", $parts );
	}
}
