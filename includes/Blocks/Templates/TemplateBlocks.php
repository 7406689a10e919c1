<?php
/**
 * The template-only blocks: server registration and shared markup helpers.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Domain\Template\DeviceStyles;

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
	 * The wrapper attributes of a template block and the `<style>` of its
	 * per-device styles (scoped to a class unique to this instance).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $base_class The block's own class.
	 * @param string               $style      Inline style to add (already safe CSS).
	 * @return array{0: string, 1: string} Wrapper attributes, style element ('' when none).
	 */
	public static function wrapper( array $attributes, string $base_class, string $style = '' ): array {
		static $counter = 0;
		++$counter;
		$instance = $base_class . '-' . $counter;
		$classes  = array( $base_class, $instance );
		foreach ( preg_split( '/\s+/', (string) ( $attributes['containerClassName'] ?? '' ) ) ?: array() as $class ) {
			$class = sanitize_html_class( $class );
			if ( '' !== $class ) {
				$classes[] = $class;
			}
		}
		$extra = array( 'class' => implode( ' ', $classes ) );
		if ( '' !== $style ) {
			$extra['style'] = $style;
		}
		$css = DeviceStyles::css( '.' . $instance, $attributes['styles'] ?? null );
		return array(
			get_block_wrapper_attributes( $extra ),
			'' === $css ? '' : '<style>' . $css . '</style>',
		);
	}
}
