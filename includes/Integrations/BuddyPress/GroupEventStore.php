<?php
/**
 * Which events belong to which community group.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

use Eventsmith\Domain\Community\GroupEventListRequest;
use Eventsmith\Domain\Event\StatusRules;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * An event belongs to at most one group, kept in the post meta
 * `_eventsmith_bp_group` (assigning it again moves it). Lists read the event
 * index (dates, status) joined with that meta: one bounded query.
 */
final class GroupEventStore {

	public const META = '_eventsmith_bp_group';

	/** Most events one list shows. */
	public const LIMIT = 50;

	/**
	 * Assigns an event to a group.
	 *
	 * @param int $event_id Event id.
	 * @param int $group_id Group id.
	 */
	public function assign( int $event_id, int $group_id ): void {
		update_post_meta( $event_id, self::META, $group_id );
		/**
		 * Fires after an event was assigned to a community group.
		 *
		 * @param int $event_id Event id.
		 * @param int $group_id Group id.
		 */
		do_action( 'eventsmith_group_event_assigned', $event_id, $group_id );
	}

	/**
	 * The group an event belongs to (0: none).
	 *
	 * @param int $event_id Event id.
	 */
	public function group_of( int $event_id ): int {
		return (int) get_post_meta( $event_id, self::META, true );
	}

	/**
	 * Ids of the group's top-level events (or, for `own_profile`, of the
	 * author's), soonest first.
	 *
	 * @param GroupEventListRequest $request     Filters.
	 * @param bool                  $with_drafts Whether drafts are listed too.
	 * @param \DateTimeImmutable    $now         The moment status filters compare with.
	 * @param int                   $author      For `own_profile`: the author whose events are listed.
	 * @return list<int>
	 */
	public function ids( GroupEventListRequest $request, bool $with_drafts, \DateTimeImmutable $now, int $author = 0 ): array {
		global $wpdb;
		$index    = Tables::event_index();
		$statuses = $with_drafts ? "'publish','draft','pending'" : "'publish'";
		$where    = array( 'i.parent_id = 0', 'p.post_type = %s', "p.post_status IN ({$statuses})" );
		$params   = array( PostTypes::EVENT );
		if ( $request->own_profile ) {
			$where[]  = 'p.post_author = %d';
			$params[] = $author;
		} else {
			$where[]  = "EXISTS ( SELECT 1 FROM {$wpdb->postmeta} AS m WHERE m.post_id = p.ID AND m.meta_key = %s AND m.meta_value = %s )";
			$params[] = self::META;
			$params[] = (string) $request->group_id;
		}
		if ( ! $with_drafts ) {
			$where[] = "p.post_password = ''";
		}
		$filter = StatusRules::filter_for( $request->index_status(), $now );
		foreach ( array( array( 'i.start_utc <= %s', $filter->start_before ), array( 'i.start_utc > %s', $filter->start_after ), array( 'i.end_utc < %s', $filter->end_before ), array( 'i.end_utc >= %s', $filter->end_after ) ) as list( $condition, $moment ) ) {
			if ( null !== $moment ) {
				$where[]  = $condition;
				$params[] = $moment->format( 'Y-m-d H:i:s' );
			}
		}
		if ( $request->category > 0 ) {
			$term = get_term( $request->category, Taxonomies::CATEGORY );
			if ( ! $term instanceof \WP_Term ) {
				return array();
			}
			$where[]  = "EXISTS ( SELECT 1 FROM {$wpdb->term_relationships} AS tr WHERE tr.object_id = p.ID AND tr.term_taxonomy_id = %d )";
			$params[] = (int) $term->term_taxonomy_id;
		}
		if ( '' !== $request->query ) {
			$where[]  = 'p.post_title LIKE %s';
			$params[] = '%' . $wpdb->esc_like( $request->query ) . '%';
		}
		$params[] = self::LIMIT;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- table names, fixed conditions and placeholders only; values are in $params.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$index} AS i INNER JOIN {$wpdb->posts} AS p ON p.ID = i.event_id WHERE " . implode( ' AND ', $where ) . ' ORDER BY i.start_utc ASC, p.ID ASC LIMIT %d',
				$params
			)
		);
		// phpcs:enable
		return array_map( 'intval', is_array( $ids ) ? $ids : array() );
	}
}
