<?php
/**
 * Writes serialized core blocks the way the block editor saves them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

defined( 'ABSPATH' ) || exit;

/**
 * Just enough of core's save output (group, columns, heading, paragraph,
 * separator) to write the library designs as blocks the editor accepts.
 */
final class BlockMarkup {

	/**
	 * A group with a background, an optional border and padding.
	 *
	 * @param string      $inner      Inner blocks.
	 * @param string      $background Background colour.
	 * @param string|null $border     Border as "width style color", e.g. "8px double #b8860b".
	 * @param string      $padding    Padding on every side.
	 */
	public static function group( string $inner, string $background, ?string $border = null, string $padding = '48px' ): string {
		$style = array( 'color' => array( 'background' => $background ) );
		$css   = array();
		$class = 'wp-block-group';
		if ( null !== $border ) {
			list( $width, $line, $color ) = explode( ' ', $border );
			$style['border']              = array(
				'color' => $color,
				'style' => $line,
				'width' => $width,
			);
			$class                       .= ' has-border-color';
			$css[]                        = "border-color:{$color};border-style:{$line};border-width:{$width}";
		}
		$class          .= ' has-background';
		$css[]           = "background-color:{$background}";
		$style['spacing'] = array(
			'padding' => array(
				'top'    => $padding,
				'right'  => $padding,
				'bottom' => $padding,
				'left'   => $padding,
			),
		);
		$css[]           = "padding-top:{$padding};padding-right:{$padding};padding-bottom:{$padding};padding-left:{$padding}";
		$attributes      = array(
			'style'  => $style,
			'layout' => array( 'type' => 'constrained' ),
		);
		return sprintf( "<!-- wp:group %s -->\n<div class=\"%s\" style=\"%s\">%s</div>\n<!-- /wp:group -->", wp_json_encode( $attributes ), $class, implode( ';', $css ), "\n" . $inner . "\n" );
	}

	/**
	 * Side-by-side columns.
	 *
	 * @param list<string> $columns Inner blocks of each column.
	 */
	public static function columns( array $columns ): string {
		$inner = '';
		foreach ( $columns as $column ) {
			$inner .= "<!-- wp:column -->\n<div class=\"wp-block-column\">{$column}</div>\n<!-- /wp:column -->\n";
		}
		return "<!-- wp:columns -->\n<div class=\"wp-block-columns\">{$inner}</div>\n<!-- /wp:columns -->";
	}

	/**
	 * A heading.
	 *
	 * @param int    $level Heading level.
	 * @param string $text  Text (may hold {{placeholders}}).
	 * @param string $color Text colour.
	 * @param string $size  Font size.
	 * @param string $align Text alignment.
	 */
	public static function heading( int $level, string $text, string $color, string $size, string $align = 'center' ): string {
		$attributes = array(
			'textAlign' => $align,
			'level'     => $level,
			'style'     => array(
				'color'      => array( 'text' => $color ),
				'typography' => array( 'fontSize' => $size ),
			),
		);
		return sprintf(
			"<!-- wp:heading %s -->\n<h%d class=\"wp-block-heading has-text-align-%s has-text-color\" style=\"color:%s;font-size:%s\">%s</h%d>\n<!-- /wp:heading -->",
			wp_json_encode( $attributes ),
			$level,
			$align,
			$color,
			$size,
			$text,
			$level
		);
	}

	/**
	 * A paragraph.
	 *
	 * @param string $text  Text (may hold {{placeholders}}).
	 * @param string $color Text colour.
	 * @param string $size  Font size.
	 * @param string $align Text alignment.
	 */
	public static function paragraph( string $text, string $color, string $size = '16px', string $align = 'center' ): string {
		$attributes = array(
			'align' => $align,
			'style' => array(
				'color'      => array( 'text' => $color ),
				'typography' => array( 'fontSize' => $size ),
			),
		);
		return sprintf(
			"<!-- wp:paragraph %s -->\n<p class=\"has-text-align-%s has-text-color\" style=\"color:%s;font-size:%s\">%s</p>\n<!-- /wp:paragraph -->",
			wp_json_encode( $attributes ),
			$align,
			$color,
			$size,
			$text
		);
	}

	/**
	 * A separator line.
	 */
	public static function separator(): string {
		return "<!-- wp:separator -->\n<hr class=\"wp-block-separator has-alpha-channel-opacity\"/>\n<!-- /wp:separator -->";
	}

	/**
	 * Blocks one after another.
	 *
	 * @param string ...$blocks Blocks.
	 */
	public static function stack( string ...$blocks ): string {
		return implode( "\n\n", $blocks );
	}
}
