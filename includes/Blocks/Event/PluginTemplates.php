<?php
/**
 * Single event and speaker pages on block themes: templates the plugin provides.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Offers the single event and speaker pages from the plugin's templates/ folder when the
 * theme has no template of that name (the archives: Blocks\Archive\ArchiveTemplates): a theme's
 * own file (or a copy edited in the Site Editor) always wins. WordPress 6.5
 * has no register_block_template(), so the templates join the list
 * get_block_templates() answers with.
 */
final class PluginTemplates {

	/**
	 * Constructor.
	 *
	 * @param string $folder The plugin's templates folder.
	 */
	public function __construct( private string $folder ) {}

	/**
	 * Template slug => title.
	 *
	 * @return array<string, string>
	 */
	private function templates(): array {
		return array(
			'single-' . PostTypes::EVENT   => __( 'Single Event', 'eventsmith' ),
			'single-' . PostTypes::SPEAKER => __( 'Single Speaker', 'eventsmith' ),
		);
	}

	/**
	 * Hooks into the block template lookup.
	 */
	public function register_hooks(): void {
		add_filter( 'get_block_templates', array( $this, 'add_templates' ), 10, 3 );
	}

	/**
	 * Adds the plugin's templates the lookup asks for and the theme lacks.
	 *
	 * @param \WP_Block_Template[]  $templates     Templates found.
	 * @param array<string, mixed> $query         The lookup.
	 * @param string               $template_type 'wp_template' or 'wp_template_part'.
	 * @return \WP_Block_Template[]
	 */
	public function add_templates( array $templates, array $query, string $template_type ): array {
		if ( 'wp_template' !== $template_type || ! wp_is_block_theme() ) {
			return $templates;
		}
		$wanted = isset( $query['slug__in'] ) && is_array( $query['slug__in'] ) ? $query['slug__in'] : null;
		$have   = array_map( static fn( \WP_Block_Template $template ): string => $template->slug, $templates );
		foreach ( $this->templates() as $slug => $title ) {
			if ( ( null !== $wanted && ! in_array( $slug, $wanted, true ) ) || in_array( $slug, $have, true ) ) {
				continue;
			}
			if ( isset( $query['post_type'] ) && 'single-' . $query['post_type'] !== $slug ) {
				continue;
			}
			$templates[] = $this->template( $slug, $title );
		}
		return $templates;
	}

	/**
	 * One template object.
	 *
	 * @param string $slug  Template slug (its file's name).
	 * @param string $title Its title in the Site Editor.
	 */
	private function template( string $slug, string $title ): \WP_Block_Template {
		$template                 = new \WP_Block_Template();
		$template->type           = 'wp_template';
		$template->theme          = get_stylesheet();
		$template->slug           = $slug;
		$template->id             = get_stylesheet() . '//' . $slug;
		$template->title          = $title;
		$template->description    = __( 'Provided by Eventsmith. Copy it into your theme, or edit it in the Site Editor, to change it.', 'eventsmith' );
		$template->content        = (string) file_get_contents( "{$this->folder}/{$slug}.html" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file of the plugin.
		$template->source         = 'plugin';
		$template->origin         = 'plugin';
		$template->status         = 'publish';
		$template->has_theme_file = false;
		$template->is_custom      = false;
		$template->author         = null;
		$template->post_types = array( substr( $slug, strlen( 'single-' ) ) );
		return $template;
	}
}
