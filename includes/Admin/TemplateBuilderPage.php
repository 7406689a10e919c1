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
		wp_enqueue_script( 'wp-format-library' );
		// The media library modal behind the builder's "Select image" buttons.
		wp_enqueue_media();
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
