<?php
/**
 * The short style maps library designs are written with, as core block styles.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

defined( 'ABSPATH' ) || exit;

/**
 * A style map has any of: bg, color (text), border ("2px solid #000"),
 * border_top/right/bottom/left, radius (a length or a corner map such as
 * array( 'topLeft' => '8px' )), padding and margin (CSS shorthand or a side
 * map), gap (block gap), min_height, and the typography keys size, font,
 * weight, italic, leading, tracking (letter spacing) and case (text transform).
 *
 * It becomes the block's `style` attribute plus the classes and inline CSS
 * core's save functions write for that attribute, so the blocks validate in
 * the editor.
 */
final class StyleMap {

	private const SIDES = array( 'top', 'right', 'bottom', 'left' );

	private const TYPOGRAPHY = array(
		'size'     => array( 'fontSize', 'font-size' ),
		'font'     => array( 'fontFamily', 'font-family' ),
		'italic'   => array( 'fontStyle', 'font-style' ),
		'weight'   => array( 'fontWeight', 'font-weight' ),
		'leading'  => array( 'lineHeight', 'line-height' ),
		'tracking' => array( 'letterSpacing', 'letter-spacing' ),
		'case'     => array( 'textTransform', 'text-transform' ),
	);

	/**
	 * The `style` block attribute of a style map (empty when nothing is styled).
	 *
	 * @param array<string, mixed> $o Style map.
	 * @return array<string, mixed>
	 */
	public static function attribute( array $o ): array {
		$style = array();
		if ( isset( $o['color'] ) ) {
			$style['color']['text'] = $o['color'];
		}
		if ( isset( $o['bg'] ) ) {
			$style['color']['background'] = $o['bg'];
		}
		$border = self::border( $o );
		if ( array() !== $border ) {
			$style['border'] = $border;
		}
		foreach ( array( 'padding', 'margin' ) as $box ) {
			if ( isset( $o[ $box ] ) ) {
				$style['spacing'][ $box ] = self::box( $o[ $box ] );
			}
		}
		if ( isset( $o['gap'] ) ) {
			$style['spacing']['blockGap'] = $o['gap'];
		}
		if ( isset( $o['min_height'] ) ) {
			$style['dimensions']['minHeight'] = $o['min_height'];
		}
		foreach ( self::TYPOGRAPHY as $key => list( $property ) ) {
			if ( isset( $o[ $key ] ) ) {
				$style['typography'][ $property ] = 'italic' === $key ? 'italic' : (string) $o[ $key ];
			}
		}
		return array() === $style ? array() : array( 'style' => $style );
	}

	/**
	 * The classes core adds for a style map.
	 *
	 * @param array<string, mixed> $o Style map.
	 * @return list<string>
	 */
	public static function classes( array $o ): array {
		$classes = array();
		if ( isset( $o['border'] ) ) {
			$classes[] = 'has-border-color';
		}
		if ( isset( $o['color'] ) ) {
			$classes[] = 'has-text-color';
		}
		if ( isset( $o['bg'] ) ) {
			$classes[] = 'has-background';
		}
		return $classes;
	}

	/**
	 * The inline CSS core writes for a style map.
	 *
	 * @param array<string, mixed> $o Style map.
	 */
	public static function css( array $o ): string {
		$css    = array();
		$border = self::border( $o );
		foreach ( array( 'color', 'style', 'width' ) as $part ) {
			if ( isset( $border[ $part ] ) ) {
				$css[] = "border-{$part}:{$border[ $part ]}";
			}
		}
		$radius = $border['radius'] ?? null;
		if ( is_string( $radius ) ) {
			$css[] = "border-radius:{$radius}";
		} elseif ( is_array( $radius ) ) {
			foreach ( $radius as $corner => $value ) {
				$css[] = 'border-' . strtolower( (string) preg_replace( '/([A-Z])/', '-$1', $corner ) ) . "-radius:{$value}";
			}
		}
		foreach ( self::SIDES as $side ) {
			foreach ( array( 'color', 'style', 'width' ) as $part ) {
				if ( isset( $border[ $side ][ $part ] ) ) {
					$css[] = "border-{$side}-{$part}:{$border[ $side ][ $part ]}";
				}
			}
		}
		if ( isset( $o['color'] ) ) {
			$css[] = 'color:' . $o['color'];
		}
		if ( isset( $o['bg'] ) ) {
			$css[] = 'background-color:' . $o['bg'];
		}
		if ( isset( $o['min_height'] ) ) {
			$css[] = 'min-height:' . $o['min_height'];
		}
		foreach ( array( 'margin', 'padding' ) as $box ) {
			if ( isset( $o[ $box ] ) ) {
				foreach ( self::box( $o[ $box ] ) as $side => $value ) {
					$css[] = "{$box}-{$side}:{$value}";
				}
			}
		}
		foreach ( self::TYPOGRAPHY as $key => list( , $property ) ) {
			if ( isset( $o[ $key ] ) ) {
				$css[] = $property . ':' . ( 'italic' === $key ? 'italic' : $o[ $key ] );
			}
		}
		return implode( ';', $css );
	}

	/**
	 * The border part of the style attribute.
	 *
	 * @param array<string, mixed> $o Style map.
	 * @return array<string, mixed>
	 */
	private static function border( array $o ): array {
		$border = array();
		if ( isset( $o['border'] ) ) {
			list( $border['width'], $border['style'], $border['color'] ) = explode( ' ', (string) $o['border'] );
			$border = array(
				'color' => $border['color'],
				'style' => $border['style'],
				'width' => $border['width'],
			);
		}
		if ( isset( $o['radius'] ) ) {
			$border['radius'] = $o['radius'];
		}
		foreach ( self::SIDES as $side ) {
			if ( isset( $o[ 'border_' . $side ] ) ) {
				list( $width, $line, $color ) = explode( ' ', (string) $o[ 'border_' . $side ] );
				$border[ $side ]              = array(
					'color' => $color,
					'style' => $line,
					'width' => $width,
				);
			}
		}
		return $border;
	}

	/**
	 * Box sides from CSS shorthand ("24px", "24px 48px", "8px 16px 24px 32px")
	 * or from a map of only some sides (e.g. top and bottom margins of a full-width section).
	 *
	 * @param string|array<string, string> $value Shorthand or side map.
	 * @return array<string, string>
	 */
	private static function box( string|array $value ): array {
		if ( is_array( $value ) ) {
			return array_intersect_key( $value, array_flip( self::SIDES ) );
		}
		$v = preg_split( '/\s+/', trim( $value ) ) ?: array( '0' );
		$v = match ( count( $v ) ) {
			1 => array( $v[0], $v[0], $v[0], $v[0] ),
			2 => array( $v[0], $v[1], $v[0], $v[1] ),
			3 => array( $v[0], $v[1], $v[2], $v[1] ),
			default => array_slice( $v, 0, 4 ),
		};
		return array_combine( self::SIDES, $v );
	}
}
