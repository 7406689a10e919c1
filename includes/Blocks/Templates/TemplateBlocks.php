<?php
/**
 * The template-only blocks: server registration and shared markup helpers.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * The blocks live in template-editor/blocks/<name>; the template builder
 * bundles their editor code, and here they are registered so `do_blocks()`
 * renders them with their render.php.
 */
final class TemplateBlocks {

	public const NAMES = array( 'certificate-body', 'qr-code', 'signature', 'dynamic-field' );

	/**
	 * Constructor.
	 *
	 * @param string $blocks_dir Absolute path of template-editor/blocks.
	 */
	public function __construct( private string $blocks_dir ) {}

	/**
	 * Registers the blocks on `init`.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	/**
	 * Registers each block from its folder.
	 */
	public function register_blocks(): void {
		foreach ( self::NAMES as $name ) {
			if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( 'eventsmith/' . $name ) ) {
				register_block_type( $this->blocks_dir . '/' . $name );
			}
		}
	}

	/**
	 * The CSS of all template-only blocks, for rendered documents.
	 */
	public static function stylesheet(): string {
		$css = '';
		foreach ( self::NAMES as $name ) {
			$file = EVENTSMITH_DIR . '/template-editor/blocks/' . $name . '/style.css';
			if ( is_readable( $file ) ) {
				$css .= (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
			}
		}
		return (string) preg_replace( '/\s+/', ' ', $css );
	}

	/**
	 * The wrapper attributes of a template block. Its `containerClassName`
	 * and per-device `styles` are added while a template is rendered, the
	 * same way as for every other block (see BlockDeviceStyles).
	 *
	 * @param string $base_class The block's own class.
	 * @param string $style      Inline style to add (already safe CSS).
	 */
	public static function wrapper( string $base_class, string $style = '' ): string {
		$extra = array( 'class' => $base_class );
		if ( '' !== $style ) {
			$extra['style'] = $style;
		}
		return get_block_wrapper_attributes( $extra );
	}
}
