<?php
/**
 * Finding, paging and trashing the posts of one of the plugin's post types.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Content;

use Eventsmith\Domain\DomainError;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * What every repository over a post type needs: a post of the right type or a
 * not-found error, a page of posts with the total, and trashing a list of ids
 * that are checked all together first. Trashed posts count as gone.
 */
final class PostStore {

	/**
	 * Statuses that count as existing.
	 */
	public const LIVE_STATUSES = array( 'publish', 'future', 'draft', 'pending', 'private' );

	/**
	 * Constructor.
	 *
	 * @param string                         $post_type Post type.
	 * @param \Closure(string): DomainError $not_found Builds the error for a missing id; gets the field at fault.
	 */
	public function __construct( private string $post_type, private \Closure $not_found ) {}

	/**
	 * A post of this type.
	 *
	 * @param int    $id    Post id.
	 * @param string $field Input field to name when it is missing.
	 * @throws DomainError When there is no such post of this type (or it is in the trash).
	 */
	public function get( int $id, string $field = 'id' ): WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || $this->post_type !== $post->post_type || ! in_array( $post->post_status, self::LIVE_STATUSES, true ) ) {
			throw ( $this->not_found )( $field );
		}
		return $post;
	}

	/**
	 * Which of these ids are posts of this type, in one query.
	 *
	 * @param list<int> $ids Post ids.
	 * @return list<int>
	 */
	public function existing( array $ids ): array {
		if ( array() === $ids ) {
			return array();
		}
		$query = new WP_Query(
			array(
				'post_type'              => $this->post_type,
				'post_status'            => self::LIVE_STATUSES,
				'post__in'               => $ids,
				'posts_per_page'         => count( $ids ),
				'fields'                 => 'ids',
				'no_found_rows'          => true,
				'ignore_sticky_posts'    => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		return array_map( 'intval', $query->posts );
	}

	/**
	 * One page of posts and the number of all matches.
	 *
	 * @param array<string, mixed> $args     More WP_Query arguments (filters, order; a narrower post_status).
	 * @param int                  $paged    Page from 1.
	 * @param int                  $per_page Posts per page.
	 * @return array{posts: list<WP_Post>, total: int}
	 */
	public function page( array $args, int $paged, int $per_page ): array {
		$query = new WP_Query(
			array(
				'post_type'           => $this->post_type,
				'post_status'         => $args['post_status'] ?? self::LIVE_STATUSES,
				'paged'               => max( 1, $paged ),
				'posts_per_page'      => max( 1, $per_page ),
				'ignore_sticky_posts' => true,
			) + $args
		);
		return array(
			'posts' => array_values( $query->posts ),
			'total' => (int) $query->found_posts,
		);
	}

	/**
	 * Moves posts to the trash; when one id is not a post of this type, nothing moves.
	 *
	 * @param list<int> $ids   Post ids.
	 * @param string    $field Input field to name when one is missing.
	 * @return list<int> The ids trashed.
	 * @throws DomainError When an id is not a post of this type.
	 */
	public function trash( array $ids, string $field = 'ids' ): array {
		$ids = array_values( array_unique( $ids ) );
		if ( count( $this->existing( $ids ) ) !== count( $ids ) ) {
			throw ( $this->not_found )( $field );
		}
		foreach ( $ids as $id ) {
			wp_trash_post( $id );
		}
		return $ids;
	}
}
