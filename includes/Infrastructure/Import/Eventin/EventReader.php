<?php
/**
 * Eventin's events as event records: single events and series with their occurrences.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

use Eventsmith\Domain\Import\Eventin\EventinValues;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * Top-level etn posts, in id order. Dates, times and timezone (etn_start_date, etn_start_time,
 * etn_end_date, etn_end_time, event_timezone), location (etn_event_location / location), the
 * online link of an online or hybrid event (meeting_link), categories (etn_category) by name,
 * the featured image, the description, speakers and organizers (etn_event_speaker,
 * etn_event_organizer: user ids), schedules (etn_event_schedule), seats and RSVP settings. A
 * recurring event (recurring_enabled = yes) becomes one series over its children's dates
 * (EventinSeries), or, when they cannot be one, each child a single event with a report note.
 */
final class EventReader implements EventinReader {

	/**
	 * Constructor.
	 *
	 * @param EventinTables $tables Eventin's data.
	 * @param EventinSeries $series Recurring events.
	 */
	public function __construct( private EventinTables $tables, private EventinSeries $series ) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'event';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $after Last post id read.
	 * @param int $limit How many.
	 */
	public function read( int $after, int $limit ): array {
		$this->series->reset();
		$posts      = $this->tables->posts( 'etn', $after, $limit, 0 );
		$ids        = array_map( static fn( array $post ): int => (int) $post['ID'], $posts );
		$meta       = $this->tables->meta( $ids );
		$categories = $this->tables->terms( $ids, 'etn_category' );
		$tags       = $this->tables->terms( $ids, 'etn_tags' );
		$image_ids  = array();
		foreach ( $meta as $values ) {
			$image_ids[] = (int) ( $values['_thumbnail_id'] ?? 0 );
		}
		$images  = $this->tables->images( $image_ids );
		$records = array();
		foreach ( $posts as $post ) {
			$id         = (int) $post['ID'];
			$event_meta = $meta[ $id ] ?? array();
			$context    = array(
				'categories' => $categories[ $id ] ?? array(),
				'tags'       => $tags[ $id ] ?? array(),
				'images'     => $images,
			);
			if ( EventinSeries::is_recurring( $event_meta ) ) {
				array_push( $records, ...$this->recurring( $post, $event_meta, $context ) );
			} else {
				$records[] = self::record( (string) $id, $id, $post, $event_meta, $context );
			}
		}
		return array(
			'records' => $records,
			'last'    => $ids ? (int) end( $ids ) : $after,
			'end'     => count( $posts ) < $limit,
		);
	}

	/**
	 * A recurring event's records: its series, or each date as a single event.
	 *
	 * @param array<string, string> $post    Parent post row.
	 * @param array<string, mixed>  $meta    Parent meta.
	 * @param array<string, mixed>  $context Categories, tags and images.
	 * @return list<ImportRecord>
	 */
	private function recurring( array $post, array $meta, array $context ): array {
		$id   = (int) $post['ID'];
		$plan = $this->series->plan( $id, $meta );
		if ( ! $plan['children'] ) {
			return array( self::record( (string) $id, $id, $post, $meta, $context, null, __( 'The recurring event has no dates in Eventin: it is imported as one event over its whole range.', 'eventsmith' ) ) );
		}
		if ( null !== $plan['series'] ) {
			$series = $plan['series'];
			$span   = self::span_days( $plan['children'][0]['meta'] ?? array() );
			$meta   = array(
				'etn_start_date' => $series['first'],
				'etn_end_date'   => gmdate( 'Y-m-d', (int) strtotime( $series['first'] . ' UTC' ) + $span * DAY_IN_SECONDS ),
			) + $meta;
			return array( self::record( (string) $id, $id, $post, $meta, $context, $series['recurrence'], '' === $series['note'] ? null : $series['note'] ) );
		}
		$records = array();
		$note    = __( 'The recurring event\'s dates cannot be one series here: each date is imported as a single event.', 'eventsmith' );
		foreach ( $plan['children'] as $child ) {
			$child_id  = (int) $child['ID'];
			$child_row = array(
				'ID'          => (string) $child_id,
				'post_status' => (string) $child['post_status'],
			) + $post;
			$records[] = self::record( (string) $child_id, $child_id, $child_row, $child['meta'] + $meta, $context, null, $note );
			$note      = null;
		}
		return $records;
	}

	/**
	 * One event's record.
	 *
	 * @param string                    $source_id  Source id.
	 * @param int                       $line       Eventin id (the report's line).
	 * @param array<string, string>     $post       Post row.
	 * @param array<string, mixed>      $meta       Meta.
	 * @param array<string, mixed>      $context    Categories, tags and images.
	 * @param array<string, mixed>|null $recurrence Series rule, or null.
	 * @param string|null               $note       Report note.
	 */
	private static function record( string $source_id, int $line, array $post, array $meta, array $context, ?array $recurrence = null, ?string $note = null ): ImportRecord {
		$timezone = EventinSeries::timezone( $meta );
		$fields   = array(
			'title'       => html_entity_decode( (string) $post['post_title'], ENT_QUOTES, 'UTF-8' ),
			'description' => (string) $post['post_content'],
			'status'      => EventinValues::event_status( (string) $post['post_status'] ),
			'start_date'  => EventinValues::date( $meta['etn_start_date'] ?? '' ),
			'start_time'  => EventinValues::clock( $meta['etn_start_time'] ?? '' ),
			'end_date'    => EventinValues::date( $meta['etn_end_date'] ?? '' ),
			'end_time'    => EventinValues::clock( $meta['etn_end_time'] ?? '' ),
			'timezone'    => $timezone,
			'location'    => self::location( $meta ),
			'total_ticket' => self::seats( $meta ),
			'featured_image' => isset( $context['images'][ (int) ( $meta['_thumbnail_id'] ?? 0 ) ] ) ? (int) $meta['_thumbnail_id'] : 0,
			'rsvp'        => self::rsvp( $meta ),
		);
		if ( null !== $recurrence ) {
			$fields['recurrence'] = $recurrence;
		}
		$links = array(
			'speakers'   => array( 'speaker', self::ids( $meta['etn_event_speaker'] ?? array() ) ),
			'organizers' => array( 'speaker', self::ids( $meta['etn_event_organizer'] ?? array() ) ),
			'schedules'  => array( 'schedule', self::ids( $meta['etn_event_schedule'] ?? array() ) ),
		);
		if ( $context['tags'] ) {
			// Tags by name: found by their slug here, or made (and removed again by an undo).
			$fields['tag_terms'] = array_map(
				static fn( string $name ): array => array(
					'slug' => sanitize_title( $name ),
					'name' => $name,
				),
				array_values( array_map( 'strval', $context['tags'] ) )
			);
		}
		$fingerprint = md5( (string) wp_json_encode( array( $fields, $links, $context['categories'], $context['tags'] ) ) );
		return new ImportRecord( $source_id, $line, $fields, $context['categories'], $fingerprint, 0, null, $note, 'event', $links );
	}

	/**
	 * The location: an address and, for an online or hybrid event, its link; null for none.
	 *
	 * @param array<string, mixed> $meta Event meta.
	 * @return array<string, mixed>|null
	 */
	private static function location( array $meta ): ?array {
		$place   = $meta['etn_event_location'] ?? ( $meta['location'] ?? '' );
		$address = is_array( $place ) ? (string) ( $place['address'] ?? '' ) : (string) $place;
		$online  = '';
		if ( in_array( (string) ( $meta['event_type'] ?? '' ), array( 'online', 'hybrid' ), true ) ) {
			$location = is_array( $meta['location'] ?? null ) ? $meta['location'] : array();
			foreach ( array( $meta['meeting_link'] ?? '', $location['custom_url'] ?? '', $location['meeting_link'] ?? '' ) as $candidate ) {
				$candidate = is_string( $candidate ) ? trim( $candidate ) : '';
				if ( 1 === preg_match( '#^https?://#i', $candidate ) && false !== filter_var( $candidate, FILTER_VALIDATE_URL ) ) {
					$online = $candidate;
					break;
				}
			}
		}
		if ( '' === trim( $address ) && '' === $online ) {
			return null;
		}
		$location = array( 'address' => array( 'address' => trim( $address ) ) );
		if ( '' !== $online ) {
			$location['online_url'] = $online;
		}
		return $location;
	}

	/**
	 * The event's seats as Eventin counts them: its global stock, or the sum of its ticket
	 * variations' (−1 when one is unlimited or there is none).
	 *
	 * @param array<string, mixed> $meta Event meta.
	 */
	private static function seats( array $meta ): int {
		if ( ! empty( $meta['etn_enable_global_stock'] ) && (int) ( $meta['etn_global_stock'] ?? 0 ) > 0 ) {
			return (int) $meta['etn_global_stock'];
		}
		$total      = 0;
		$variations = EventinTables::decoded( $meta['etn_ticket_variations'] ?? array() );
		foreach ( $variations as $ticket ) {
			$capacity = is_array( $ticket ) ? (int) ( $ticket['etn_avaiilable_tickets'] ?? 0 ) : 0;
			if ( ! is_array( $ticket ) || ! empty( $ticket['etn_unlimited_tickets'] ) || -1 === $capacity ) {
				return -1;
			}
			$total += max( 0, $capacity );
		}
		return $variations && $total > 0 ? $total : -1;
	}

	/**
	 * RSVP settings (Eventin Pro's rsvp_settings), or null when RSVPs are off.
	 *
	 * @param array<string, mixed> $meta Event meta.
	 * @return array{enabled: bool, capacity: int}|null
	 */
	private static function rsvp( array $meta ): ?array {
		$settings = EventinTables::decoded( $meta['rsvp_settings'] ?? array() );
		$enabled  = $settings['enable_rsvp_form'] ?? ( $meta['etn_enable_rsvp_form'] ?? '' );
		if ( empty( $enabled ) || in_array( $enabled, array( 'off', 'no', '0', false ), true ) ) {
			return null;
		}
		$limited = $settings['rsvp_limit'] ?? ( $meta['etn_rsvp_limit'] ?? '' );
		$amount  = (int) ( $settings['rsvp_limit_amount'] ?? ( $meta['etn_rsvp_limit_amount'] ?? 0 ) );
		return array(
			'enabled'  => true,
			'capacity' => ! empty( $limited ) && 'off' !== $limited && $amount > 0 ? $amount : -1,
		);
	}

	/**
	 * Days from an occurrence's start date to its end date.
	 *
	 * @param array<string, mixed> $meta Its meta.
	 */
	private static function span_days( array $meta ): int {
		$start = EventinValues::date( $meta['etn_start_date'] ?? '' );
		$end   = EventinValues::date( $meta['etn_end_date'] ?? '' );
		return '' === $start || '' === $end ? 0 : max( 0, (int) ( ( strtotime( $end . ' UTC' ) - strtotime( $start . ' UTC' ) ) / DAY_IN_SECONDS ) );
	}

	/**
	 * A stored id list as source ids.
	 *
	 * @param mixed $value Ids (array or JSON text).
	 * @return list<string>
	 */
	private static function ids( mixed $value ): array {
		return array_values( array_map( 'strval', array_filter( array_map( 'intval', EventinTables::decoded( $value ) ) ) ) );
	}
}
