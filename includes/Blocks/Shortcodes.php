<?php
/**
 * Shortcodes for the public widgets; each renders its block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * A shortcode is another way to place a block: same attributes, same renderer.
 */
final class Shortcodes {

	/**
	 * Shortcode tag => block name.
	 */
	private const MAP = array(
		'eventsmith_countdown'  => 'eventsmith/countdown',
		'eventsmith_rsvp'       => 'eventsmith/rsvp-form',
		'eventsmith_calendar'   => 'eventsmith/calendar',
		'eventsmith_speakers'   => 'eventsmith/speakers',
		'eventsmith_organizers' => 'eventsmith/speakers',
	);

	/**
	 * Registers the shortcodes.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'register_shortcodes' ) );
	}

	/**
	 * Adds each shortcode.
	 */
	public function register_shortcodes(): void {
		foreach ( self::MAP as $tag => $block_name ) {
			add_shortcode(
				$tag,
				static function ( $atts ) use ( $block_name, $tag ): string {
					return self::render( $block_name, $tag, is_array( $atts ) ? $atts : array() );
				}
			);
		}
	}

	/**
	 * Renders a block from shortcode attributes, mapping snake_case names to the block's camelCase ones.
	 *
	 * @param string               $block_name Block name.
	 * @param string               $tag        Shortcode tag.
	 * @param array<string, mixed> $atts       Shortcode attributes.
	 */
	private static function render( string $block_name, string $tag, array $atts ): string {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( $block_name );
		if ( null === $type ) {
			return '';
		}
		$attributes = array();
		foreach ( $atts as $name => $value ) {
			$key = lcfirst( str_replace( '_', '', ucwords( (string) $name, '_' ) ) );
			if ( ! isset( $type->attributes[ $key ] ) ) {
				continue;
			}
			$attributes[ $key ] = match ( $type->attributes[ $key ]['type'] ?? 'string' ) {
				'boolean' => in_array( strtolower( (string) $value ), array( '1', 'yes', 'true', 'on' ), true ),
				'number'  => (float) $value,
				'integer' => (int) $value,
				default   => (string) $value,
			};
		}
		$attributes = shortcode_atts( array(), $attributes, $tag ) + $attributes;
		$attributes['role'] = 'eventsmith_organizers' === $tag ? 'organizer' : ( $attributes['role'] ?? null );
		$attributes = array_filter( $attributes, static fn( $v ): bool => null !== $v );
		return render_block(
			array(
				'blockName'    => $block_name,
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
