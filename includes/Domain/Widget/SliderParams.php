<?php
/**
 * Slider parameters: the widget parameters plus how a slider moves (count, space, autoplay).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Widget;

defined( 'ABSPATH' ) || exit;

/**
 * The parameters of the event and speaker sliders, each in its allowed range (spec §9:
 * slider count 1–10 default 3, space 20 px, autoplay yes every 3000 ms, limit 20).
 * Numbers, order and filters are clamped by WidgetParams; this class adds what only sliders have.
 */
final class SliderParams {

	public const DEFAULT_SPACE  = 20;
	public const MAX_SPACE      = 100;
	public const AUTOPLAY_DELAY = 3000;
	public const MAX_LIMIT      = 50;
	public const STYLES         = array( 'style-1', 'style-2', 'style-3' );

	/**
	 * The yes/no parameters that only sliders have, and their defaults.
	 */
	private const SWITCHES = array(
		'autoplay'         => true,
		'show_designation' => true,
		'show_social'      => true,
	);

	/**
	 * Constructor.
	 *
	 * @param WidgetParams        $widget       Shared widget parameters (order, filters, show_* flags).
	 * @param int                 $limit        Slides at most, 1–50.
	 * @param int                 $slider_count Slides in view on wide screens, 1–10.
	 * @param int                 $space        Gap between slides in px, 0–100.
	 * @param string              $style        style-1..style-3.
	 * @param array<string, bool> $switches     autoplay, show_designation, show_social.
	 */
	private function __construct(
		public readonly WidgetParams $widget,
		public readonly int $limit,
		public readonly int $slider_count,
		public readonly int $space,
		public readonly string $style,
		private array $switches,
	) {}

	/**
	 * Reads parameters from shortcode attributes (snake_case) or block attributes (camelCase).
	 *
	 * @param array<string, mixed> $raw The input.
	 */
	public static function from_array( array $raw ): self {
		$widget   = WidgetParams::from_array( $raw );
		$get      = static fn( string $key ) => $raw[ $key ] ?? $raw[ lcfirst( str_replace( '_', '', ucwords( $key, '_' ) ) ) ] ?? null;
		$space    = $get( 'space' );
		$style    = is_scalar( $get( 'style' ) ) ? strtolower( trim( (string) $get( 'style' ) ) ) : '';
		$switches = array();
		foreach ( self::SWITCHES as $name => $default ) {
			$switches[ $name ] = self::switch_on( $get( $name ), $default );
		}
		return new self(
			$widget,
			min( self::MAX_LIMIT, $widget->limit ),
			$widget->slider_count,
			is_numeric( $space ) && ! is_bool( $space ) ? max( 0, min( self::MAX_SPACE, (int) $space ) ) : self::DEFAULT_SPACE,
			in_array( $style, self::STYLES, true ) ? $style : WidgetParams::DEFAULT_STYLE,
			$switches
		);
	}

	/**
	 * Whether the slider advances on its own (every AUTOPLAY_DELAY ms).
	 */
	public function autoplay(): bool {
		return $this->switches['autoplay'];
	}

	/**
	 * Whether a show_* flag is on (image, date, location, designation, social).
	 *
	 * @param string $flag Flag name, e.g. show_image.
	 */
	public function shows( string $flag ): bool {
		return $this->switches[ $flag ] ?? $this->widget->shows( $flag );
	}

	/**
	 * What the front-end script reads from the slider element: count, space and autoplay (yes/no).
	 *
	 * @return array{data-count: string, data-space: string, data-autoplay: string, data-delay: string}
	 */
	public function data_attributes(): array {
		return array(
			'data-count'    => (string) $this->slider_count,
			'data-space'    => (string) $this->space,
			'data-autoplay' => $this->autoplay() ? 'yes' : 'no',
			'data-delay'    => (string) self::AUTOPLAY_DELAY,
		);
	}

	/**
	 * A yes/no value ("yes", "no", true, false, "1", "0", "on", "off"); anything else gives the default.
	 *
	 * @param mixed $value   Input.
	 * @param bool  $default Default.
	 */
	private static function switch_on( mixed $value, bool $default ): bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		$text = is_scalar( $value ) ? strtolower( trim( (string) $value ) ) : '';
		if ( in_array( $text, array( 'yes', '1', 'true', 'on' ), true ) ) {
			return true;
		}
		if ( in_array( $text, array( 'no', '0', 'false', 'off' ), true ) ) {
			return false;
		}
		return $default;
	}
}
