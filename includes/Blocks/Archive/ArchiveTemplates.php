<?php
/**
 * Block templates the plugin gives block themes for the event archives.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Archive;

use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventArchiveQuery;

defined( 'ABSPATH' ) || exit;

/**
 * Offers `archive-eventsmith_event`, `taxonomy-eventsmith_category` and
 * `taxonomy-eventsmith_tag` (a card grid of the main query) through the
 * block-template filters of WordPress 6.5; a theme's own template of the same
 * slug, or one saved in the site editor, wins.
 */
final class ArchiveTemplates {

	private const SOURCE = 'eventsmith';

	/**
	 * Constructor.
	 *
	 * @param string $file The template markup file.
	 */
	public function __construct( private string $file ) {}

	/**
	 * Hooks the template filters.
	 */
	public function register_hooks(): void {
		add_filter( 'get_block_templates', array( $this, 'add' ), 10, 3 );
		add_filter( 'pre_get_block_file_template', array( $this, 'by_id' ), 10, 3 );
		add_filter( 'get_the_archive_title', array( $this, 'past_title' ) );
	}

	/**
	 * Titles of the templates by slug.
	 *
	 * @return array<string, string>
	 */
	private function slugs(): array {
		return array(
			'archive-' . PostTypes::EVENT         => __( 'Events archive', 'eventsmith' ),
			'taxonomy-' . Taxonomies::CATEGORY    => __( 'Event category archive', 'eventsmith' ),
			'taxonomy-' . Taxonomies::TAG         => __( 'Event tag archive', 'eventsmith' ),
		);
	}

	/**
	 * Adds the plugin's templates that the theme lacks.
	 *
	 * @param \WP_Block_Template[] $templates Found templates.
	 * @param array<string, mixed> $query     The query (slug__in, post_type…).
	 * @param string               $type      wp_template or wp_template_part.
	 * @return \WP_Block_Template[]
	 */
	public function add( $templates, $query, $type ): array {
		$templates = is_array( $templates ) ? $templates : array();
		if ( 'wp_template' !== $type || ! wp_is_block_theme() ) {
			return $templates;
		}
		$present = array();
		foreach ( $templates as $template ) {
			$present[ $template->slug ] = true;
		}
		$wanted = isset( $query['slug__in'] ) && is_array( $query['slug__in'] ) ? $query['slug__in'] : null;
		foreach ( array_keys( $this->slugs() ) as $slug ) {
			if ( isset( $present[ $slug ] ) || ( null !== $wanted && ! in_array( $slug, $wanted, true ) ) || ( ! empty( $query['post_type'] ) ) ) {
				continue;
			}
			$templates[] = $this->template( $slug );
		}
		return $templates;
	}

	/**
	 * Finds a plugin template by its id (site editor).
	 *
	 * @param \WP_Block_Template|null $template Template found so far.
	 * @param string                  $id       Template id "source//slug".
	 * @param string                  $type     wp_template or wp_template_part.
	 */
	public function by_id( $template, $id, $type ) {
		if ( null !== $template || 'wp_template' !== $type ) {
			return $template;
		}
		$parts = explode( '//', (string) $id, 2 );
		return 2 === count( $parts ) && self::SOURCE === $parts[0] && isset( $this->slugs()[ $parts[1] ] ) ? $this->template( $parts[1] ) : $template;
	}

	/**
	 * "Past events" as the archive title of /events/past/.
	 *
	 * @param string $title Archive title.
	 */
	public function past_title( $title ): string {
		return get_query_var( EventArchiveQuery::PAST_VAR ) && is_post_type_archive( PostTypes::EVENT ) ? __( 'Past events', 'eventsmith' ) : (string) $title;
	}

	/**
	 * Builds a template object.
	 *
	 * @param string $slug Template slug.
	 */
	private function template( string $slug ): \WP_Block_Template {
		$template                 = new \WP_Block_Template();
		$template->id             = self::SOURCE . '//' . $slug;
		$template->theme          = self::SOURCE;
		$template->slug           = $slug;
		$template->type           = 'wp_template';
		$template->source         = 'plugin';
		$template->origin         = 'plugin';
		$template->title          = $this->slugs()[ $slug ];
		$template->description    = __( 'Upcoming events by date, with date, place and image.', 'eventsmith' );
		$template->status         = 'publish';
		$template->has_theme_file = false;
		$template->is_custom      = false;
		$template->author         = 0;
		$template->content        = $this->content();
		return $template;
	}

	/**
	 * The template markup with the texts of the current page (upcoming or past).
	 */
	private function content(): string {
		$markup = (string) file_get_contents( $this->file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
		$past   = (bool) get_query_var( EventArchiveQuery::PAST_VAR );
		$empty  = $past ? esc_html__( 'No past events.', 'eventsmith' ) : esc_html__( 'No upcoming events.', 'eventsmith' );
		$switch = $past
			? '<a href="' . esc_url( get_post_type_archive_link( PostTypes::EVENT ) ) . '">' . esc_html__( 'Upcoming events →', 'eventsmith' ) . '</a>'
			: '<a href="' . esc_url( EventArchiveQuery::past_url() ) . '">' . esc_html__( 'Past events →', 'eventsmith' ) . '</a>';
		return strtr(
			$markup,
			array(
				'{{empty}}'  => $empty,
				'{{switch}}' => $switch,
			)
		);
	}
}
