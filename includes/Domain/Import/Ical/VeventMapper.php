<?php
/**
 * One VEVENT block as the events it becomes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Ical;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Import\ImportRecord;
use Sabre\VObject\Component\VEvent;
use Sabre\VObject\ParseException;
use Sabre\VObject\Reader;

defined( 'ABSPATH' ) || exit;

/**
 * SUMMARY → title, DESCRIPTION (and URL, as a link) → description, LOCATION →
 * address (or online link when it is a web address), DTSTART/DTEND or
 * DURATION → dates in the event's timezone (TZID; UTC and floating times in
 * the site's timezone; VALUE=DATE as whole days), CATEGORIES → category
 * names, STATUS:CANCELLED → cancelled, RRULE/EXDATE → a series when the
 * plugin's rule can say it, else one event per occurrence. A VEVENT with a
 * RECURRENCE-ID (one changed occurrence) is its own event, and its date is
 * left out of the series.
 */
final class VeventMapper {

	/**
	 * Constructor.
	 *
	 * @param string                     $timezone  The site's timezone, for UTC, floating and all-day times.
	 * @param string                     $timezones The calendar's VTIMEZONE blocks.
	 * @param array<string,list<string>> $overrides Per UID, the local dates other VEVENTs replace.
	 */
	public function __construct(
		private string $timezone,
		private string $timezones = '',
		private array $overrides = array()
	) {}

	/**
	 * Parses a block in its calendar.
	 *
	 * @param string $text VEVENT block.
	 * @throws ParseException When sabre/vobject cannot read it.
	 */
	public function parse( string $text ): VEvent {
		$calendar = Reader::read( "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Eventsmith//Import//EN\r\n" . $this->timezones . $text . "END:VCALENDAR\r\n", Reader::OPTION_FORGIVING );
		$event    = $calendar->VEVENT;
		if ( ! $event instanceof VEvent ) {
			throw new ParseException( 'No VEVENT' );
		}
		return $event;
	}

	/**
	 * The UID and the local date a changed occurrence (RECURRENCE-ID) replaces, or null.
	 *
	 * @param string $text VEVENT block.
	 * @return array{uid: string, date: string}|null
	 */
	public function override_of( string $text ): ?array {
		try {
			$event = $this->parse( $text );
			if ( ! isset( $event->{'RECURRENCE-ID'}, $event->UID, $event->DTSTART ) ) {
				return null;
			}
			$zone   = $this->zone_of( $event );
			$moment = $event->{'RECURRENCE-ID'}->getDateTime( $zone )->setTimezone( $zone );
			return array(
				'uid'  => (string) $event->UID,
				'date' => $moment->format( 'Y-m-d' ),
			);
		} catch ( \Throwable ) {
			return null;
		}
	}

	/**
	 * The records of one block: one, one per occurrence of a split series, or one failure.
	 *
	 * @param string $text VEVENT block.
	 * @param int    $line Line it starts on.
	 * @return list<ImportRecord>
	 */
	public function map( string $text, int $line ): array {
		try {
			$event = $this->parse( $text );
		} catch ( \Throwable $error ) {
			/* translators: %s: the parser's message. */
			return array( ImportRecord::failed( '', $line, sprintf( __( 'The event cannot be read: %s', 'eventsmith' ), $error->getMessage() ) ) );
		}
		$uid = isset( $event->UID ) ? trim( (string) $event->UID ) : '';
		if ( '' === $uid ) {
			return array( ImportRecord::failed( '', $line, __( 'The event has no UID.', 'eventsmith' ) ) );
		}
		if ( isset( $event->{'RECURRENCE-ID'} ) ) {
			$override = $this->override_of( $text );
			$uid     .= '/' . str_replace( '-', '', (string) ( $override['date'] ?? (string) $event->{'RECURRENCE-ID'} ) );
		}
		try {
			return $this->records( $event, $uid, $line, $text );
		} catch ( DomainError $error ) {
			return array( ImportRecord::failed( $uid, $line, $error->getMessage() ) );
		} catch ( \Throwable $error ) {
			/* translators: %s: what is wrong. */
			return array( ImportRecord::failed( $uid, $line, sprintf( __( 'The event cannot be read: %s', 'eventsmith' ), $error->getMessage() ) ) );
		}
	}

	/**
	 * Records of a readable event.
	 *
	 * @param VEvent $event Event.
	 * @param string $uid   Source id.
	 * @param int    $line  Line.
	 * @param string $text  Block text.
	 * @return list<ImportRecord>
	 * @throws DomainError When its dates cannot be read.
	 */
	private function records( VEvent $event, string $uid, int $line, string $text ): array {
		$schedule    = $this->schedule( $event );
		$fields      = $this->fields( $event, $schedule );
		$categories  = $this->categories( $event );
		$sequence    = isset( $event->SEQUENCE ) ? (int) (string) $event->SEQUENCE : 0;
		$overridden  = $this->overrides[ $uid ] ?? array();
		$fingerprint = sha1( (string) preg_replace( '/^DTSTAMP[;:].*\r\n/mi', '', $text ) . '|' . $this->timezone . '|' . implode( ',', $overridden ) );
		if ( ! isset( $event->RRULE ) ) {
			return array( new ImportRecord( $uid, $line, $fields, $categories, $fingerprint, $sequence ) );
		}
		$mapped = ( new RecurrenceMapper() )->map( $event, $schedule, $overridden );
		if ( null !== $mapped['rule'] ) {
			$fields['recurring_enabled'] = 'yes';
			$fields['recurrence']        = $mapped['rule']->to_array();
			return array( new ImportRecord( $uid, $line, $fields, $categories, $fingerprint, $sequence ) );
		}
		$records = array();
		$count   = count( $mapped['dates'] );
		$note    = sprintf(
			/* translators: 1: why, 2: number of events. */
			_n( 'The series cannot be kept as a series (%1$s); its %2$d occurrence is imported as a separate event.', 'The series cannot be kept as a series (%1$s); its %2$d occurrences are imported as separate events.', $count, 'eventsmith' ),
			rtrim( $mapped['reason'], '.' ),
			$count
		);
		foreach ( $mapped['dates'] as $start ) {
			$moved     = $schedule->moved_to( new \DateTimeImmutable( $start->format( 'Y-m-d' ), new \DateTimeZone( 'UTC' ) ) );
			$records[] = new ImportRecord(
				$uid . '/' . $start->format( 'Ymd' ),
				$line,
				array_replace( $fields, $this->date_fields( $moved ) ),
				$categories,
				$fingerprint,
				$sequence,
				null,
				$note
			);
		}
		return $records;
	}

	/**
	 * Event input from the event's properties.
	 *
	 * @param VEvent        $event    Event.
	 * @param EventSchedule $schedule Dates.
	 * @return array<string, mixed>
	 */
	private function fields( VEvent $event, EventSchedule $schedule ): array {
		$title       = isset( $event->SUMMARY ) ? trim( (string) $event->SUMMARY ) : '';
		$description = isset( $event->DESCRIPTION ) ? nl2br( htmlspecialchars( trim( (string) $event->DESCRIPTION ), ENT_QUOTES ), false ) : '';
		$url         = isset( $event->URL ) ? trim( (string) $event->URL ) : '';
		if ( 1 === preg_match( '#^https?://\S+$#i', $url ) ) {
			$link         = htmlspecialchars( $url, ENT_QUOTES );
			$description .= ( '' === $description ? '' : "\n" ) . '<p><a href="' . $link . '">' . $link . '</a></p>';
		}
		$place    = isset( $event->LOCATION ) ? trim( (string) $event->LOCATION ) : '';
		$location = null;
		if ( 1 === preg_match( '#^https?://\S+$#i', $place ) ) {
			$location = array(
				'address'    => array( 'address' => '' ),
				'online_url' => $place,
			);
		} elseif ( '' !== $place ) {
			$location = array( 'address' => array( 'address' => $place ) );
		}
		return array(
			'title'       => '' === $title ? __( '(No title)', 'eventsmith' ) : $title,
			'description' => $description,
			'location'    => $location,
			'cancelled'   => isset( $event->STATUS ) && 'CANCELLED' === strtoupper( trim( (string) $event->STATUS ) ),
			'status'      => 'publish',
		) + $this->date_fields( $schedule );
	}

	/**
	 * The date fields of a schedule.
	 *
	 * @param EventSchedule $schedule Dates.
	 * @return array<string, string>
	 */
	private function date_fields( EventSchedule $schedule ): array {
		return array(
			'start_date' => $schedule->start_date(),
			'start_time' => $schedule->start_time(),
			'end_date'   => $schedule->end_date(),
			'end_time'   => $schedule->end_time(),
			'timezone'   => $schedule->timezone(),
		);
	}

	/**
	 * DTSTART with DTEND or DURATION as the event's dates.
	 *
	 * @param VEvent $event Event.
	 * @throws DomainError When DTSTART is missing or a date is unreadable.
	 */
	private function schedule( VEvent $event ): EventSchedule {
		if ( ! isset( $event->DTSTART ) ) {
			throw DomainError::invalid( 'DTSTART', __( 'The event has no DTSTART.', 'eventsmith' ) );
		}
		$zone = $this->zone_of( $event );
		try {
			$start = $event->DTSTART->getDateTime( $zone )->setTimezone( $zone );
			if ( ! $event->DTSTART->hasTime() ) {
				$days = 1;
				if ( isset( $event->DTEND ) ) {
					$end  = $event->DTEND->getDateTime( $zone );
					$days = max( 1, (int) round( ( $end->getTimestamp() - $start->getTimestamp() ) / 86400 ) );
				} elseif ( isset( $event->DURATION ) ) {
					$days = max( 1, (int) $event->DURATION->getDateInterval()->days ?: (int) $event->DURATION->getDateInterval()->d );
				}
				$last = $start->modify( '+' . ( $days - 1 ) . ' days' );
				return EventSchedule::from_fields( $start->format( 'Y-m-d' ), '00:00', $last->format( 'Y-m-d' ), '23:59', self::zone_name( $zone ) );
			}
			if ( isset( $event->DTEND ) ) {
				$end = $event->DTEND->getDateTime( $zone )->setTimezone( $zone );
			} elseif ( isset( $event->DURATION ) ) {
				$end = $start->add( $event->DURATION->getDateInterval() );
			} else {
				$end = $start;
			}
		} catch ( DomainError $error ) {
			throw $error;
		} catch ( \Throwable $error ) {
			/* translators: %s: the parser's message. */
			throw DomainError::invalid( 'DTSTART', sprintf( __( 'The event\'s dates cannot be read: %s', 'eventsmith' ), $error->getMessage() ) );
		}
		return EventSchedule::from_fields( $start->format( 'Y-m-d' ), $start->format( 'H:i' ), $end->format( 'Y-m-d' ), $end->format( 'H:i' ), self::zone_name( $zone ) );
	}

	/**
	 * A zone's name as events store it (an offset of zero is UTC).
	 *
	 * @param \DateTimeZone $zone Zone.
	 */
	private static function zone_name( \DateTimeZone $zone ): string {
		$name = $zone->getName();
		return in_array( $name, array( '+00:00', '-00:00', 'Z', 'UTC' ), true ) ? 'UTC' : $name;
	}

	/**
	 * The event's timezone: DTSTART's TZID, else the site's (UTC and floating times, whole days).
	 *
	 * @param VEvent $event Event.
	 */
	private function zone_of( VEvent $event ): \DateTimeZone {
		$site = new \DateTimeZone( '' === $this->timezone ? 'UTC' : $this->timezone );
		if ( isset( $event->DTSTART['TZID'] ) && $event->DTSTART->hasTime() ) {
			try {
				return $event->DTSTART->getDateTime( $site )->getTimezone();
			} catch ( \Throwable ) {
				return $site;
			}
		}
		return $site;
	}

	/**
	 * CATEGORIES, every value of every property.
	 *
	 * @param VEvent $event Event.
	 * @return list<string>
	 */
	private function categories( VEvent $event ): array {
		$names = array();
		foreach ( $event->select( 'CATEGORIES' ) as $property ) {
			foreach ( $property->getParts() as $name ) {
				$name = trim( (string) $name );
				if ( '' !== $name ) {
					$names[ $name ] = true;
				}
			}
		}
		return array_keys( $names );
	}
}
