<?php
/**
 * The event index table: one row per event or recurrence occurrence.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Writes and queries the index. Lists, filters and status counts read this
 * table (with its indexes), never post meta.
 */
final class EventIndex {

	private const DATETIME = 'Y-m-d H:i:s';

	/**
	 * Constructor.
	 *
	 * @param EventIndexTotals $totals Remembered row counts.
	 */
	public function __construct( private EventIndexTotals $totals = new EventIndexTotals() ) {}

	/**
	 * Writes (or replaces) the row of one event.
	 *
	 * @param int                $event_id  Event post id.
	 * @param int                $parent_id Recurring parent id, 0 for a top-level event.
	 * @param \DateTimeImmutable $start_utc Start in UTC.
	 * @param \DateTimeImmutable $end_utc   End in UTC.
	 * @param string             $timezone  The event's timezone.
	 * @param bool               $is_draft  Whether the event is not published.
	 */
	public function put( int $event_id, int $parent_id, \DateTimeImmutable $start_utc, \DateTimeImmutable $end_utc, string $timezone, bool $is_draft ): void {
		global $wpdb;
		$wpdb->replace(
			Tables::event_index(),
			array(
				'event_id'  => $event_id,
				'parent_id' => $parent_id,
				'start_utc' => $start_utc->format( self::DATETIME ),
				'end_utc'   => $end_utc->format( self::DATETIME ),
				'timezone'  => $timezone,
				'is_draft'  => $is_draft ? 1 : 0,
			),
			array( '%d', '%d', '%s', '%s', '%s', '%d' )
		);
		$this->totals->changed();
	}

	/**
	 * Marks an event and its occurrences draft or published.
	 *
	 * @param int  $event_id Event post id.
	 * @param bool $is_draft Draft flag.
	 */
	public function set_draft( int $event_id, bool $is_draft ): void {
		global $wpdb;
		$table = Tables::event_index();
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET is_draft = %d WHERE event_id = %d OR parent_id = %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$is_draft ? 1 : 0,
				$event_id,
				$event_id
			)
		);
		$this->totals->changed();
	}

	/**
	 * Removes the rows of an event.
	 *
	 * @param int $event_id Event post id.
	 */
	public function remove( int $event_id ): void {
		global $wpdb;
		$wpdb->delete( Tables::event_index(), array( 'event_id' => $event_id ), array( '%d' ) );
		$this->totals->changed();
	}

	/**
	 * The published occurrences of a series that have not ended, soonest first.
	 *
	 * @param int                $parent_id The series (parent event) id.
	 * @param \DateTimeImmutable $now       The moment (UTC).
	 * @param int                $limit     Most rows.
	 * @return list<array{event_id: int, start_utc: string, end_utc: string}>
	 */
	public function next_occurrences( int $parent_id, \DateTimeImmutable $now, int $limit ): array {
		global $wpdb;
		$table = Tables::event_index();
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT event_id, start_utc, end_utc FROM {$table} WHERE parent_id = %d AND is_draft = 0 AND end_utc >= %s ORDER BY start_utc ASC, event_id ASC LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$parent_id,
				$now->setTimezone( new \DateTimeZone( 'UTC' ) )->format( self::DATETIME ),
				$limit
			),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ): array => array(
				'event_id'  => (int) $row['event_id'],
				'start_utc' => (string) $row['start_utc'],
				'end_utc'   => (string) $row['end_utc'],
			),
			$rows ?: array()
		);
	}

	/**
	 * Published events and series that have not ended, soonest first: one row
	 * per single event or series (its parent row spans every occurrence).
	 *
	 * @param \DateTimeImmutable $now      The moment (UTC).
	 * @param int                $limit    Most rows.
	 * @param int                $term_id  Only events in this category or tag (0 for all).
	 * @return list<int> Event ids.
	 */
	public function upcoming_top_level( \DateTimeImmutable $now, int $limit, int $term_id = 0 ): array {
		global $wpdb;
		$table = Tables::event_index();
		$join  = $term_id > 0 ? $wpdb->prepare( "INNER JOIN {$wpdb->term_relationships} AS r ON r.object_id = i.event_id INNER JOIN {$wpdb->term_taxonomy} AS t ON t.term_taxonomy_id = r.term_taxonomy_id AND t.term_id = %d", $term_id ) : '';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names; $join was prepared above.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT i.event_id FROM {$table} AS i {$join} WHERE i.parent_id = 0 AND i.is_draft = 0 AND i.end_utc >= %s ORDER BY i.start_utc ASC, i.event_id ASC LIMIT %d",
				$now->setTimezone( new \DateTimeZone( 'UTC' ) )->format( self::DATETIME ),
				$limit
			)
		);
		// phpcs:enable
		return array_map( 'intval', $ids ?: array() );
	}

	/**
	 * Ids and total of the events matching a query, newest start first.
	 *
	 * @param EventQuery $query The filters and page.
	 * @return array{ids: list<int>, total: int}
	 */
	public function search( EventQuery $query ): array {
		global $wpdb;
		list( $where, $params ) = $this->where( $query );
		$index = Tables::event_index();
		// Rows exist only for events that are not trashed, so posts are joined only to search titles.
		$from = '' === $query->search ? "{$index} AS i" : "{$index} AS i INNER JOIN {$wpdb->posts} AS p ON p.ID = i.event_id";

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- $where holds only placeholders; values are in $params.
		$count = static fn(): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$from} WHERE {$where}", $params ) );
		$total = $this->counts_stored_values_only( $query ) ? $this->totals->rows( $query->status->is_draft, $count ) : $count();
		$ids   = $total > 0 ? $wpdb->get_col(
			$wpdb->prepare(
				"SELECT i.event_id FROM {$from} WHERE {$where} ORDER BY i.start_utc DESC, i.event_id DESC LIMIT %d OFFSET %d",
				array_merge( $params, array( $query->per_page, ( $query->paged - 1 ) * $query->per_page ) )
			)
		) : array();
		// phpcs:enable

		return array(
			'ids'   => array_map( 'intval', $ids ),
			'total' => $total,
		);
	}

	/**
	 * Whether a query's total depends only on stored values (the draft flag),
	 * not on the clock, a date range or a search: such totals are remembered.
	 *
	 * @param EventQuery $query The filters.
	 */
	private function counts_stored_values_only( EventQuery $query ): bool {
		$filter = $query->status;
		return '' === $query->search
			&& null === $query->range_start
			&& null === $query->range_end
			&& null === $filter->start_before
			&& null === $filter->start_after
			&& null === $filter->end_before
			&& null === $filter->end_after;
	}

	/**
	 * The WHERE clause (with placeholders) and its values for a query.
	 *
	 * @param EventQuery $query The filters.
	 * @return array{0: string, 1: list<int|string>}
	 */
	private function where( EventQuery $query ): array {
		global $wpdb;
		$where  = array( '1=1' );
		$params = array();
		$filter = $query->status;

		if ( null !== $filter->is_draft ) {
			$where[]  = 'i.is_draft = %d';
			$params[] = $filter->is_draft ? 1 : 0;
		}
		$bounds = array(
			array( 'i.start_utc', '<=', $filter->start_before ),
			array( 'i.start_utc', '>', $filter->start_after ),
			array( 'i.end_utc', '<', $filter->end_before ),
			array( 'i.end_utc', '>=', $filter->end_after ),
			array( 'i.end_utc', '>=', $query->range_start ),
			array( 'i.start_utc', '<=', $query->range_end ),
		);
		foreach ( $bounds as list( $column, $operator, $moment ) ) {
			if ( null !== $moment ) {
				$where[]  = "{$column} {$operator} %s";
				$params[] = $moment->format( self::DATETIME );
			}
		}
		if ( '' !== $query->search ) {
			$where[]  = 'p.post_title LIKE %s';
			$params[] = '%' . $wpdb->esc_like( $query->search ) . '%';
		}
		return array( implode( ' AND ', $where ), $params );
	}
}
