<?php
/**
 * Reads what an export holds, one batch at a time.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Export;

use Eventsmith\Domain\Calendar\IcsEvent;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Export\ExportFormat;
use Eventsmith\Infrastructure\Calendar\CalendarEntries;
use Eventsmith\Infrastructure\Content\PostStore;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Every read is keyset-paged (`ID > last ORDER BY ID LIMIT n`) and loads what a
 * batch needs in a fixed number of queries (posts with meta and terms primed,
 * ticket types, occurrences, bookings and check-ins each in one `IN (…)` query),
 * so the queries per batch do not grow with the batch and nothing outlives it.
 * Events are the top-level ones (single events and series); a series carries its
 * occurrences. Trashed and auto-draft posts are left out; deleted attendees too.
 */
final class ExportSource {

	/**
	 * Constructor.
	 *
	 * @param SpeakerRepository  $speakers  Speakers and organizers.
	 * @param ScheduleRepository $schedules Schedules.
	 * @param AttendeeRepository $attendees Attendees.
	 * @param CalendarEntries    $calendar  Events as calendar entries.
	 */
	public function __construct(
		private SpeakerRepository $speakers,
		private ScheduleRepository $schedules,
		private AttendeeRepository $attendees,
		private CalendarEntries $calendar
	) {}

	/**
	 * Exported events after an id.
	 *
	 * @param int $after Last id already read.
	 * @param int $limit Most events.
	 * @return list<array<string, mixed>>
	 */
	public function events( int $after, int $limit ): array {
		$ids = $this->post_ids( PostTypes::EVENT, $after, $limit, true );
		if ( array() === $ids ) {
			return array();
		}
		_prime_post_caches( $ids, true, true );
		$types       = $this->ticket_types( $ids );
		$occurrences = $this->occurrences( $ids );
		$this->prime_attachments( $ids );
		$out = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			// Stored values as they are, read from the meta cache the batch primed (no query per event).
			$fields = array( 'id' => $id );
			foreach ( array_keys( EventMeta::KEYS ) as $field ) {
				$fields[ $field ] = get_post_meta( $id, EventMeta::key( $field ), true );
			}
			$image = (int) get_post_thumbnail_id( $id );
			$out[] = ExportFormat::event(
				array_merge(
					$fields,
					array(
						'title'              => $post->post_title,
						'content'            => $post->post_content,
						'excerpt'            => $post->post_excerpt,
						'slug'               => $post->post_name,
						'status'             => $post->post_status,
						'total_ticket'       => '' === $fields['total_ticket'] ? -1 : (int) $fields['total_ticket'],
						'categories'         => $this->terms( $id, Taxonomies::CATEGORY ),
						'tags'               => $this->terms( $id, Taxonomies::TAG ),
						'featured_image_url' => $image > 0 ? (string) wp_get_attachment_url( $image ) : '',
						'occurrences'        => $occurrences[ $id ] ?? array(),
						'ticket_types'       => $types[ $id ] ?? array(),
					)
				)
			);
		}
		return $out;
	}

	/**
	 * Exported speakers and organizers after an id.
	 *
	 * @param int $after Last id already read.
	 * @param int $limit Most records.
	 * @return list<array<string, mixed>>
	 */
	public function speakers( int $after, int $limit ): array {
		$ids = $this->post_ids( PostTypes::SPEAKER, $after, $limit, false );
		if ( array() === $ids ) {
			return array();
		}
		_prime_post_caches( $ids, true, true );
		$this->prime_attachments( $ids );
		$out = array();
		foreach ( $ids as $id ) {
			try {
				$speaker = $this->speakers->find( $id );
			} catch ( DomainError ) {
				continue;
			}
			$post  = get_post( $id );
			$out[] = ExportFormat::speaker(
				array_merge(
					$speaker,
					array(
						'slug'      => $post->post_name,
						'status'    => $post->post_status,
						'photo_url' => $speaker['photo'] > 0 ? (string) wp_get_attachment_url( (int) $speaker['photo'] ) : '',
						'groups'    => $this->terms( $id, Taxonomies::SPEAKER_GROUP ),
					)
				)
			);
		}
		return $out;
	}

	/**
	 * Exported schedules after an id.
	 *
	 * @param int $after Last id already read.
	 * @param int $limit Most records.
	 * @return list<array<string, mixed>>
	 */
	public function schedules( int $after, int $limit ): array {
		$ids = $this->post_ids( PostTypes::SCHEDULE, $after, $limit, false );
		if ( array() === $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, true );
		$out = array();
		foreach ( $ids as $id ) {
			try {
				$out[] = ExportFormat::schedule( $this->schedules->find( $id ) );
			} catch ( DomainError ) {
				continue;
			}
		}
		return $out;
	}

	/**
	 * Exported attendees after an id, with their orders and check-ins.
	 *
	 * @param int $after Last id already read.
	 * @param int $limit Most records.
	 * @return list<array<string, mixed>>
	 */
	public function attendees( int $after, int $limit ): array {
		$rows = $this->attendees->chunk_after( 0, $after, $limit );
		if ( array() === $rows ) {
			return array();
		}
		$orders   = $this->rows_by_id( Tables::bookings(), array_map( static fn( object $row ): int => (int) $row->booking_id, $rows ) );
		$checkins = $this->checkins( array_map( static fn( object $row ): int => (int) $row->id, $rows ) );
		$out      = array();
		foreach ( $rows as $row ) {
			$out[] = ExportFormat::attendee( (array) $row, $orders[ (int) $row->booking_id ] ?? null, $checkins[ (int) $row->id ] ?? array() );
		}
		return $out;
	}

	/**
	 * Exported RSVP answers after an id.
	 *
	 * @param int $after Last id already read.
	 * @param int $limit Most records.
	 * @return list<array<string, mixed>>
	 */
	public function rsvps( int $after, int $limit ): array {
		global $wpdb;
		$table = Tables::rsvp_responses();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE id > %d ORDER BY id LIMIT %d", $after, $limit ), ARRAY_A );
		return array_map( array( ExportFormat::class, 'rsvp' ), $rows ?: array() );
	}

	/**
	 * Calendar entries of published top-level events after an id (a series once, with its RRULE).
	 *
	 * @param int $after Last id already read.
	 * @param int $limit Most events.
	 * @return array{last: int, count: int, entries: list<IcsEvent>} The last id read, how many events were read, their entries.
	 */
	public function calendar( int $after, int $limit ): array {
		$ids = $this->post_ids( PostTypes::EVENT, $after, $limit, true, array( 'publish' ) );
		return array(
			'last'    => array() === $ids ? $after : (int) end( $ids ),
			'count'   => count( $ids ),
			'entries' => array() === $ids ? array() : $this->calendar->for_events( $ids ),
		);
	}

	/**
	 * The titles of events by id (for the attendees CSV), in one query.
	 *
	 * @param list<int> $ids Event ids.
	 * @return array<int, string>
	 */
	public function titles( array $ids ): array {
		$ids = array_values( array_unique( array_filter( $ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, false );
		$titles = array();
		foreach ( $ids as $id ) {
			$titles[ $id ] = html_entity_decode( get_the_title( $id ), ENT_QUOTES, 'UTF-8' );
		}
		return $titles;
	}

	/**
	 * Post ids of a type after an id.
	 *
	 * @param string       $type      Post type.
	 * @param int          $after     Last id read.
	 * @param int          $limit     Most ids.
	 * @param bool         $top_level Only posts without a parent.
	 * @param list<string> $statuses  Statuses (default: every status an editor sees).
	 * @return list<int>
	 */
	private function post_ids( string $type, int $after, int $limit, bool $top_level, array $statuses = PostStore::LIVE_STATUSES ): array {
		global $wpdb;
		$in     = implode( ',', array_fill( 0, count( $statuses ), '%s' ) );
		$parent = $top_level ? 'AND post_parent = 0' : '';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery -- placeholders built for the statuses; $parent is fixed text.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s {$parent} AND post_status IN ({$in}) AND ID > %d ORDER BY ID ASC LIMIT %d", array_merge( array( $type ), $statuses, array( $after, $limit ) ) ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * Ticket types (not deleted) of a batch of events, event id => rows in their order.
	 *
	 * @param list<int> $ids Event ids.
	 * @return array<int, list<array<string, mixed>>>
	 */
	private function ticket_types( array $ids ): array {
		global $wpdb;
		$table = Tables::ticket_types();
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery -- table name; placeholders built for the ids.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE event_id IN ({$in}) AND deleted = 0 ORDER BY event_id ASC, position ASC, id ASC", $ids ), ARRAY_A );
		$out  = array();
		foreach ( $rows ?: array() as $row ) {
			$out[ (int) $row['event_id'] ][] = $row;
		}
		return $out;
	}

	/**
	 * Occurrences of a batch of series, series id => occurrences in date order.
	 *
	 * @param list<int> $ids Event ids.
	 * @return array<int, list<array<string, mixed>>>
	 */
	private function occurrences( array $ids ): array {
		global $wpdb;
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery -- placeholders built for the ids.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_parent, post_status FROM {$wpdb->posts} WHERE post_type = %s AND post_parent IN ({$in}) AND post_status NOT IN ('trash', 'auto-draft', 'inherit') ORDER BY ID ASC", array_merge( array( PostTypes::EVENT ), $ids ) ) );
		if ( array() === $rows ) {
			return array();
		}
		update_meta_cache( 'post', array_map( static fn( object $row ): int => (int) $row->ID, $rows ) );
		$out = array();
		foreach ( $rows as $row ) {
			$id    = (int) $row->ID;
			$meta  = static fn( string $field ): string => (string) get_post_meta( $id, EventMeta::key( $field ), true );
			$out[ (int) $row->post_parent ][] = array(
				'id'         => $id,
				'status'     => $row->post_status,
				'start_date' => $meta( 'start_date' ),
				'start_time' => $meta( 'start_time' ),
				'end_date'   => $meta( 'end_date' ),
				'end_time'   => $meta( 'end_time' ),
				'cancelled'  => '' !== $meta( 'cancelled' ) && '0' !== $meta( 'cancelled' ),
			);
		}
		foreach ( $out as $parent => $list ) {
			usort( $list, static fn( array $a, array $b ): int => array( $a['start_date'], $a['start_time'], $a['id'] ) <=> array( $b['start_date'], $b['start_time'], $b['id'] ) );
			$out[ $parent ] = $list;
		}
		return $out;
	}

	/**
	 * Rows of a table by id, in one query.
	 *
	 * @param string    $table Table name (from Tables).
	 * @param list<int> $ids   Ids (zeros ignored).
	 * @return array<int, array<string, mixed>>
	 */
	private function rows_by_id( string $table, array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( $ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery -- table name from Tables; placeholders built for the ids.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE id IN ({$in})", $ids ), ARRAY_A );
		$out  = array();
		foreach ( $rows ?: array() as $row ) {
			$out[ (int) $row['id'] ] = $row;
		}
		return $out;
	}

	/**
	 * Successful scans of a batch of attendees, attendee id => UTC times, oldest first.
	 *
	 * @param list<int> $ids Attendee ids.
	 * @return array<int, list<string>>
	 */
	private function checkins( array $ids ): array {
		global $wpdb;
		$table = Tables::checkins();
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery -- table name; placeholders built for the ids.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT attendee_id, checked_at FROM {$table} WHERE attendee_id IN ({$in}) AND result = 'checked_in' ORDER BY checked_at ASC, id ASC", $ids ) );
		$out  = array();
		foreach ( $rows ?: array() as $row ) {
			$out[ (int) $row->attendee_id ][] = (string) $row->checked_at;
		}
		return $out;
	}

	/**
	 * Terms of a post as {slug, name, parent slug} (from the term cache the batch primed).
	 *
	 * @param int    $id       Post id.
	 * @param string $taxonomy Taxonomy.
	 * @return list<array{slug: string, name: string, parent: string}>
	 */
	private function terms( int $id, string $taxonomy ): array {
		$terms = get_the_terms( $id, $taxonomy );
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$out = array();
		foreach ( $terms as $term ) {
			$parent = $term->parent > 0 ? get_term( $term->parent, $taxonomy ) : null;
			$out[]  = array(
				'slug'   => $term->slug,
				'name'   => html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ),
				'parent' => $parent instanceof \WP_Term ? $parent->slug : '',
			);
		}
		return $out;
	}

	/**
	 * Loads the featured images of a batch of posts in one query.
	 *
	 * @param list<int> $ids Post ids (their meta already cached).
	 */
	private function prime_attachments( array $ids ): void {
		$images = array_filter( array_map( static fn( int $id ): int => (int) get_post_thumbnail_id( $id ), $ids ) );
		if ( array() !== $images ) {
			_prime_post_caches( array_values( array_unique( $images ) ), false, true );
		}
	}
}
