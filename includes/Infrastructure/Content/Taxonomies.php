<?php
/**
 * The plugin's taxonomies.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Event categories (hierarchical), event tags and speaker groups.
 */
final class Taxonomies {

	public const CATEGORY      = 'eventsmith_category';
	public const TAG           = 'eventsmith_tag';
	public const SPEAKER_GROUP = 'eventsmith_speaker_group';

	/**
	 * Registers the taxonomies on `init`, after the post types.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'register' ), 6 );
	}

	/**
	 * Registers every taxonomy.
	 */
	public function register(): void {
		register_taxonomy(
			self::CATEGORY,
			PostTypes::EVENT,
			array(
				'labels'       => array(
					'name'          => __( 'Event Categories', 'eventsmith' ),
					'singular_name' => __( 'Event Category', 'eventsmith' ),
				),
				'hierarchical' => true,
				'public'       => true,
				'show_ui'      => false,
				'show_in_rest' => false,
				'rewrite'      => array( 'slug' => _x( 'event-category', 'URL slug', 'eventsmith' ) ),
			)
		);
		register_taxonomy(
			self::TAG,
			PostTypes::EVENT,
			array(
				'labels'       => array(
					'name'          => __( 'Event Tags', 'eventsmith' ),
					'singular_name' => __( 'Event Tag', 'eventsmith' ),
				),
				'hierarchical' => false,
				'public'       => true,
				'show_ui'      => false,
				'show_in_rest' => false,
				'rewrite'      => array( 'slug' => _x( 'event-tag', 'URL slug', 'eventsmith' ) ),
			)
		);
		register_taxonomy(
			self::SPEAKER_GROUP,
			PostTypes::SPEAKER,
			array(
				'labels'       => array(
					'name'          => __( 'Speaker Groups', 'eventsmith' ),
					'singular_name' => __( 'Speaker Group', 'eventsmith' ),
				),
				'hierarchical' => false,
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => false,
			)
		);
	}
}
