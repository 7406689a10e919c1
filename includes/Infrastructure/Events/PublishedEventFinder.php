<?php
/**
 * Published events for public widgets: filtered by term and status, in the widget's order.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Event\StatusRules;
use Eventsmith\Domain\Widget\WidgetParams;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the event index joined to the posts: only published, unprotected events; a recurring
 * series shows once (its own row spans every occurrence). Never drafts, never post meta queries.
 */
final class PublishedEventFinder {

	/**
	 * Widget orderby values and the indexed column each one sorts by (closed list).
	 */
	private const COLUMNS = array(
		'title'      => 'p.post_title',
		'ID'         => 'i.event_id',
		'post_date'  => 'p.post_date',
		'name'       => 'p.post_name',
		'start_date' => 'i.start_utc',
		'end_date'   => 'i.end_utc',
	);

	/**
	 * Ids of the events a widget shows.
	 *
	 * @param WidgetParams $params Clamped filters and order.
	 * @param int          $limit  Most events.
	 * @return list<int>
	 */
	public function ids( WidgetParams $params, int $limit ): array {
		global $wpdb;
		$index  = Tables::event_index();
		$where  = array( 'i.is_draft = 0', 'i.parent_id = 0', "p.post_status = 'publish'", "p.post_password = ''", 'p.post_type = %s' );
		$values = array( PostTypes::EVENT );

		$filter = StatusRules::filter_for( 'expire' === $params->status ? 'past' : $params->status, new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) );
		$bounds = array(
			array( 'i.start_utc <= %s', $filter->start_before ),
			array( 'i.start_utc > %s', $filter->start_after ),
			array( 'i.end_utc < %s', $filter->end_before ),
			array( 'i.end_utc >= %s', $filter->end_after ),
		);
		foreach ( $bounds as list( $condition, $moment ) ) {
			if ( null !== $moment ) {
				$where[]  = $condition;
				$values[] = $moment->format( 'Y-m-d H:i:s' );
			}
		}
		foreach ( array( Taxonomies::CATEGORY => $params->categories, Taxonomies::TAG => $params->tags ) as $taxonomy => $wanted ) {
			if ( array() === $wanted ) {
				continue;
			}
			$terms = $this->term_taxonomy_ids( $taxonomy, $wanted );
			if ( array() === $terms ) {
				return array();
			}
			$where[] = "EXISTS ( SELECT 1 FROM {$wpdb->term_relationships} AS tr WHERE tr.object_id = i.event_id AND tr.term_taxonomy_id IN (" . implode( ',', array_fill( 0, count( $terms ), '%d' ) ) . ') )';
			$values  = array_merge( $values, $terms );
		}
		$column   = self::COLUMNS[ $params->orderby ] ?? 'i.event_id';
		$order    = 'ASC' === $params->order ? 'ASC' : 'DESC';
		$values[] = max( 1, $limit );

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table names, a column and a direction from closed lists, placeholders; values are in $values.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT i.event_id FROM {$index} AS i INNER JOIN {$wpdb->posts} AS p ON p.ID = i.event_id
				WHERE " . implode( ' AND ', $where ) . " ORDER BY {$column} {$order}, i.event_id {$order} LIMIT %d",
				$values
			)
		);
		// phpcs:enable
		return array_map( 'intval', is_array( $ids ) ? $ids : array() );
	}

	/**
	 * Term-taxonomy ids of the named terms (ids or slugs) and, for categories, their sub-categories.
	 *
	 * @param string           $taxonomy Taxonomy.
	 * @param list<int|string> $wanted   Term ids or slugs.
	 * @return list<int>
	 */
	private function term_taxonomy_ids( string $taxonomy, array $wanted ): array {
		$ids = array();
		foreach ( $wanted as $one ) {
			$term = is_int( $one ) ? get_term( $one, $taxonomy ) : get_term_by( 'slug', $one, $taxonomy );
			if ( ! $term instanceof \WP_Term ) {
				continue;
			}
			$ids[]    = (int) $term->term_taxonomy_id;
			$children = is_taxonomy_hierarchical( $taxonomy ) ? get_term_children( $term->term_id, $taxonomy ) : array();
			foreach ( is_array( $children ) ? $children : array() as $child ) {
				$child_term = get_term( (int) $child, $taxonomy );
				if ( $child_term instanceof \WP_Term ) {
					$ids[] = (int) $child_term->term_taxonomy_id;
				}
			}
		}
		return array_values( array_unique( $ids ) );
	}
}
