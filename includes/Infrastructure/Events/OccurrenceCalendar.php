<?php
/**
 * Published events and occurrences in a range of days, for public calendars.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Calendar\CalendarEntry;
use Eventsmith\Domain\Calendar\CalendarRange;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the event index: one entry per published event or occurrence that
 * overlaps the range. A recurring series' own row spans the whole series,
 * so a parent that has occurrences is left out (its occurrences stand for it).
 */
final class OccurrenceCalendar {

	/** At most this many entries per range: a month of a very busy site. */
	public const LIMIT = 500;

	/**
	 * Constructor.
	 *
	 * @param LongestEvent $longest The longest event's length: the range's read starts there.
	 */
	public function __construct( private LongestEvent $longest = new LongestEvent() ) {}

	/**
	 * Entries overlapping a range, earliest first.
	 *
	 * @param CalendarRange $range    Days asked for.
	 * @param string        $category Category ids or slugs, comma-separated ('' for all); sub-categories included.
	 * @return list<CalendarEntry>
	 */
	public function between( CalendarRange $range, string $category = '' ): array {
		global $wpdb;
		$index  = Tables::event_index();
		$where  = array(
			'i.is_draft = 0',
			"p.post_status = 'publish'",
			'p.post_type = %s',
			"p.post_password = ''",
			'i.end_utc >= %s',
			'i.start_utc >= %s',
			'i.start_utc < %s',
			// A series' own row spans all its dates: its occurrences stand for it.
			'c.event_id IS NULL',
		);
		$params = array( PostTypes::EVENT, $range->start_utc()->format( 'Y-m-d H:i:s' ), $this->longest->earliest_start_reaching( $range->start_utc() ), $range->end_utc()->format( 'Y-m-d H:i:s' ) );
		if ( '' !== trim( $category ) ) {
			$terms = $this->term_taxonomy_ids( $category );
			if ( array() === $terms ) {
				return array();
			}
			$where[] = "EXISTS ( SELECT 1 FROM {$wpdb->term_relationships} AS tr WHERE tr.object_id = i.event_id AND tr.term_taxonomy_id IN (" . implode( ',', array_fill( 0, count( $terms ), '%d' ) ) . ') )';
			$params  = array_merge( $params, $terms );
		}
		$params[] = self::LIMIT;

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table names and placeholders only; values are in $params.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT i.event_id, i.start_utc, i.end_utc, i.timezone FROM {$index} AS i INNER JOIN {$wpdb->posts} AS p ON p.ID = i.event_id
				LEFT JOIN {$index} AS c ON c.parent_id = i.event_id
				WHERE " . implode( ' AND ', $where ) . ' ORDER BY i.start_utc ASC, i.event_id ASC LIMIT %d',
				$params
			),
			ARRAY_A
		);
		// phpcs:enable
		if ( ! is_array( $rows ) || array() === $rows ) {
			return array();
		}

		_prime_post_caches( array_map( static fn( array $row ): int => (int) $row['event_id'], $rows ), false, true );
		$utc  = new \DateTimeZone( 'UTC' );
		$site = wp_timezone();
		return array_map(
			static function ( array $row ) use ( $utc, $site ): CalendarEntry {
				$id       = (int) $row['event_id'];
				$location = get_post_meta( $id, EventMeta::key( 'location' ), true );
				return CalendarEntry::from(
					$id,
					html_entity_decode( wp_strip_all_tags( get_the_title( $id ) ), ENT_QUOTES, 'UTF-8' ),
					(string) get_permalink( $id ),
					new \DateTimeImmutable( $row['start_utc'], $utc ),
					new \DateTimeImmutable( $row['end_utc'], $utc ),
					(string) $row['timezone'],
					$site,
					is_array( $location ) ? $location : array()
				);
			},
			$rows
		);
	}

	/**
	 * Term-taxonomy ids of the named categories and their sub-categories.
	 *
	 * @param string $category Ids or slugs, comma-separated.
	 * @return list<int>
	 */
	private function term_taxonomy_ids( string $category ): array {
		$ids = array();
		foreach ( array_filter( array_map( 'trim', explode( ',', $category ) ) ) as $wanted ) {
			$term = ctype_digit( $wanted ) ? get_term( (int) $wanted, Taxonomies::CATEGORY ) : get_term_by( 'slug', sanitize_title( $wanted ), Taxonomies::CATEGORY );
			if ( ! $term instanceof \WP_Term ) {
				continue;
			}
			$ids[] = (int) $term->term_taxonomy_id;
			$children = get_term_children( $term->term_id, Taxonomies::CATEGORY );
			foreach ( is_array( $children ) ? $children : array() as $child ) {
				$child_term = get_term( (int) $child, Taxonomies::CATEGORY );
				if ( $child_term instanceof \WP_Term ) {
					$ids[] = (int) $child_term->term_taxonomy_id;
				}
			}
		}
		return array_values( array_unique( $ids ) );
	}
}
