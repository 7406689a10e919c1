<?php
/**
 * The plugin's post types.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Content;

use Eventsmith\Infrastructure\Settings\EventsSlug;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Events, schedules, speakers and templates are WordPress posts, so revisions,
 * trash, permalinks, search and export keep working. They are edited in the
 * Eventsmith dashboard, so WordPress's own list screens stay hidden.
 */
final class PostTypes {

	public const EVENT    = 'eventsmith_event';
	public const SCHEDULE = 'eventsmith_schedule';
	public const SPEAKER  = 'eventsmith_speaker';
	public const TEMPLATE = 'eventsmith_template';

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings (the events archive slug).
	 */
	public function __construct( private SettingsRepository $settings = new SettingsRepository() ) {}

	/**
	 * Registers the post types on `init`.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'register' ), 5 );
	}

	/**
	 * Registers every post type.
	 */
	public function register(): void {
		register_post_type(
			self::EVENT,
			array(
				'labels'       => array(
					'name'          => __( 'Events', 'eventsmith' ),
					'singular_name' => __( 'Event', 'eventsmith' ),
				),
				'public'       => true,
				'show_ui'      => false,
				'show_in_rest' => false,
				'has_archive'  => true,
				'hierarchical' => false,
				'rewrite'      => array(
					'slug'       => EventsSlug::of( $this->settings->all() ),
					'with_front' => false,
				),
				'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail', 'revisions', 'author', 'custom-fields' ),
			)
		);
		register_post_type(
			self::SCHEDULE,
			array(
				'labels'       => array(
					'name'          => __( 'Schedules', 'eventsmith' ),
					'singular_name' => __( 'Schedule', 'eventsmith' ),
				),
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => false,
				'supports'     => array( 'title', 'revisions', 'custom-fields' ),
			)
		);
		register_post_type(
			self::SPEAKER,
			array(
				'labels'       => array(
					'name'          => __( 'Speakers', 'eventsmith' ),
					'singular_name' => __( 'Speaker', 'eventsmith' ),
				),
				'public'       => true,
				'show_ui'      => false,
				'show_in_rest' => false,
				'has_archive'  => false,
				'rewrite'      => array(
					'slug'       => _x( 'speakers', 'URL slug', 'eventsmith' ),
					'with_front' => false,
				),
				'supports'     => array( 'title', 'editor', 'thumbnail', 'revisions', 'custom-fields' ),
			)
		);
		register_post_type(
			self::TEMPLATE,
			array(
				'labels'       => array(
					'name'          => __( 'Templates', 'eventsmith' ),
					'singular_name' => __( 'Template', 'eventsmith' ),
				),
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => false,
				'supports'     => array( 'title', 'editor', 'revisions', 'custom-fields' ),
			)
		);
	}
}
