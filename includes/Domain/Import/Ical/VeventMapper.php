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
use Sabre\VObject\TimeZoneUtil;

defined( 'ABSPATH' ) || exit;

/**
 * SUMMARY → title, DESCRIPTION (and URL, as a link) → description, LOCATION →
 * address (or online link when it is a web address), DTSTART/DTEND or
 * DURATION → dates in the event's timezone (TZID, Windows names included; UTC
 * times in the site's; floating times in the calendar's X-WR-TIMEZONE, else the site's;
 * VALUE=DATE, and midnight to midnight, as whole days; a TZID nobody knows is
 * read as floating, with a note), CATEGORIES → category
 * names, STATUS:CANCELLED → cancelled, RRULE/EXDATE → a series when the
 * plugin's rule can say it, else one event per occurrence. A VEVENT with a
 * RECURRENCE-ID (one changed occurrence) is its own event, and its date is
 * left out of the series.
 */
final class VeventMapper {

	/** The longest UID kept as it is; longer ones are shortened with their hash (origins hold 191 characters). */
	public const UID_LENGTH = 150;

	/** Properties whose TZID is looked up. */
	private const ZONED = array( 'DTSTART', 'DTEND', 'EXDATE', 'RDATE', 'RECURRENCE-ID' );

	/**
	 * Constructor.
	 *
	 * @param string                     $timezone  The site's timezone, for UTC times (and floating and all-day times when the calendar names no zone).
	 * @param string                     $timezones The calendar's VTIMEZONE blocks.
	 * @param array<string,list<string>> $overrides Per UID, the local dates other VEVENTs replace.
	 * @param string                     $floating  The calendar's own timezone (X-WR-TIMEZONE) for floating and all-day times; '' for the site's.
	 */
	public function __construct(
		private string $timezone,
		private string $timezones = '',
		private array $overrides = array(),
		private string $floating = ''
	) {
		KnownZoneFinder::install();
	}

	/**
	 * The calendar's VTIMEZONE blocks by TZID (read from $timezones on first use).
	 *
	 * @var array<string, string>|null
	 */
	private ?array $zone_blocks = null;

	/**
	 * Whether a TZID names a zone without its VTIMEZONE (an IANA, Windows or offset name), by TZID.
	 *
	 * @var array<string, bool>
	 */
	private array $known_zones = array();

	/**
	 * Parses a block in its calendar: with the VTIMEZONEs of the TZIDs it names that only the
	 * calendar can say (sabre/vobject looks at a VTIMEZONE only when the name is not one it
	 * knows), so a calendar's time zones are not parsed again with every event.
	 *
	 * @param string $text VEVENT block.
	 * @throws ParseException When sabre/vobject cannot read it.
	 */
	public function parse( string $text ): VEvent {
		$calendar = Reader::read( "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Eventsmith//Import//EN\r\n" . $this->timezones_for( $text ) . $text . "END:VCALENDAR\r\n", Reader::OPTION_FORGIVING );
		$event    = $calendar->VEVENT;
		if ( ! $event instanceof VEvent ) {
			throw new ParseException( 'No VEVENT' );
		}
		return $event;
	}

	/**
	 * The VTIMEZONE blocks an event needs: those of the TZIDs it names that are not known zones.
	 *
	 * @param string $text VEVENT block.
	 */
	private function timezones_for( string $text ): string {
		if ( '' === $this->timezones || false === stripos( $text, 'TZID=' ) ) {
			return '';
		}
		if ( null === $this->zone_blocks ) {
			$this->zone_blocks = array();
			foreach ( preg_split( '/(?=^BEGIN:VTIMEZONE\r?$)/mi', $this->timezones, -1, PREG_SPLIT_NO_EMPTY ) ?: array() as $block ) {
				if ( 1 === preg_match( '/^TZID(?:;[^:]*)?:(.*?)\r?$/mi', (string) preg_replace( '/\r?\n[ \t]/', '', $block ), $match ) ) {
					$this->zone_blocks[ trim( $match[1] ) ] = $block;
				}
			}
		}
		$needed = array();
		preg_match_all( '/;TZID=(?:"([^"]*)"|([^;:\r\n]*))/i', (string) preg_replace( '/\r?\n[ \t]/', '', $text ), $matches, PREG_SET_ORDER );
		foreach ( $matches as $match ) {
			$tzid = trim( '' !== $match[1] ? $match[1] : ( $match[2] ?? '' ) );
			if ( isset( $this->zone_blocks[ $tzid ] ) && ! $this->known_zone( $tzid ) ) {
				$needed[ $tzid ] = $this->zone_blocks[ $tzid ];
			}
		}
		return implode( '', $needed );
	}

	/**
	 * Whether sabre/vobject knows a TZID without the calendar.
	 *
	 * @param string $tzid TZID.
	 */
	private function known_zone( string $tzid ): bool {
		if ( ! isset( $this->known_zones[ $tzid ] ) ) {
			try {
				TimeZoneUtil::getTimeZone( $tzid, null, true );
				$this->known_zones[ $tzid ] = true;
			} catch ( \Throwable ) {
				$this->known_zones[ $tzid ] = false;
			}
		}
		return $this->known_zones[ $tzid ];
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
			$this->unknown_zones( $event );
			$zone   = $this->zone_of( $event );
			$moment = $event->{'RECURRENCE-ID'}->getDateTime( $zone )->setTimezone( $zone );
			return array(
				'uid'  => self::source_id( (string) $event->UID ),
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
		$uid = isset( $event->UID ) ? self::source_id( trim( (string) $event->UID ) ) : '';
		if ( '' === $uid ) {
			return array( ImportRecord::failed( '', $line, __( 'The event has no UID.', 'eventsmith' ) ) );
		}
		if ( isset( $event->{'RECURRENCE-ID'} ) ) {
			$override = $this->override_of( $text );
			$uid     .= '/' . str_replace( '-', '', (string) ( $override['date'] ?? (string) $event->{'RECURRENCE-ID'} ) );
		}
		try {
			$note = $this->unknown_zones( $event );
			return $this->records( $event, $uid, $line, $text, $note );
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
	 * @param string $note  What staff should know about every record ('' for nothing).
	 * @return list<ImportRecord>
	 * @throws DomainError When its dates cannot be read.
	 */
	private function records( VEvent $event, string $uid, int $line, string $text, string $note = '' ): array {
		$schedule    = $this->schedule( $event );
		$fields      = $this->fields( $event, $schedule );
		$categories  = $this->categories( $event );
		$sequence    = isset( $event->SEQUENCE ) ? (int) (string) $event->SEQUENCE : 0;
		$overridden  = $this->overrides[ $uid ] ?? array();
		$fingerprint = sha1( (string) preg_replace( '/^DTSTAMP[;:].*\r\n/mi', '', $text ) . '|' . $this->timezone . ( '' === $this->floating ? '' : '|' . $this->floating ) . '|' . implode( ',', $overridden ) );
		$noted       = '' === $note ? null : $note;
		if ( ! isset( $event->RRULE ) ) {
			return array( new ImportRecord( $uid, $line, $fields, $categories, $fingerprint, $sequence, null, $noted ) );
		}
		$mapped = ( new RecurrenceMapper() )->map( $event, $schedule, $overridden );
		if ( null !== $mapped['rule'] ) {
			$fields['recurring_enabled'] = 'yes';
			$fields['recurrence']        = $mapped['rule']->to_array();
			return array( new ImportRecord( $uid, $line, $fields, $categories, $fingerprint, $sequence, null, $noted ) );
		}
		$records = array();
		$count   = count( $mapped['dates'] );
		$note   .= ( '' === $note ? '' : ' ' ) . sprintf(
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
		// Apple writes the place's name and its address on two lines.
		$place    = isset( $event->LOCATION ) ? trim( (string) preg_replace( '/\s*[\r\n]+\s*/', ', ', trim( (string) $event->LOCATION ) ) ) : '';
		$online   = $this->meeting_link( $event );
		$location = null;
		if ( 1 === preg_match( '#^https?://\S+$#i', $place ) ) {
			$location = array(
				'address'    => array( 'address' => '' ),
				'online_url' => $place,
			);
		} elseif ( '' !== $place ) {
			$location = array( 'address' => array( 'address' => $place ) );
		}
		if ( '' !== $online && ! isset( $location['online_url'] ) ) {
			$location               = $location ?? array( 'address' => array( 'address' => '' ) );
			$location['online_url'] = $online;
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
			// Midnight to a later midnight (Outlook's all-day events carry times): whole days.
			if ( '00:00:00' === $start->format( 'H:i:s' ) && '00:00:00' === $end->format( 'H:i:s' ) && $end > $start ) {
				$last = $end->modify( '-1 day' );
				return EventSchedule::from_fields( $start->format( 'Y-m-d' ), '00:00', $last->format( 'Y-m-d' ), '23:59', self::zone_name( $zone ) );
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
	 * A UID as a source id: kept when it is short enough, else its beginning and its hash
	 * (Exchange writes UIDs of 200 characters and more).
	 *
	 * @param string $uid UID.
	 */
	public static function source_id( string $uid ): string {
		return strlen( $uid ) <= self::UID_LENGTH ? $uid : substr( $uid, 0, 100 ) . '~' . sha1( $uid );
	}

	/**
	 * Takes the TZID off date properties whose zone neither PHP, nor the Windows names, nor the
	 * calendar's VTIMEZONE can say, so their times are read as floating (in the calendar's zone).
	 *
	 * @param VEvent $event Event.
	 * @return string A note naming the zones, or ''.
	 */
	private function unknown_zones( VEvent $event ): string {
		$unknown = array();
		foreach ( self::ZONED as $name ) {
			foreach ( $event->select( $name ) as $property ) {
				if ( ! isset( $property['TZID'] ) ) {
					continue;
				}
				$tzid = (string) $property['TZID'];
				if ( $this->known_zone( $tzid ) ) {
					continue;
				}
				try {
					TimeZoneUtil::getTimeZone( $tzid, $event->parent, true );
				} catch ( \Throwable ) {
					$unknown[ $tzid ] = true;
					unset( $property['TZID'] );
				}
			}
		}
		if ( array() === $unknown ) {
			return '';
		}
		return sprintf(
			/* translators: 1: time zone names from the file, 2: the time zone used instead. */
			__( 'The time zone %1$s is not one the file defines or a known one; its times are read in %2$s.', 'eventsmith' ),
			implode( ', ', array_keys( $unknown ) ),
			'' !== $this->floating ? $this->floating : ( '' === $this->timezone ? 'UTC' : $this->timezone )
		);
	}

	/**
	 * An online meeting's address from the properties Outlook and Google add (Teams, Meet).
	 *
	 * @param VEvent $event Event.
	 */
	private function meeting_link( VEvent $event ): string {
		foreach ( array( 'X-MICROSOFT-SKYPETEAMSMEETINGURL', 'X-GOOGLE-CONFERENCE' ) as $name ) {
			$link = isset( $event->{$name} ) ? trim( (string) $event->{$name} ) : '';
			if ( 1 === preg_match( '#^https://\S+$#i', $link ) ) {
				return $link;
			}
		}
		return '';
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
	 * The event's timezone: DTSTART's TZID; for UTC times the site's; for floating times and whole
	 * days the calendar's own (X-WR-TIMEZONE), else the site's.
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
		if ( $event->DTSTART->hasTime() && str_ends_with( strtoupper( trim( (string) $event->DTSTART->getValue() ) ), 'Z' ) ) {
			return $site;
		}
		return '' === $this->floating ? $site : new \DateTimeZone( $this->floating );
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
