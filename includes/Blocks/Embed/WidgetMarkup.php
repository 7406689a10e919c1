<?php
/**
 * The markup and styles of one widget shortcode, for previews and embeds.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Embed;

use Eventsmith\Blocks\Shortcodes;
use Eventsmith\Domain\Widget\WidgetShortcode;

defined( 'ABSPATH' ) || exit;

/**
 * Renders a checked shortcode with the same renderer as a page would, and
 * gathers the CSS of the block it places (its registered style files, what it
 * enqueued while rendering, and their dependencies) so the widget can be
 * shown where the site's stylesheets are not loaded.
 */
final class WidgetMarkup {

	/**
	 * Reads a shortcode, accepting only Eventsmith's own tags.
	 *
	 * @param string $text Shortcode text.
	 * @throws \Eventsmith\Domain\DomainError Naming `shortcode` otherwise.
	 */
	public function parse( string $text ): WidgetShortcode {
		return WidgetShortcode::parse( $text, Shortcodes::tags() );
	}

	/**
	 * The widget's HTML and CSS.
	 *
	 * @param WidgetShortcode $shortcode A checked shortcode.
	 * @param bool            $links_top Whether links and forms should leave a frame (embeds).
	 * @return array{html: string, css: string}
	 */
	public function render( WidgetShortcode $shortcode, bool $links_top = false ): array {
		$before = wp_styles()->queue;
		// Only the canonical text of a parsed shortcode of ours reaches do_shortcode(): one tag, plain values.
		$html   = trim( do_shortcode( $shortcode->to_string() ) );
		$queued = array_diff( wp_styles()->queue, $before );

		$block   = \WP_Block_Type_Registry::get_instance()->get_registered( (string) Shortcodes::block_of( $shortcode->tag ) );
		$handles = array_merge( null === $block ? array() : (array) $block->style_handles, $queued );
		if ( $links_top ) {
			$html = self::links_to_top( $html );
		}
		return array(
			'html' => $html,
			'css'  => $this->css_of( $handles ),
		);
	}

	/**
	 * The CSS of style handles and their dependencies, files first, inline additions after.
	 *
	 * @param list<string> $handles Style handles.
	 */
	private function css_of( array $handles ): string {
		$styles = wp_styles();
		$seen   = array();
		$css    = '';
		while ( array() !== $handles ) {
			$handle = (string) array_shift( $handles );
			if ( isset( $seen[ $handle ] ) || ! isset( $styles->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$style           = $styles->registered[ $handle ];
			$handles         = array_merge( $handles, (array) $style->deps );
			$path            = (string) ( $style->extra['path'] ?? '' );
			$real            = '' === $path ? false : realpath( $path );
			// A path registered by code (block.json styles), never one taken from a request.
			if ( false !== $real && str_ends_with( $real, '.css' ) && is_readable( $real ) ) {
				$css .= (string) file_get_contents( $real ) . "\n"; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local stylesheet.
			}
			foreach ( (array) ( $style->extra['after'] ?? array() ) as $inline ) {
				$css .= (string) $inline . "\n";
			}
		}
		return $css;
	}

	/**
	 * Makes every link and form of the markup open in the top window.
	 *
	 * @param string $html Widget markup.
	 */
	private static function links_to_top( string $html ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			if ( in_array( $tags->get_tag(), array( 'A', 'FORM' ), true ) ) {
				$tags->set_attribute( 'target', '_top' );
			}
		}
		return $tags->get_updated_html();
	}
}
