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
	 * Shortcode tag => the block it places, and attributes the tag fixes (a shortcode's own
	 * attributes cannot override them). A tag whose block is not registered renders nothing.
	 */
	private const MAP = array(
		'eventsmith_countdown'        => array( 'eventsmith/countdown', array() ),
		'eventsmith_rsvp'             => array( 'eventsmith/rsvp-form', array() ),
		'eventsmith_calendar'         => array( 'eventsmith/calendar', array() ),
		'eventsmith_speakers'         => array( 'eventsmith/speakers', array( 'role' => 'speaker' ) ),
		'eventsmith_organizers'       => array( 'eventsmith/speakers', array( 'role' => 'organizer' ) ),
		'eventsmith_events'           => array( 'eventsmith/events', array( 'layout' => 'list' ) ),
		'eventsmith_events_grid'      => array( 'eventsmith/events', array( 'layout' => 'grid' ) ),
		'eventsmith_event_slider'     => array( 'eventsmith/event-slider', array() ),
		'eventsmith_speaker_slider'   => array( 'eventsmith/speaker-slider', array() ),
		'eventsmith_schedule'         => array( 'eventsmith/schedule', array() ),
		'eventsmith_accordion'        => array( 'eventsmith/accordion', array() ),
		'eventsmith_event_filter'     => array( 'eventsmith/event-filter', array() ),
		'eventsmith_event_categories' => array( 'eventsmith/term-list', array( 'taxonomy' => 'category' ) ),
		'eventsmith_event_tags'       => array( 'eventsmith/term-list', array( 'taxonomy' => 'tag' ) ),
		'eventsmith_event_locations'  => array( 'eventsmith/term-list', array( 'taxonomy' => 'location' ) ),
		'eventsmith_speaker_events'   => array( 'eventsmith/speaker-events', array() ),
		'eventsmith_tickets'          => array( 'eventsmith/ticket-form', array() ),
		'eventsmith_certificate'      => array( 'eventsmith/certificates', array() ),
	);

	/**
	 * Every Eventsmith shortcode tag.
	 *
	 * @return list<string>
	 */
	public static function tags(): array {
		return array_keys( self::MAP );
	}

	/**
	 * The block a tag places, null for a tag that is not ours.
	 *
	 * @param string $tag Shortcode tag.
	 */
	public static function block_of( string $tag ): ?string {
		return self::MAP[ $tag ][0] ?? null;
	}

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
		foreach ( self::MAP as $tag => list( $block_name, $fixed ) ) {
			add_shortcode(
				$tag,
				static function ( $atts ) use ( $block_name, $fixed, $tag ): string {
					return self::render( $block_name, $tag, is_array( $atts ) ? $atts : array(), $fixed );
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
	 * @param array<string, mixed> $fixed      Attributes the tag sets itself.
	 */
	private static function render( string $block_name, string $tag, array $atts, array $fixed ): string {
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
		$attributes = array_merge( shortcode_atts( array(), $attributes, $tag ) + $attributes, $fixed );
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
