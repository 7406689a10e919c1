<?php
/**
 * The admin page that hosts the template builder app.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Core\Assets;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Templates\ElementorSupport;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the mount point and loads the template builder.
 */
final class TemplateBuilderPage {

	public const SCRIPT_HANDLE = 'eventsmith-template-builder';

	/**
	 * The request the template list makes on first load (template-editor/api/templates.ts).
	 */
	public const TEMPLATE_LIST = '/eventsmith/v2/templates?per_page=100';

	/** Stylesheet of the template-only blocks (built from their style.css files). */
	public const BLOCK_STYLE_HANDLE = 'eventsmith-template-blocks';
	private const BLOCK_STYLE_FILE  = 'template-editor/style-index.css';

	/**
	 * Constructor.
	 *
	 * @param Assets           $assets    Built assets.
	 * @param ElementorSupport $elementor Whether templates can be designed with Elementor.
	 */
	public function __construct( private Assets $assets, private ElementorSupport $elementor ) {}

	/**
	 * Runs when the page loads, before headers: queues the app.
	 */
	public function load(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the app.
	 */
	public function enqueue(): void {
		if ( ! $this->assets->enqueue( self::SCRIPT_HANDLE, 'template-editor/index' ) ) {
			return;
		}
		// The block editor's own styles and the rich-text formats (bold, link …).
		foreach ( array( 'wp-components', 'wp-block-editor', 'wp-block-library', 'wp-format-library' ) as $style ) {
			wp_enqueue_style( $style );
		}
		// The template list, the first screen, needs none of the editor's
		// scripts: the block editor, the rich-text formats and the media
		// library modal (behind the "Select image" buttons) wait in the page
		// until a template is opened (admin/app/wordpress-scripts.ts).
		$lazy = new LazyAssets(
			DashboardPage::LAZY_SCRIPTS_ID,
			array_merge(
				$this->assets->lazy_dependencies( 'template-editor/index' ),
				array( 'wp-format-library' ),
				$this->media_scripts()
			)
		);
		add_action( 'admin_print_footer_scripts', array( $lazy, 'print' ), 100 );
		$block_styles = $this->block_styles_url();
		if ( '' !== $block_styles ) {
			// The canvas iframe copies this element (see template-editor/editor/canvas/canvas-assets.ts).
			wp_enqueue_style( self::BLOCK_STYLE_HANDLE, $block_styles, array(), (string) filemtime( EVENTSMITH_DIR . '/build/' . self::BLOCK_STYLE_FILE ) );
		}
		wp_add_inline_script(
			self::SCRIPT_HANDLE,
			'window.eventsmithTemplateBuilder = ' . wp_json_encode(
				array(
					'dashboardUrl'   => admin_url( 'admin.php?page=' . AdminMenu::DASHBOARD_SLUG ),
					// The template list's request, so its rows paint without one.
					'preload'        => rest_preload_api_request( array(), self::TEMPLATE_LIST ),
					'previewUrl'     => home_url( '/' ),
					'previewNonce'   => wp_create_nonce( 'eventsmith_preview_template' ),
					'events'         => $this->published_events(),
					// Offers the media library (the media modal needs the upload_files capability).
					'canUploadFiles' => current_user_can( 'upload_files' ),
					// Elementor's editor for a template ('%d' = its id); '' hides 'Edit with Elementor'.
					'elementorEditUrl' => $this->elementor->edit_url_pattern(),
				)
			) . ';',
			'before'
		);
	}

	/**
	 * Sets up the media library modal (its settings, templates and styles)
	 * without loading its scripts: they are taken out of the queue and
	 * returned, to load with the editor.
	 *
	 * @return string[] Script handles wp_enqueue_media() queued.
	 */
	private function media_scripts(): array {
		$queued_before = wp_scripts()->queue;
		wp_enqueue_media();
		$media = array_values( array_diff( wp_scripts()->queue, $queued_before ) );
		foreach ( $media as $handle ) {
			wp_dequeue_script( $handle );
		}
		return $media;
	}

	/**
	 * Address of the template-only blocks' built stylesheet ('' when not built).
	 */
	private function block_styles_url(): string {
		return is_readable( EVENTSMITH_DIR . '/build/' . self::BLOCK_STYLE_FILE )
			? plugins_url( 'build/' . self::BLOCK_STYLE_FILE, EVENTSMITH_FILE )
			: '';
	}

	/**
	 * Published events for the builder's event pickers (id and title), newest first.
	 *
	 * @return list<array{id: int, title: string}>
	 */
	private function published_events(): array {
		$posts = get_posts(
			array(
				'post_type'      => PostTypes::EVENT,
				'post_status'    => 'publish',
				'posts_per_page' => 200,
				'orderby'        => 'date',
				'order'          => 'DESC',
				'no_found_rows'  => true,
			)
		);
		return array_map(
			static fn( \WP_Post $post ) => array(
				'id'    => $post->ID,
				'title' => html_entity_decode( get_the_title( $post ), ENT_QUOTES ),
			),
			$posts
		);
	}

	/**
	 * Prints the mount point.
	 */
	public function render(): void {
		?>
		<div class="wrap eventsmith-admin">
			<div id="eventsmith-template-builder" class="eventsmith-admin__root">
				<p class="eventsmith-admin__loading"><?php esc_html_e( 'Loading the template builder…', 'eventsmith' ); ?></p>
			</div>
		</div>
		<?php
	}
}
