<?php
/**
 * Registers every built block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Each folder under build/blocks with a block.json is one block; a family of blocks may share a
 * parent folder (build/blocks/sliders/event-slider). Blocks that belong to an integration
 * (OWN_REGISTRATION) are registered by it, only on sites that run what it integrates.
 *
 * The area that serves a block hands over its view source with serve(): the object (or closure)
 * that builds the block's view from services the area already holds. render.php finds it as
 * `$eventsmith_source`; a block nobody serves needs no services and renders without it.
 */
final class BlockRegistry {

	/** Folders whose block an integration registers itself (BuddyPress: GroupEventsBlock). */
	private const OWN_REGISTRATION = array( 'group-events' );

	/**
	 * Constructor.
	 *
	 * @param string $blocks_dir Absolute path of build/blocks.
	 */
	public function __construct( private string $blocks_dir ) {}

	/**
	 * What areas handed over: folder (relative to build/blocks) => view source.
	 *
	 * @var array<string, object>
	 */
	private array $views = array();

	/**
	 * Hands render.php of each named block the view source an area built. Call it before `init`.
	 *
	 * @param array<string, object> $views Folder (e.g. 'rsvp', 'sliders/event-slider') => view source.
	 */
	public function serve( array $views ): void {
		$this->views = array_merge( $this->views, $views );
	}

	/**
	 * Registers the blocks on `init`.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	/**
	 * Registers each built block from its metadata.
	 */
	public function register_blocks(): void {
		$found = array_merge(
			glob( $this->blocks_dir . '/*/block.json' ) ?: array(),
			glob( $this->blocks_dir . '/*/*/block.json' ) ?: array()
		);
		foreach ( $found as $metadata ) {
			if ( in_array( basename( dirname( $metadata ) ), self::OWN_REGISTRATION, true ) ) {
				continue;
			}
			$folder = dirname( $metadata );
			$served = substr( $folder, strlen( $this->blocks_dir ) + 1 );
			$block  = register_block_type( $folder, isset( $this->views[ $served ] ) ? array( 'render_callback' => self::renderer( $folder . '/render.php', $this->views[ $served ] ) ) : array() );
			if ( $block instanceof \WP_Block_Type ) {
				$this->load_script_translations( $block );
			}
		}
	}

	/**
	 * The block's render callback: render.php, as WordPress would run it, with the view source in scope.
	 *
	 * @param string $template Path of render.php.
	 * @param object $views    The view source the serving area built.
	 */
	private static function renderer( string $template, object $views ): \Closure {
		// phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- $attributes, $content and $block are render.php's variables, as in core.
		return static function ( array $attributes, string $content = '', ?\WP_Block $block = null ) use ( $template, $views ): string {
			$eventsmith_source = $views;
			ob_start();
			require $template;
			return (string) ob_get_clean();
		};
	}

	/**
	 * Points the block's scripts at the plugin's languages/ folder. WordPress
	 * sets their text domain from block.json but looks for the JSON files in
	 * wp-content/languages/plugins only; ours ship with the plugin (an
	 * installed language pack there still wins). Script modules
	 * (viewScriptModule) have no translations in WordPress: their texts come
	 * from render.php through the Interactivity API state or context.
	 *
	 * @param \WP_Block_Type $block Registered block.
	 */
	private function load_script_translations( \WP_Block_Type $block ): void {
		$handles = array_merge( $block->editor_script_handles, $block->script_handles, $block->view_script_handles );
		foreach ( array_unique( $handles ) as $handle ) {
			$script = wp_scripts()->query( $handle );
			// Only scripts that translate (core does the same); this never adds wp-i18n to a page.
			if ( $script instanceof \_WP_Dependency && in_array( 'wp-i18n', $script->deps, true ) ) {
				wp_set_script_translations( $handle, 'eventsmith', EVENTSMITH_DIR . '/languages' );
			}
		}
	}
}
