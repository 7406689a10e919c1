<?php
/**
 * Miniature previews of the library designs, drawn as SVG.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

defined( 'ABSPATH' ) || exit;

/**
 * A tiny drawing surface: each design sketches itself from a few shapes
 * (bands, frames, bars standing for lines of text) in its own colours, so the
 * template chooser shows previews without any network access.
 *
 * Coordinates are in the units of the sheet: 297 × 210 for a landscape page,
 * 210 × 297 for a portrait one, 250 × 200 for a web page (the builder's own
 * thumbnails are 1000 × 800).
 */
final class Thumbnail {

	/**
	 * Shapes drawn so far, as SVG elements.
	 *
	 * @var list<string>
	 */
	private array $shapes = array();

	/**
	 * Constructor.
	 *
	 * @param int    $width      Sheet width.
	 * @param int    $height     Sheet height.
	 * @param string $background Sheet colour.
	 */
	private function __construct( public readonly int $width, public readonly int $height, string $background ) {
		$this->rect( 0, 0, $width, $height, $background );
	}

	/**
	 * A landscape page (certificates and tickets).
	 *
	 * @param string $background Page colour.
	 */
	public static function landscape( string $background ): self {
		return new self( 297, 210, $background );
	}

	/**
	 * A portrait page.
	 *
	 * @param string $background Page colour.
	 */
	public static function portrait( string $background ): self {
		return new self( 210, 297, $background );
	}

	/**
	 * A web page (event landing pages).
	 *
	 * @param string $background Page colour.
	 */
	public static function web( string $background ): self {
		return new self( 250, 200, $background );
	}

	/**
	 * A filled rectangle, optionally rounded or outlined.
	 *
	 * @param float                $x    Left.
	 * @param float                $y    Top.
	 * @param float                $w    Width.
	 * @param float                $h    Height.
	 * @param string               $fill Fill colour, or 'none'.
	 * @param array<string, mixed> $o    rx (corner radius), stroke, stroke_width, dash, opacity.
	 */
	public function rect( float $x, float $y, float $w, float $h, string $fill, array $o = array() ): self {
		$this->shapes[] = sprintf(
			'<rect x="%s" y="%s" width="%s" height="%s" fill="%s"%s/>',
			self::n( $x ),
			self::n( $y ),
			self::n( $w ),
			self::n( $h ),
			$fill,
			self::extras( $o )
		);
		return $this;
	}

	/**
	 * An outlined frame inset from the sheet's edges.
	 *
	 * @param float                $inset  Distance from the edges.
	 * @param string               $stroke Line colour.
	 * @param float                $width  Line width.
	 * @param array<string, mixed> $o      rx, dash.
	 */
	public function frame( float $inset, string $stroke, float $width, array $o = array() ): self {
		return $this->rect( $inset, $inset, $this->width - 2 * $inset, $this->height - 2 * $inset, 'none', array( 'stroke' => $stroke, 'stroke_width' => $width ) + $o );
	}

	/**
	 * A straight line.
	 *
	 * @param float  $x1    Start x.
	 * @param float  $y1    Start y.
	 * @param float  $x2    End x.
	 * @param float  $y2    End y.
	 * @param string $color Colour.
	 * @param float  $width Line width.
	 * @param string $dash  Dash pattern, e.g. "4 3", or ''.
	 */
	public function line( float $x1, float $y1, float $x2, float $y2, string $color, float $width = 1, string $dash = '' ): self {
		$this->shapes[] = sprintf(
			'<line x1="%s" y1="%s" x2="%s" y2="%s"%s/>',
			self::n( $x1 ),
			self::n( $y1 ),
			self::n( $x2 ),
			self::n( $y2 ),
			self::extras(
				array(
					'stroke'       => $color,
					'stroke_width' => $width,
					'dash'         => $dash,
				)
			)
		);
		return $this;
	}

	/**
	 * A circle.
	 *
	 * @param float                $cx   Centre x.
	 * @param float                $cy   Centre y.
	 * @param float                $r    Radius.
	 * @param string               $fill Fill colour, or 'none'.
	 * @param array<string, mixed> $o    stroke, stroke_width, opacity.
	 */
	public function circle( float $cx, float $cy, float $r, string $fill, array $o = array() ): self {
		$this->shapes[] = sprintf( '<circle cx="%s" cy="%s" r="%s" fill="%s"%s/>', self::n( $cx ), self::n( $cy ), self::n( $r ), $fill, self::extras( $o ) );
		return $this;
	}

	/**
	 * Bars standing for lines of text, one under the other.
	 *
	 * @param float       $x      Centre (align center), left edge (left) or right edge (right).
	 * @param float       $y      Top of the first bar.
	 * @param list<float> $widths Width of each bar.
	 * @param string      $color  Colour.
	 * @param float       $height Bar height (the text size).
	 * @param string      $align  center, left or right.
	 * @param float       $gap    Space between bars.
	 */
	public function text( float $x, float $y, array $widths, string $color, float $height = 4, string $align = 'center', float $gap = 0 ): self {
		$gap = $gap > 0 ? $gap : $height * 0.9;
		foreach ( $widths as $i => $w ) {
			$left = match ( $align ) {
				'left'  => $x,
				'right' => $x - $w,
				default => $x - $w / 2,
			};
			$this->rect(
				$left,
				$y + $i * ( $height + $gap ),
				$w,
				$height,
				$color,
				array( 'rx' => min( 2, $height / 2 ) )
			);
		}
		return $this;
	}

	/**
	 * The drawing as a data URL.
	 */
	public function data_url(): string {
		$svg = sprintf(
			'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %1$d %2$d" width="%1$d" height="%2$d">%3$s</svg>',
			$this->width,
			$this->height,
			implode( '', $this->shapes )
		);
		return 'data:image/svg+xml;base64,' . base64_encode( $svg ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a data URL.
	}

	/**
	 * Optional presentation attributes.
	 *
	 * @param array<string, mixed> $o rx, stroke, stroke_width, dash, opacity.
	 */
	private static function extras( array $o ): string {
		$names = array(
			'rx'           => 'rx',
			'stroke'       => 'stroke',
			'stroke_width' => 'stroke-width',
			'dash'         => 'stroke-dasharray',
			'opacity'      => 'opacity',
		);
		$out   = '';
		foreach ( $names as $key => $name ) {
			if ( isset( $o[ $key ] ) && '' !== $o[ $key ] ) {
				$value = is_float( $o[ $key ] ) || is_int( $o[ $key ] ) ? self::n( (float) $o[ $key ] ) : (string) $o[ $key ];
				$out  .= sprintf( ' %s="%s"', $name, $value );
			}
		}
		return $out;
	}

	/**
	 * A number with at most one decimal.
	 *
	 * @param float $value Number.
	 */
	private static function n( float $value ): string {
		return rtrim( rtrim( number_format( $value, 1, '.', '' ), '0' ), '.' );
	}
}
