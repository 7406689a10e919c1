<?php
/**
 * Stored embed scripts: a name and the shortcode it shows on other sites.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Embed;

defined( 'ABSPATH' ) || exit;

/**
 * Each record is a post of a private type (no public pages, no REST of its
 * own): the title holds the name, the content the shortcode.
 */
final class EmbedScripts {

	public const POST_TYPE = 'eventsmith_embed';

	/**
	 * Registers the post type.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
	}

	/**
	 * The post type: hidden everywhere, reached only through this class.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'               => __( 'Embed scripts', 'eventsmith' ),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => false,
				'show_in_rest'        => false,
				'rewrite'             => false,
				'query_var'           => false,
				'supports'            => array( 'title' ),
			)
		);
	}

	/**
	 * Stores a record.
	 *
	 * @param string $name      Name shown in the list.
	 * @param string $shortcode A checked shortcode.
	 * @return int The record id (0 when WordPress could not store it).
	 */
	public function create( string $name, string $shortcode ): int {
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => self::POST_TYPE,
					'post_status'  => 'publish',
					'post_title'   => $name,
					'post_content' => $shortcode,
				)
			),
			true
		);
		return is_wp_error( $id ) ? 0 : (int) $id;
	}

	/**
	 * A record by id.
	 *
	 * @param int $id Record id.
	 * @return array{id: int, post_name: string, shortcode: string, created: string}|null
	 */
	public function find( int $id ): ?array {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		return self::to_array( $post );
	}

	/**
	 * Every record, newest first.
	 *
	 * @return list<array{id: int, post_name: string, shortcode: string, created: string}>
	 */
	public function all(): array {
		$posts = get_posts(
			array(
				'post_type'        => self::POST_TYPE,
				'post_status'      => 'publish',
				'numberposts'      => 200,
				'orderby'          => 'ID',
				'order'            => 'DESC',
				'suppress_filters' => true,
			)
		);
		return array_values( array_map( array( self::class, 'to_array' ), $posts ) );
	}

	/**
	 * Deletes a record for good; false when there was none.
	 *
	 * @param int $id Record id.
	 */
	public function delete( int $id ): bool {
		return null !== $this->find( $id ) && false !== wp_delete_post( $id, true ) && null === get_post( $id );
	}

	/**
	 * The fields of a record.
	 *
	 * @param \WP_Post $post Stored post.
	 * @return array{id: int, post_name: string, shortcode: string, created: string}
	 */
	private static function to_array( \WP_Post $post ): array {
		return array(
			'id'        => (int) $post->ID,
			'post_name' => (string) $post->post_title,
			'shortcode' => (string) $post->post_content,
			'created'   => (string) get_post_time( DATE_ATOM, true, $post ),
		);
	}
}
