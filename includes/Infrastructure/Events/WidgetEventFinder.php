<?php
/**
 * The events a list widget shows: published, filtered by status and terms, in the order asked.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Event\StatusRules;
use Eventsmith\Domain\Widget\WidgetParams;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the event index: one row per single event or series (a series' parent
 * row spans all its occurrences), published posts only, never drafts, private
 * or scheduled ones. Every value reaches SQL through placeholders; order and
 * direction come from WidgetParams' closed lists.
 */
final class WidgetEventFinder {

	/** ORDER BY of each WidgetParams orderby value. */
	private const ORDER_COLUMNS = array(
		'title'      => 'p.post_title',
		'ID'         => 'p.ID',
		'post_date'  => 'p.post_date',
		'name'       => 'p.post_name',
		'start_date' => 'i.start_utc',
		'end_date'   => 'i.end_utc',
	);

	/**
	 * Event ids matching the parameters, at most `$params->limit`.
	 *
	 * @param WidgetParams            $params Clamped parameters.
	 * @param \DateTimeImmutable|null $now    The moment statuses are judged at (now by default).
	 * @return list<int>
	 */
	public function ids( WidgetParams $params, ?\DateTimeImmutable $now = null ): array {
		global $wpdb;
		$now    = $now ?? new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		$filter = StatusRules::filter_for( 'expire' === $params->status ? 'past' : $params->status, $now );
		$where  = array( 'i.parent_id = 0', 'i.is_draft = 0', "p.post_status = 'publish'" );
		$values = array();
		foreach ( array(
			array( 'i.start_utc <= %s', $filter->start_before ),
			array( 'i.start_utc > %s', $filter->start_after ),
			array( 'i.end_utc < %s', $filter->end_before ),
			array( 'i.end_utc >= %s', $filter->end_after ),
		) as list( $condition, $moment ) ) {
			if ( null !== $moment ) {
				$where[]  = $condition;
				$values[] = $moment->format( 'Y-m-d H:i:s' );
			}
		}
		foreach ( array( Taxonomies::CATEGORY => $params->categories, Taxonomies::TAG => $params->tags ) as $taxonomy => $terms ) {
			if ( array() === $terms ) {
				continue;
			}
			$taxonomy_ids = $this->term_taxonomy_ids( $taxonomy, $terms );
			if ( array() === $taxonomy_ids ) {
				return array();
			}
			$where[] = "EXISTS ( SELECT 1 FROM {$wpdb->term_relationships} AS r WHERE r.object_id = i.event_id AND r.term_taxonomy_id IN ( " . implode( ', ', array_fill( 0, count( $taxonomy_ids ), '%d' ) ) . ' ) )';
			array_push( $values, ...$taxonomy_ids );
		}
		$column   = self::ORDER_COLUMNS[ $params->orderby ] ?? 'p.ID';
		$order    = 'ASC' === $params->order ? 'ASC' : 'DESC';
		$index    = Tables::event_index();
		$values[] = $params->limit;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table and column names from constants; every value is a placeholder.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT i.event_id FROM {$index} AS i INNER JOIN {$wpdb->posts} AS p ON p.ID = i.event_id WHERE " . implode( ' AND ', $where ) . " ORDER BY {$column} {$order}, i.event_id {$order} LIMIT %d",
				$values
			)
		);
		// phpcs:enable
		return array_map( 'intval', $ids ?: array() );
	}

	/**
	 * The term_taxonomy ids of terms given by id or slug (unknown ones left out).
	 *
	 * @param string           $taxonomy Taxonomy.
	 * @param list<int|string> $terms    Ids or slugs.
	 * @return list<int>
	 */
	private function term_taxonomy_ids( string $taxonomy, array $terms ): array {
		$ids = array();
		foreach ( $terms as $term ) {
			$found = get_term_by( is_int( $term ) ? 'id' : 'slug', (string) $term, $taxonomy );
			if ( $found instanceof \WP_Term ) {
				$ids[] = (int) $found->term_taxonomy_id;
			}
		}
		return $ids;
	}
}
