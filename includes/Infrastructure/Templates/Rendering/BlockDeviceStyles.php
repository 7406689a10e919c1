<?php
/**
 * Container class and per-device styles of every block in a rendered template.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Rendering;

use Eventsmith\Domain\Template\DeviceStyles;

defined( 'ABSPATH' ) || exit;

/**
 * A `render_block` filter the renderer adds only while it renders a template:
 * a block's `containerClassName` and a class unique to the instance go onto
 * its first element, and its `styles` attribute (Desktop, Tablet ≤ 768px,
 * Mobile ≤ 480px) becomes a `<style>` scoped to that class, printed before it.
 * The builder adds both attributes to every block (core ones too).
 */
final class BlockDeviceStyles {

	public const INSTANCE_PREFIX = 'eventsmith-block-';

	/**
	 * Instances styled so far in this request.
	 *
	 * @var int
	 */
	private int $counter = 0;

	/**
	 * The block's HTML with its class and scoped style.
	 *
	 * @param string               $html  Rendered block.
	 * @param array<string, mixed> $block Parsed block (`blockName`, `attrs`).
	 */
	public function apply( string $html, array $block ): string {
		$attrs   = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$classes = self::classes( (string) ( $attrs['containerClassName'] ?? '' ) );
		$styles  = $attrs['styles'] ?? null;
		$has_css = '' !== DeviceStyles::css( '.x', $styles );
		if ( ( array() === $classes && ! $has_css ) || '' === trim( $html ) ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag() ) {
			return $html;
		}
		$instance = '';
		if ( $has_css ) {
			$instance  = self::INSTANCE_PREFIX . ( ++$this->counter );
			$classes[] = $instance;
		}
		foreach ( $classes as $class ) {
			$tags->add_class( $class );
		}
		$html = $tags->get_updated_html();
		if ( '' === $instance ) {
			return $html;
		}
		// Doubled class: wins over the block's own single-class rules.
		$css = DeviceStyles::css( '.' . $instance . '.' . $instance, $styles );
		return '<style>' . str_ireplace( '</style', '', $css ) . '</style>' . $html;
	}

	/**
	 * The valid class names of a `containerClassName` value.
	 *
	 * @param string $value Space-separated class names.
	 * @return list<string>
	 */
	private static function classes( string $value ): array {
		$classes = array();
		foreach ( preg_split( '/\s+/', trim( $value ) ) ?: array() as $class ) {
			$class = sanitize_html_class( $class );
			if ( '' !== $class ) {
				$classes[] = $class;
			}
		}
		return $classes;
	}
}
