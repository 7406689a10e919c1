<?php
/**
 * Published events for the events widgets and their public route, read from the event index.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Event\StatusRules;
use Eventsmith\Domain\Widget\EventListRequest;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One page of published, public (no password) events: each single event or series once (its
 * top-level index row, which spans a series), filtered by status, categories (with their
 * sub-categories) and tags, in the asked order. Two bounded queries: a count and the page.
 */
final class PublishedEventList {

	private const COLUMNS = array(
		'title'      => 'p.post_title',
		'ID'         => 'p.ID',
		'post_date'  => 'p.post_date',
		'name'       => 'p.post_name',
		'start_date' => 'i.start_utc',
		'end_date'   => 'i.end_utc',
	);

	/**
	 * The page's index rows and the number of matching events.
	 *
	 * @param EventListRequest   $request Filters, order and page.
	 * @param \DateTimeImmutable $now     The moment the status filter compares with.
	 * @return array{rows: list<array{event_id: int, start_utc: string, end_utc: string, timezone: string}>, total: int}
	 */
	public function page( EventListRequest $request, \DateTimeImmutable $now ): array {
		global $wpdb;
		$none = array(
			'rows'  => array(),
			'total' => 0,
		);
		$index  = Tables::event_index();
		$where  = array( 'i.parent_id = 0', 'i.is_draft = 0', "p.post_status = 'publish'", 'p.post_type = %s', "p.post_password = ''" );
		$params = array( PostTypes::EVENT );

		$filter = StatusRules::filter_for( $request->status_filter(), $now );
		$bounds = array(
			array( 'i.start_utc <= %s', $filter->start_before ),
			array( 'i.start_utc > %s', $filter->start_after ),
			array( 'i.end_utc < %s', $filter->end_before ),
			array( 'i.end_utc >= %s', $filter->end_after ),
		);
		foreach ( $bounds as list( $condition, $moment ) ) {
			if ( null !== $moment ) {
				$where[]  = $condition;
				$params[] = $moment->format( 'Y-m-d H:i:s' );
			}
		}
		foreach ( array( array( Taxonomies::CATEGORY, $request->categories ), array( Taxonomies::TAG, $request->tags ) ) as list( $taxonomy, $wanted ) ) {
			if ( array() === $wanted ) {
				continue;
			}
			$terms = $this->term_taxonomy_ids( $taxonomy, $wanted );
			if ( array() === $terms ) {
				return $none;
			}
			$where[] = "EXISTS ( SELECT 1 FROM {$wpdb->term_relationships} AS tr WHERE tr.object_id = i.event_id AND tr.term_taxonomy_id IN (" . implode( ',', array_fill( 0, count( $terms ), '%d' ) ) . ') )';
			$params  = array_merge( $params, $terms );
		}

		$from   = "{$index} AS i INNER JOIN {$wpdb->posts} AS p ON p.ID = i.event_id WHERE " . implode( ' AND ', $where );
		$column = self::COLUMNS[ $request->orderby ] ?? 'p.ID';
		$dir    = 'ASC' === $request->order ? 'ASC' : 'DESC';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table names, fixed columns and placeholders only; values are in $params.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$from}", $params ) );
		if ( $total <= $request->offset() ) {
			return array(
				'rows'  => array(),
				'total' => $total,
			);
		}
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT i.event_id, i.start_utc, i.end_utc, i.timezone FROM {$from} ORDER BY {$column} {$dir}, p.ID {$dir} LIMIT %d OFFSET %d",
				array_merge( $params, array( $request->per_page, $request->offset() ) )
			),
			ARRAY_A
		);
		// phpcs:enable
		$rows = array_map(
			static fn( array $row ): array => array(
				'event_id'  => (int) $row['event_id'],
				'start_utc' => (string) $row['start_utc'],
				'end_utc'   => (string) $row['end_utc'],
				'timezone'  => (string) $row['timezone'],
			),
			is_array( $rows ) ? $rows : array()
		);
		return array(
			'rows'  => $this->with_next_occurrences( $rows, $now ),
			'total' => $total,
		);
	}

	/**
	 * A series row spans all its occurrences; visitors want the next one. For the series among
	 * the rows, one query finds each one's next published occurrence that has not ended (a
	 * series that has ended keeps its span).
	 *
	 * @param list<array{event_id: int, start_utc: string, end_utc: string, timezone: string}> $rows Page rows.
	 * @param \DateTimeImmutable                                                               $now  The moment.
	 * @return list<array{event_id: int, start_utc: string, end_utc: string, timezone: string}>
	 */
	private function with_next_occurrences( array $rows, \DateTimeImmutable $now ): array {
		if ( array() === $rows ) {
			return $rows;
		}
		global $wpdb;
		$index  = Tables::event_index();
		$ids    = array_map( static fn( array $row ): int => $row['event_id'], $rows );
		$holes  = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$moment = $now->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table name and placeholders only.
		$next = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT o.parent_id, MIN(o.start_utc) AS start_utc, MIN(o.end_utc) AS end_utc FROM {$index} AS o
				INNER JOIN ( SELECT parent_id, MIN(start_utc) AS first_start FROM {$index} WHERE parent_id IN ({$holes}) AND is_draft = 0 AND end_utc >= %s GROUP BY parent_id ) AS n
				ON n.parent_id = o.parent_id AND o.start_utc = n.first_start WHERE o.is_draft = 0 GROUP BY o.parent_id",
				array_merge( $ids, array( $moment ) )
			),
			ARRAY_A
		);
		// phpcs:enable
		$by_parent = array();
		foreach ( is_array( $next ) ? $next : array() as $occurrence ) {
			$by_parent[ (int) $occurrence['parent_id'] ] = $occurrence;
		}
		foreach ( $rows as $i => $row ) {
			if ( isset( $by_parent[ $row['event_id'] ] ) ) {
				$rows[ $i ]['start_utc'] = (string) $by_parent[ $row['event_id'] ]['start_utc'];
				$rows[ $i ]['end_utc']   = (string) $by_parent[ $row['event_id'] ]['end_utc'];
			}
		}
		return $rows;
	}

	/**
	 * Term-taxonomy ids of the named terms (and, for categories, their sub-categories).
	 *
	 * @param string           $taxonomy Taxonomy.
	 * @param list<int|string> $wanted   Ids or slugs.
	 * @return list<int>
	 */
	private function term_taxonomy_ids( string $taxonomy, array $wanted ): array {
		$ids = array();
		foreach ( $wanted as $item ) {
			$term = is_int( $item ) || ctype_digit( $item ) ? get_term( (int) $item, $taxonomy ) : get_term_by( 'slug', $item, $taxonomy );
			if ( ! $term instanceof \WP_Term ) {
				continue;
			}
			$ids[] = (int) $term->term_taxonomy_id;
			if ( is_taxonomy_hierarchical( $taxonomy ) ) {
				$children = get_terms(
					array(
						'taxonomy'   => $taxonomy,
						'child_of'   => $term->term_id,
						'hide_empty' => false,
						'fields'     => 'tt_ids',
					)
				);
				$ids = array_merge( $ids, is_array( $children ) ? array_map( 'intval', $children ) : array() );
			}
		}
		return array_values( array_unique( $ids ) );
	}
}
