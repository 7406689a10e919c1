<?php
/**
 * One event of The Events Calendar as an Eventsmith event record.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Tec;

use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the event's post and meta as The Events Calendar stores them: `_EventStartDate` and
 * `_EventEndDate` on the event's wall clock in `_EventTimezone` (`_EventAllDay` yes: whole days),
 * the venue (`_EventVenueID`) as the location's address text, `_EventCost` and `_EventURL` as lines
 * of the description, and the event's status (`_tribe_events_status` canceled) as cancelled. The
 * organizers, categories and tags become links to the records of the same import.
 */
final class TecEventMapper {

	/** Object types of the records the links point at. */
	public const CATEGORY_TYPE = 'event_category';
	public const TAG_TYPE      = 'event_tag';

	/** Meta that changes without the event changing (editing locks): left out of the fingerprint. */
	private const VOLATILE_META = array( '_edit_lock', '_edit_last', '_wp_old_slug', '_wp_old_date' );

	/**
	 * Constructor.
	 *
	 * @param string $site_timezone The site's timezone, for an event without one.
	 */
	public function __construct( private string $site_timezone ) {}

	/**
	 * The record of an event.
	 *
	 * @param array{
	 *     id: int, title: string, content: string, status: string, modified: string,
	 *     meta: array<string, list<string>>,
	 *     venue: array{id: int, title: string, modified: string, meta: array<string, list<string>>}|null,
	 *     organizers: list<int>, categories: list<int>, tags: list<int>, thumbnail: int,
	 *     series: array{id: int, title: string}|null
	 * } $event The event as read from the site (thumbnail 0 when the featured image is not an image of the media library).
	 * @param int $line Row number in the import.
	 */
	public function map( array $event, int $line ): ImportRecord {
		$source_id = (string) $event['id'];
		$meta      = $event['meta'];
		$start     = self::moment( self::one( $meta, '_EventStartDate' ) );
		if ( null === $start ) {
			return ImportRecord::failed( $source_id, $line, __( 'The event has no start date (_EventStartDate).', 'eventsmith' ) );
		}
		$end   = self::moment( self::one( $meta, '_EventEndDate' ) ) ?? $start;
		$notes = array();

		$timezone = TecTimezone::normalise( self::one( $meta, '_EventTimezone' ) );
		if ( null === $timezone ) {
			$timezone = $this->site_timezone;
			if ( '' !== self::one( $meta, '_EventTimezone' ) ) {
				/* translators: %s: the timezone The Events Calendar stored. */
				$notes[] = sprintf( __( 'Timezone "%s" is unknown: the site\'s timezone is used.', 'eventsmith' ), self::one( $meta, '_EventTimezone' ) );
			}
		}

		$all_day = in_array( strtolower( self::one( $meta, '_EventAllDay' ) ), array( 'yes', '1', 'true' ), true );
		$status  = self::status( $event['status'] );
		if ( 'private' === $event['status'] ) {
			$notes[] = __( 'A private event: imported as a draft.', 'eventsmith' );
		}
		$state = strtolower( self::one( $meta, '_tribe_events_status' ) );
		if ( 'postponed' === $state ) {
			$notes[] = __( 'The event is marked postponed in The Events Calendar.', 'eventsmith' );
		}
		if ( '' !== self::one( $meta, '_EventRecurrence' ) ) {
			$notes[] = __( 'Its recurrence rules belong to Events Calendar Pro: imported as one event on the dates the free plugin stores.', 'eventsmith' );
		}

		$location = $this->location( $event['venue'], $meta, $notes );
		$fields   = array(
			'title'          => '' === trim( $event['title'] ) ? __( '(No title)', 'eventsmith' ) : $event['title'],
			'description'    => self::description( $event['content'], $meta ),
			'status'         => $status,
			'start_date'     => $start['date'],
			'start_time'     => $all_day ? '00:00' : $start['time'],
			'end_date'       => max( $end['date'], $start['date'] ),
			'end_time'       => $all_day ? '23:59' : $end['time'],
			'timezone'       => $timezone,
			'location'       => $location,
			'featured_image' => $event['thumbnail'],
			'cancelled'      => 'canceled' === $state || 'cancelled' === $state,
		);
		if ( ! $all_day && $end['date'] . ' ' . $end['time'] < $start['date'] . ' ' . $start['time'] ) {
			$fields['end_date'] = $start['date'];
			$fields['end_time'] = $start['time'];
			$notes[]            = __( 'The event ended before it started: it now ends when it starts.', 'eventsmith' );
		}

		$tags = array_map( 'strval', $event['tags'] );
		if ( null !== $event['series'] ) {
			$tags[]  = 'series:' . $event['series']['id'];
			/* translators: %s: the series' title. */
			$notes[] = sprintf( __( 'In the series "%s": imported as its own event, tagged with the series\' title.', 'eventsmith' ), $event['series']['title'] );
		}

		return new ImportRecord(
			$source_id,
			$line,
			$fields,
			array(),
			self::fingerprint( $event ),
			0,
			null,
			$notes ? implode( ' ', $notes ) : null,
			'event',
			array(
				'organizers' => array( 'speaker', array_map( 'strval', $event['organizers'] ) ),
				'categories' => array( self::CATEGORY_TYPE, array_map( 'strval', $event['categories'] ) ),
				'tags'       => array( self::TAG_TYPE, $tags ),
			)
		);
	}

	/**
	 * A hash of everything the record is made from (the venue's fields too: a moved venue updates its events).
	 *
	 * @param array<string, mixed> $event The event as read.
	 */
	public static function fingerprint( array $event ): string {
		$event['meta'] = array_diff_key( $event['meta'], array_flip( self::VOLATILE_META ) );
		if ( is_array( $event['venue'] ?? null ) ) {
			$event['venue']['meta'] = array_diff_key( $event['venue']['meta'], array_flip( self::VOLATILE_META ) );
			unset( $event['venue']['modified'] );
		}
		unset( $event['modified'] );
		ksort( $event['meta'] );
		return md5( (string) json_encode( $event ) );
	}

	/**
	 * The location: the venue's name and address as one text, and the online link when the event has one.
	 *
	 * @param array{title: string, meta: array<string, list<string>>}|null $venue Venue.
	 * @param array<string, list<string>>                                  $meta  The event's meta.
	 * @param list<string>                                                 $notes Notes (added to).
	 * @return array{address: array{address: string}, online_url?: string}|null
	 */
	private function location( ?array $venue, array $meta, array &$notes ): ?array {
		$address = null === $venue ? '' : self::address( $venue );
		$online  = trim( self::one( $meta, '_tribe_events_virtual_url' ) );
		if ( '' !== $online && 1 !== preg_match( '#^https?://[^\s/$.?\#].[^\s]*$#i', $online ) ) {
			/* translators: %s: the link. */
			$notes[] = sprintf( __( 'The online link "%s" is not a web address: left out.', 'eventsmith' ), $online );
			$online  = '';
		}
		if ( '' === $address && '' === $online ) {
			return null;
		}
		$location = array( 'address' => array( 'address' => $address ) );
		if ( '' !== $online ) {
			$location['online_url'] = $online;
		}
		return $location;
	}

	/**
	 * A venue as one line: name, street, city, state or province, postal code, country.
	 *
	 * @param array{title: string, meta: array<string, list<string>>} $venue Venue.
	 */
	public static function address( array $venue ): string {
		$meta  = $venue['meta'];
		$state = self::one( $meta, '_VenueStateProvince' );
		if ( '' === $state ) {
			$state = '' !== self::one( $meta, '_VenueState' ) ? self::one( $meta, '_VenueState' ) : self::one( $meta, '_VenueProvince' );
		}
		$parts = array(
			$venue['title'],
			self::one( $meta, '_VenueAddress' ),
			self::one( $meta, '_VenueCity' ),
			$state,
			self::one( $meta, '_VenueZip' ),
			self::one( $meta, '_VenueCountry' ),
		);
		$parts = array_values( array_filter( array_map( 'trim', $parts ), static fn ( string $part ): bool => '' !== $part ) );
		return implode( ', ', array_unique( $parts ) );
	}

	/**
	 * The description: the event's content, then its cost and its website as paragraphs.
	 *
	 * @param string                      $content Post content.
	 * @param array<string, list<string>> $meta    Meta.
	 */
	private static function description( string $content, array $meta ): string {
		// The block editor's event screen keeps The Events Calendar's own blocks (date, venue,
		// organizer …) in the content as empty comments: what they show is imported as fields.
		$content = trim( (string) preg_replace( '#<!-- wp:tribe/[a-z0-9-]+(?: \{.*?\})? /-->\s*#s', '', $content ) );
		$lines   = array();
		$cost  = trim( self::one( $meta, '_EventCost' ) );
		if ( '' !== $cost ) {
			$symbol = trim( self::one( $meta, '_EventCurrencySymbol' ) );
			if ( '' !== $symbol && is_numeric( str_replace( array( ',', ' ' ), '', $cost ) ) ) {
				$cost = 'suffix' === self::one( $meta, '_EventCurrencyPosition' ) ? $cost . $symbol : $symbol . $cost;
			}
			/* translators: %s: the event's cost, e.g. $15. */
			$lines[] = '<p class="eventsmith-imported-cost">' . sprintf( __( 'Cost: %s', 'eventsmith' ), htmlspecialchars( $cost, ENT_QUOTES ) ) . '</p>';
		}
		$url = trim( self::one( $meta, '_EventURL' ) );
		if ( 1 === preg_match( '#^https?://\S+$#i', $url ) ) {
			$link    = '<a href="' . htmlspecialchars( $url, ENT_QUOTES ) . '">' . htmlspecialchars( $url, ENT_QUOTES ) . '</a>';
			/* translators: %s: a link to the event's website. */
			$lines[] = '<p class="eventsmith-imported-website">' . sprintf( __( 'Website: %s', 'eventsmith' ), $link ) . '</p>';
		}
		if ( ! $lines ) {
			return $content;
		}
		return ( '' === trim( $content ) ? '' : rtrim( $content ) . "\n\n" ) . implode( "\n", $lines );
	}

	/**
	 * Eventsmith's status of a post status: published and scheduled posts publish, private ones become drafts.
	 *
	 * @param string $status Post status.
	 */
	private static function status( string $status ): string {
		return match ( $status ) {
			'draft', 'pending' => $status,
			'private' => 'draft',
			default => 'publish',
		};
	}

	/**
	 * A stored `Y-m-d H:i:s` as date and time, or null when unreadable.
	 *
	 * @param string $value Meta value.
	 * @return array{date: string, time: string}|null
	 */
	private static function moment( string $value ): ?array {
		if ( 1 !== preg_match( '/^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2}))?/', trim( $value ), $m ) ) {
			return null;
		}
		return array(
			'date' => $m[1],
			'time' => isset( $m[2] ) ? $m[2] . ':' . $m[3] : '00:00',
		);
	}

	/**
	 * The first value of a meta key, '' when none.
	 *
	 * @param array<string, list<string>> $meta Meta.
	 * @param string                      $key  Key.
	 */
	public static function one( array $meta, string $key ): string {
		return (string) ( $meta[ $key ][0] ?? '' );
	}
}
