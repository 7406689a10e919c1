<?php
/**
 * The event index table: one row per event or recurrence occurrence.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Event\StatusFilter;
use Eventsmith\Infrastructure\Database\Migrations\CreateEventTitleGramsTable;
use Eventsmith\Infrastructure\Database\Migrator;
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
	 * @param EventIndexTotals $totals  Remembered row counts.
	 * @param EventTitleGrams  $grams   Title grams (search).
	 * @param LongestEvent     $longest The longest event's length (date-range reads).
	 */
	public function __construct(
		private EventIndexTotals $totals = new EventIndexTotals(),
		private EventTitleGrams $grams = new EventTitleGrams(),
		private LongestEvent $longest = new LongestEvent()
	) {}

	/**
	 * Writes (or replaces) the row of one event.
	 *
	 * @param int                $event_id  Event post id.
	 * @param int                $parent_id Recurring parent id, 0 for a top-level event.
	 * @param \DateTimeImmutable $start_utc Start in UTC.
	 * @param \DateTimeImmutable $end_utc   End in UTC.
	 * @param string             $timezone  The event's timezone.
	 * @param bool               $is_draft  Whether the event is not published.
	 * @param string             $title     The event's stored title (its grams serve the title search).
	 * @param bool               $spans_series Whether the row is a series' own (it spans all its dates).
	 */
	public function put( int $event_id, int $parent_id, \DateTimeImmutable $start_utc, \DateTimeImmutable $end_utc, string $timezone, bool $is_draft, string $title, bool $spans_series = false ): void {
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
		$this->grams->put( $event_id, $title );
		if ( ! $spans_series ) {
			// A series' own row spans all its dates; date-range reads show its occurrences instead.
			$this->longest->note( $start_utc, $end_utc );
		}
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
		$this->grams->remove( $event_id );
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
	 * Read in two short ranges instead of walking every event that ever
	 * started: rows that started after now minus the longest event's length
	 * (LongestEvent), and, before that, series still running, the only rows
	 * that can start so early and not have ended (found from their occurrences
	 * that have not ended, one row per series).
	 *
	 * @param \DateTimeImmutable $now      The moment (UTC).
	 * @param int                $limit    Most rows.
	 * @param int                $term_id  Only events in this category or tag (0 for all).
	 * @return list<int> Event ids.
	 */
	public function upcoming_top_level( \DateTimeImmutable $now, int $limit, int $term_id = 0 ): array {
		global $wpdb;
		$table  = Tables::event_index();
		$moment = $now->setTimezone( new \DateTimeZone( 'UTC' ) );
		$bound  = $this->longest->earliest_start_reaching( $moment );
		$join   = $term_id > 0 ? $wpdb->prepare( "INNER JOIN {$wpdb->term_relationships} AS r ON r.object_id = i.event_id INNER JOIN {$wpdb->term_taxonomy} AS t ON t.term_taxonomy_id = r.term_taxonomy_id AND t.term_id = %d", $term_id ) : '';
		$where  = $wpdb->prepare( 'i.parent_id = 0 AND i.is_draft = 0 AND i.end_utc >= %s', $moment->format( self::DATETIME ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table names; $join and $where were prepared above.
		$rows = array_merge(
			(array) $wpdb->get_results( $wpdb->prepare( "SELECT i.event_id, i.start_utc FROM {$table} AS i {$join} WHERE {$where} AND i.start_utc >= %s ORDER BY i.start_utc ASC, i.event_id ASC LIMIT %d", $bound, $limit ), ARRAY_A ),
			// Read from the series' future occurrences (the parent_id key alone), each series once, then its own row.
			(array) $wpdb->get_results( $wpdb->prepare( "SELECT STRAIGHT_JOIN i.event_id, i.start_utc FROM ( SELECT DISTINCT c.parent_id FROM {$table} AS c WHERE c.is_draft = 0 AND c.parent_id > 0 AND c.end_utc >= %s ) AS s INNER JOIN {$table} AS i ON i.event_id = s.parent_id {$join} WHERE {$where} AND i.start_utc < %s ORDER BY i.start_utc ASC, i.event_id ASC LIMIT %d", $moment->format( self::DATETIME ), $bound, $limit ), ARRAY_A )
		);
		// phpcs:enable
		usort( $rows, static fn( array $a, array $b ): int => array( $a['start_utc'], (int) $a['event_id'] ) <=> array( $b['start_utc'], (int) $b['event_id'] ) );
		return array_map( static fn( array $row ): int => (int) $row['event_id'], array_slice( $rows, 0, $limit ) );
	}

	/**
	 * Ids and total of the events matching a query, newest start first.
	 *
	 * @param EventQuery $query The filters and page.
	 * @return array{ids: list<int>, total: int}
	 */
	public function search( EventQuery $query ): array {
		global $wpdb;
		list( $from, $where, $params, $few ) = $this->unclocked( $query );
		list( $clock, $clock_params )        = $this->clocked( $query->status, 'i', null );
		$all_where                           = "{$where} AND {$clock}";
		$all_params                          = array_merge( $params, $clock_params );

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- $from holds table names, $where placeholders; values are in $params.
		if ( $few ) {
			// At most EventTitleGrams::MOST_CANDIDATES rows: one read gives the page and the total.
			$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT i.event_id FROM {$from} WHERE {$all_where} ORDER BY i.start_utc DESC, i.event_id DESC", $all_params ) ) ?: array() );
			return array(
				'ids'   => array_slice( $ids, ( $query->paged - 1 ) * $query->per_page, $query->per_page ),
				'total' => count( $ids ),
			);
		}
		// Without values the conditions hold no placeholder, and prepare() would complain.
		$count = static fn(): int => (int) $wpdb->get_var( array() === $all_params ? "SELECT COUNT(*) FROM {$from} WHERE {$all_where}" : $wpdb->prepare( "SELECT COUNT(*) FROM {$from} WHERE {$all_where}", $all_params ) ); // prepared-parts: table names and conditions without placeholders, or prepared.
		$total = $this->total( $query, $count, $from, $where, $params );
		$ids   = $total > 0 ? $wpdb->get_col(
			$wpdb->prepare(
				"SELECT i.event_id FROM {$from} WHERE {$all_where} ORDER BY i.start_utc DESC, i.event_id DESC LIMIT %d OFFSET %d",
				array_merge( $all_params, array( $query->per_page, ( $query->paged - 1 ) * $query->per_page ) )
			)
		) : array();
		// phpcs:enable

		return array(
			'ids'   => array_map( 'intval', $ids ),
			'total' => $total,
		);
	}

	/**
	 * The total of a query: remembered when it depends on stored values only;
	 * when it also depends on the clock, remembered with the moment it was
	 * counted at and brought to now by the rows whose start or end lies in
	 * between. A search the title grams narrow never gets here (its rows
	 * are few and counted as they are read); a search they do not narrow
	 * compares every title once, and its total is then remembered the same way.
	 *
	 * @param EventQuery        $query  The filters.
	 * @param callable(): int   $count  Counts every matching row.
	 * @param string            $from   Tables.
	 * @param string            $where  Conditions that do not depend on the clock.
	 * @param list<int|string>  $params Their values.
	 */
	private function total( EventQuery $query, callable $count, string $from, string $where, array $params ): int {
		$moment = $this->clock_moment( $query->status );
		if ( false === $moment ) {
			return $count();
		}
		if ( '' === $query->search && null === $moment && null === $query->range_start && null === $query->range_end ) {
			return $this->totals->rows( $query->status->is_draft, $count );
		}
		$key = md5(
			(string) wp_json_encode(
				array(
					$query->status->is_draft,
					null !== $query->status->start_before,
					null !== $query->status->start_after,
					null !== $query->status->end_before,
					null !== $query->status->end_after,
					$query->range_start?->format( self::DATETIME ),
					$query->range_end?->format( self::DATETIME ),
					$query->search,
				)
			)
		);
		$change = function ( \DateTimeImmutable $then, \DateTimeImmutable $now ) use ( $query, $from, $where, $params ): int {
			return $this->change( $query->status, $from, $where, $params, $then, $now );
		};
		return $this->totals->moving( $key, $moment ?? new \DateTimeImmutable( '@0' ), $count, $change );
	}

	/**
	 * How many more rows match at `$now` than at `$then`. Only a row whose
	 * start or end lies between the two moments can match at one and not the
	 * other, so only those rows are read (two ranges of the time keys).
	 *
	 * @param StatusFilter       $filter The status filter (its moments are replaced).
	 * @param string             $from   Tables.
	 * @param string             $where  Conditions that do not depend on the clock.
	 * @param list<int|string>   $params Their values.
	 * @param \DateTimeImmutable $then   The moment the remembered total was counted at.
	 * @param \DateTimeImmutable $now    The moment asked about.
	 */
	private function change( StatusFilter $filter, string $from, string $where, array $params, \DateTimeImmutable $then, \DateTimeImmutable $now ): int {
		global $wpdb;
		if ( $then == $now ) { // phpcs:ignore Universal.Operators.StrictComparisonOperator -- same moment, different objects.
			return 0;
		}
		$low                           = min( $then, $now )->format( self::DATETIME );
		$high                          = max( $then, $now )->format( self::DATETIME );
		list( $at_now, $now_params )   = $this->clocked( $filter, 'w', $now );
		list( $at_then, $then_params ) = $this->clocked( $filter, 'w', $then );
		$between                       = static fn( string $column ): string => "SELECT i.event_id, i.start_utc, i.end_utc FROM {$from} WHERE {$where} AND {$column} BETWEEN %s AND %s";
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- $from holds table names, the conditions placeholders; values are passed to prepare().
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT COALESCE(SUM({$at_now}), 0) - COALESCE(SUM({$at_then}), 0) FROM (" . $between( 'i.start_utc' ) . ' UNION ' . $between( 'i.end_utc' ) . ') AS w',
				array_merge( $now_params, $then_params, $params, array( $low, $high ), $params, array( $low, $high ) )
			)
		);
		// phpcs:enable
	}

	/**
	 * The one moment every clock condition of a status filter compares with:
	 * null when it has none, false when they differ (then totals are counted).
	 *
	 * @param StatusFilter $filter The status filter.
	 * @return \DateTimeImmutable|null|false
	 */
	private function clock_moment( StatusFilter $filter ): \DateTimeImmutable|null|false {
		$moments = array_filter( array( $filter->start_before, $filter->start_after, $filter->end_before, $filter->end_after ) );
		$moment  = null;
		foreach ( $moments as $candidate ) {
			if ( null !== $moment && $moment->format( self::DATETIME ) !== $candidate->format( self::DATETIME ) ) {
				return false;
			}
			$moment = $candidate;
		}
		return $moment;
	}

	/**
	 * The tables and the conditions of a query that do not depend on the
	 * clock (draft flag, date range, title search), with their values, and
	 * whether the title grams keep the matching rows few.
	 *
	 * @param EventQuery $query The filters.
	 * @return array{0: string, 1: string, 2: list<int|string>, 3: bool}
	 */
	private function unclocked( EventQuery $query ): array {
		global $wpdb;
		$index  = Tables::event_index();
		$where  = array( '1=1' );
		$params = array();
		if ( null !== $query->status->is_draft ) {
			$where[]  = 'i.is_draft = %d';
			$params[] = $query->status->is_draft ? 1 : 0;
		}
		foreach ( array( array( 'i.end_utc', '>=', $query->range_start ), array( 'i.start_utc', '<=', $query->range_end ) ) as list( $column, $operator, $moment ) ) {
			if ( null !== $moment ) {
				$where[]  = "{$column} {$operator} %s";
				$params[] = $moment->format( self::DATETIME );
			}
		}
		if ( '' === $query->search ) {
			// Rows exist only for events that are not trashed, so posts are joined only to search titles.
			return array( "{$index} AS i", implode( ' AND ', $where ), $params, false );
		}
		$candidates = $this->grams_ready() ? $this->grams->candidates( $query->search ) : null;
		if ( null !== $candidates ) {
			$where[] = array() === $candidates ? '0=1' : 'i.event_id IN (' . implode( ',', array_fill( 0, count( $candidates ), '%d' ) ) . ')';
			array_push( $params, ...$candidates );
		}
		// The database's comparison decides, with or without grams.
		$where[]  = 'p.post_title LIKE %s';
		$params[] = '%' . $wpdb->esc_like( $query->search ) . '%';
		return array( "{$index} AS i INNER JOIN {$wpdb->posts} AS p ON p.ID = i.event_id", implode( ' AND ', $where ), $params, null !== $candidates );
	}

	/**
	 * The clock conditions of a status filter, on the columns of `$alias`,
	 * comparing with their own moments or, when given, with `$moment`.
	 *
	 * @param StatusFilter            $filter The status filter.
	 * @param string                  $alias  Table alias.
	 * @param \DateTimeImmutable|null $moment Moment replacing the filter's own.
	 * @return array{0: string, 1: list<string>}
	 */
	private function clocked( StatusFilter $filter, string $alias, ?\DateTimeImmutable $moment ): array {
		$where  = array( '1=1' );
		$params = array();
		$bounds = array(
			array( 'start_utc', '<=', $filter->start_before ),
			array( 'start_utc', '>', $filter->start_after ),
			array( 'end_utc', '<', $filter->end_before ),
			array( 'end_utc', '>=', $filter->end_after ),
		);
		foreach ( $bounds as list( $column, $operator, $own ) ) {
			if ( null !== $own ) {
				$where[]  = "{$alias}.{$column} {$operator} %s";
				$params[] = ( $moment ?? $own )->format( self::DATETIME );
			}
		}
		return array( '(' . implode( ' AND ', $where ) . ')', $params );
	}

	/**
	 * Whether every indexed event has its title grams (schema 11 has run).
	 */
	private function grams_ready(): bool {
		return (int) get_option( Migrator::VERSION_OPTION, 0 ) >= CreateEventTitleGramsTable::VERSION;
	}
}
