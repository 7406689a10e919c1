<?php
/**
 * One author's own events, for the vendor event form.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * A vendor's top-level events in any status but the trash, newest first. A
 * vendor has few events, so the post table (indexed by type, status, date
 * and author) answers directly.
 */
final class VendorEventFinder {

	/** Statuses the vendor sees. */
	private const STATUSES = array( 'publish', 'future', 'pending', 'draft', 'private' );

	/**
	 * A page of an author's events.
	 *
	 * @param int $author_id Author.
	 * @param int $paged     Page from 1.
	 * @param int $per_page  Events per page.
	 * @return array{ids: list<int>, total: int}
	 */
	public function find( int $author_id, int $paged, int $per_page ): array {
		if ( $author_id <= 0 ) {
			return array(
				'ids'   => array(),
				'total' => 0,
			);
		}
		$query = new \WP_Query(
			array(
				'post_type'              => PostTypes::EVENT,
				'post_status'            => self::STATUSES,
				'author'                 => $author_id,
				'post_parent'            => 0,
				'orderby'                => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'posts_per_page'         => $per_page,
				'paged'                  => max( 1, $paged ),
				'fields'                 => 'ids',
				'ignore_sticky_posts'    => true,
				'update_post_term_cache' => false,
			)
		);
		return array(
			'ids'   => array_map( 'intval', $query->posts ),
			'total' => (int) $query->found_posts,
		);
	}
}
