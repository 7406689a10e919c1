<?php
/**
 * The markup both sliders share: the labelled wrapper, the slide list and the controls.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Sliders;

use Eventsmith\Domain\Widget\SliderParams;

defined( 'ABSPATH' ) || exit;

/**
 * Without JavaScript the slides are a list that scrolls sideways with snap points (a stacked list
 * on phones); the `eventsmith/sliders` store (the view module) turns the same elements into a
 * swiper carousel and shows the controls, which stay hidden until then.
 */
final class SliderShell {

	/**
	 * The tags and attributes open(), close() and empty_state() produce
	 * (with what block supports add to the wrapper: id, class, style): what
	 * wp_kses() lets through where a slider prints them.
	 */
	public const ALLOWED_HTML = array(
		'div'    => array(
			'id'                      => true,
			'class'                   => true,
			'style'                   => true,
			'aria-label'              => true,
			'aria-roledescription'    => true,
			'role'                    => true,
			'hidden'                  => true,
			'data-wp-interactive'     => true,
			'data-wp-context'         => true,
			'data-wp-init'            => true,
			'data-wp-class--is-ready' => true,
			'data-wp-on--keydown'     => true,
			'data-wp-on--focusin'     => true,
			'data-wp-on--focusout'    => true,
			'data-wp-bind--hidden'    => true,
			'data-count'              => true,
			'data-space'              => true,
			'data-autoplay'           => true,
			'data-delay'              => true,
		),
		'ul'     => array( 'class' => true ),
		'p'      => array( 'class' => true ),
		'button' => array(
			'type'               => true,
			'class'              => true,
			'aria-label'         => true,
			'data-wp-on--click'  => true,
		),
		'span'   => array( 'aria-hidden' => true ),
	);

	/**
	 * The wrapper's opening tags up to the list, with what the view module reads (data-count, data-space, data-autoplay).
	 *
	 * @param SliderParams $params Clamped parameters.
	 * @param string       $kind   'events' or 'people' (a class for styles).
	 * @param string       $label  Accessible name of the slider.
	 */
	public static function open( SliderParams $params, string $kind, string $label ): string {
		$attributes = array(
			'class'                => 'eventsmith-slider eventsmith-slider--' . $kind . ' is-' . $params->style,
			'style'                => sprintf( '--eventsmith-slider-count:%d;--eventsmith-slider-space:%dpx;', $params->slider_count, $params->space ),
			'aria-label'           => $label,
			'aria-roledescription' => __( 'carousel', 'eventsmith' ),
			'role'                 => 'group',
			'data-wp-interactive'  => 'eventsmith/sliders',
			'data-wp-context'      => '{"ready":false}',
			'data-wp-init'         => 'callbacks.init',
			'data-wp-class--is-ready' => 'context.ready',
			'data-wp-on--keydown'  => 'actions.keydown',
			'data-wp-on--focusin'  => 'actions.hold',
			'data-wp-on--focusout' => 'actions.release',
		) + $params->data_attributes();
		// The texts are the same for every slider on the page: seeded once as the store's state.
		wp_interactivity_state( 'eventsmith/sliders', array( 'labels' => self::labels() ) );
		return '<div ' . get_block_wrapper_attributes( $attributes ) . '>'
			. '<div class="eventsmith-slider__viewport swiper">'
			. '<ul class="eventsmith-slider__list swiper-wrapper">';
	}

	/**
	 * What screen readers hear as the slider moves ({{index}} and {{slidesLength}} are filled in by swiper).
	 *
	 * @return array<string, string>
	 */
	private static function labels(): array {
		return array(
			'first'     => __( 'This is the first slide', 'eventsmith' ),
			'last'      => __( 'This is the last slide', 'eventsmith' ),
			/* translators: {{index}}: slide number; keep the braces. */
			'bullet'    => __( 'Go to slide {{index}}', 'eventsmith' ),
			/* translators: {{index}}: slide number, {{slidesLength}}: number of slides; keep the braces. */
			'slide'     => __( '{{index}} of {{slidesLength}}', 'eventsmith' ),
			'slideRole' => __( 'slide', 'eventsmith' ),
		);
	}

	/**
	 * Closes the list and prints the controls the view module wires (hidden until it runs).
	 */
	public static function close(): string {
		return '</ul></div>'
			. '<div class="eventsmith-slider__controls" hidden data-wp-bind--hidden="!context.ready">'
			. '<button type="button" class="eventsmith-slider__button eventsmith-slider__prev" data-wp-on--click="actions.prev" aria-label="' . esc_attr__( 'Previous slide', 'eventsmith' ) . '"><span aria-hidden="true">&#8249;</span></button>'
			. '<div class="eventsmith-slider__pagination"></div>'
			. '<button type="button" class="eventsmith-slider__button eventsmith-slider__next" data-wp-on--click="actions.next" aria-label="' . esc_attr__( 'Next slide', 'eventsmith' ) . '"><span aria-hidden="true">&#8250;</span></button>'
			. '</div></div>';
	}

	/**
	 * The wrapper with a friendly sentence when there is nothing to slide.
	 *
	 * @param string $kind    'events' or 'people'.
	 * @param string $message The sentence.
	 */
	public static function empty_state( string $kind, string $message ): string {
		return '<div ' . get_block_wrapper_attributes( array( 'class' => 'eventsmith-slider eventsmith-slider--' . $kind . ' is-empty' ) ) . '>'
			. '<p class="eventsmith-slider__empty">' . esc_html( $message ) . '</p></div>';
	}
}
