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
 * separator, spacer, buttons) for the library designs to open in the block
 * editor as valid blocks.
 *
 * Blocks take a short style map (see StyleMap) that becomes their `style`
 * attribute and the classes and inline CSS core writes for it.
 */
final class BlockMarkup {

	/**
	 * A group: a box with colours, border, spacing; `tag` sets the element,
	 * `layout` the layout type, `full` makes it full width on a page.
	 *
	 * @param array<string, mixed> $o      Style map plus tag, layout, justify, full.
	 * @param string               ...$inner Inner blocks.
	 */
	public static function group( array $o, string ...$inner ): string {
		$tag   = (string) ( $o['tag'] ?? 'div' );
		$attrs = array();
		if ( 'div' !== $tag ) {
			$attrs['tagName'] = $tag;
		}
		$classes = array( 'wp-block-group' );
		if ( ! empty( $o['full'] ) ) {
			$attrs['align'] = 'full';
			$classes[]      = 'alignfull';
		}
		$attrs += StyleMap::attribute( $o );
		$layout = array( 'type' => (string) ( $o['layout'] ?? 'constrained' ) );
		if ( isset( $o['justify'] ) ) {
			$layout['justifyContent'] = $o['justify'];
		}
		$attrs['layout'] = $layout;
		$open            = self::open( $tag, array_merge( $classes, StyleMap::classes( $o ) ), StyleMap::css( $o ) );
		return self::block( 'group', $attrs, $open . "\n" . implode( "\n\n", $inner ) . "\n</{$tag}>" );
	}

	/**
	 * Side-by-side columns; `stack` false keeps them side by side on phones too.
	 *
	 * @param array<string, mixed> $o       Style map plus stack, valign.
	 * @param string               ...$columns Column blocks (see column()).
	 */
	public static function columns( array $o, string ...$columns ): string {
		$attrs   = array();
		$classes = array( 'wp-block-columns' );
		if ( isset( $o['valign'] ) ) {
			$attrs['verticalAlignment'] = $o['valign'];
			$classes[]                  = 'are-vertically-aligned-' . $o['valign'];
		}
		if ( false === ( $o['stack'] ?? true ) ) {
			$attrs['isStackedOnMobile'] = false;
			$classes[]                  = 'is-not-stacked-on-mobile';
		}
		$attrs += StyleMap::attribute( $o );
		$open   = self::open( 'div', array_merge( $classes, StyleMap::classes( $o ) ), StyleMap::css( $o ) );
		return self::block( 'columns', $attrs, $open . implode( "\n\n", $columns ) . '</div>' );
	}

	/**
	 * One column; `width` is its flex basis, e.g. "30%".
	 *
	 * @param array<string, mixed> $o      Style map plus width, valign.
	 * @param string               ...$inner Inner blocks.
	 */
	public static function column( array $o, string ...$inner ): string {
		$attrs   = array();
		$classes = array( 'wp-block-column' );
		$css     = array();
		if ( isset( $o['valign'] ) ) {
			$attrs['verticalAlignment'] = $o['valign'];
			$classes[]                  = 'is-vertically-aligned-' . $o['valign'];
		}
		if ( isset( $o['width'] ) ) {
			$attrs['width'] = $o['width'];
			$css[]          = 'flex-basis:' . $o['width'];
		}
		$attrs += StyleMap::attribute( $o );
		$open   = self::open( 'div', array_merge( $classes, StyleMap::classes( $o ) ), implode( ';', array_filter( array( StyleMap::css( $o ), ...$css ) ) ) );
		return self::block( 'column', $attrs, $open . implode( "\n\n", $inner ) . '</div>' );
	}

	/**
	 * A heading; `align` is the text alignment.
	 *
	 * @param int                  $level Heading level.
	 * @param string               $text  Text (may hold {{placeholders}}).
	 * @param array<string, mixed> $o     Style map plus align.
	 */
	public static function heading( int $level, string $text, array $o = array() ): string {
		$attrs   = array();
		$classes = array( 'wp-block-heading' );
		if ( isset( $o['align'] ) ) {
			$attrs['textAlign'] = $o['align'];
			$classes[]          = 'has-text-align-' . $o['align'];
		}
		if ( 2 !== $level ) {
			$attrs['level'] = $level;
		}
		$attrs += StyleMap::attribute( $o );
		return self::block( 'heading', $attrs, self::open( "h{$level}", array_merge( $classes, StyleMap::classes( $o ) ), StyleMap::css( $o ) ) . $text . "</h{$level}>" );
	}

	/**
	 * A paragraph; `align` is the text alignment.
	 *
	 * @param string               $text Text (may hold {{placeholders}}).
	 * @param array<string, mixed> $o    Style map plus align.
	 */
	public static function paragraph( string $text, array $o = array() ): string {
		$attrs   = array();
		$classes = array();
		if ( isset( $o['align'] ) ) {
			$attrs['align'] = $o['align'];
			$classes[]      = 'has-text-align-' . $o['align'];
		}
		$attrs += StyleMap::attribute( $o );
		return self::block( 'paragraph', $attrs, self::open( 'p', array_merge( $classes, StyleMap::classes( $o ) ), StyleMap::css( $o ) ) . $text . '</p>' );
	}

	/**
	 * A separator line in a colour; `wide` spans the full width, `dots` draws dots.
	 *
	 * @param string $color   Line colour, or '' for the theme's.
	 * @param string $variant '', 'wide' or 'dots'.
	 */
	public static function separator( string $color = '', string $variant = '' ): string {
		$attrs   = array();
		$classes = array( 'wp-block-separator' );
		$css     = '';
		if ( '' !== $color ) {
			$attrs['style'] = array( 'color' => array( 'background' => $color ) );
			$classes[]      = 'has-text-color';
			$css            = "background-color:{$color};color:{$color}";
		}
		$classes[] = 'has-alpha-channel-opacity';
		if ( '' !== $color ) {
			$classes[] = 'has-background';
		}
		if ( '' !== $variant ) {
			$attrs['className'] = 'is-style-' . $variant;
			$classes[]          = 'is-style-' . $variant;
		}
		return self::block( 'separator', $attrs, rtrim( self::open( 'hr', $classes, $css ), '>' ) . '/>' );
	}

	/**
	 * Empty vertical space.
	 *
	 * @param string $height CSS height, e.g. "32px".
	 */
	public static function spacer( string $height ): string {
		return self::block( 'spacer', array( 'height' => $height ), "<div style=\"height:{$height}\" aria-hidden=\"true\" class=\"wp-block-spacer\"></div>" );
	}

	/**
	 * A row of buttons.
	 *
	 * @param string $justify   left, center or right.
	 * @param string ...$buttons Button blocks (see button()).
	 */
	public static function buttons( string $justify, string ...$buttons ): string {
		$attrs = array(
			'layout' => array(
				'type'           => 'flex',
				'justifyContent' => $justify,
			),
		);
		return self::block( 'buttons', $attrs, '<div class="wp-block-buttons">' . implode( "\n\n", $buttons ) . '</div>' );
	}

	/**
	 * A button; `outline` gives the outline style, `url` a link.
	 *
	 * @param string               $text Label.
	 * @param array<string, mixed> $o    bg, color, border, radius, padding, outline, url.
	 */
	public static function button( string $text, array $o = array() ): string {
		$attrs   = array();
		$wrapper = array( 'wp-block-button' );
		if ( ! empty( $o['outline'] ) ) {
			$attrs['className'] = 'is-style-outline';
			$wrapper[]          = 'is-style-outline';
		}
		// The link comes from the saved HTML's href, so it is not a comment attribute.
		$href = isset( $o['url'] ) ? ' href="' . esc_url( (string) $o['url'] ) . '"' : '';
		$attrs += StyleMap::attribute( $o );
		$link   = self::open( 'a', array_merge( array( 'wp-block-button__link' ), StyleMap::classes( $o ), array( 'wp-element-button' ) ), StyleMap::css( $o ), $href );
		return self::block( 'button', $attrs, self::open( 'div', $wrapper, '' ) . $link . $text . '</a></div>' );
	}

	/**
	 * A block in comment delimiters, as the editor serializes it.
	 *
	 * @param string               $name  Core block name without "core/".
	 * @param array<string, mixed> $attrs Attributes.
	 * @param string               $html  Saved HTML.
	 */
	private static function block( string $name, array $attrs, string $html ): string {
		return get_comment_delimited_block_content( 'core/' . $name, $attrs, "\n" . $html . "\n" );
	}

	/**
	 * An opening tag.
	 *
	 * @param string       $tag     Element.
	 * @param list<string> $classes Classes.
	 * @param string       $css     Inline CSS.
	 * @param string       $between Attributes core writes between class and style (a link's href).
	 */
	private static function open( string $tag, array $classes, string $css, string $between = '' ): string {
		$class = array() === $classes ? '' : ' class="' . implode( ' ', $classes ) . '"';
		$style = '' === $css ? '' : ' style="' . $css . '"';
		return "<{$tag}{$class}{$between}{$style}>";
	}
}
