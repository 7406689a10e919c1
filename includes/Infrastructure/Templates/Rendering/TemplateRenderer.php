<?php
/**
 * Renders a template's blocks for an event, attendee and ticket.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Rendering;

use Eventsmith\Blocks\Templates\TemplateBlocks;
use Eventsmith\Domain\Template\Orientation;
use Eventsmith\Domain\Template\PlaceholderContext;
use Eventsmith\Domain\Template\Placeholders;
use Eventsmith\Domain\Template\PlaceholderValues;
use Eventsmith\Domain\Template\ValueEscaper;

defined( 'ABSPATH' ) || exit;

/**
 * Blocks are rendered with `do_blocks()` while the template-only blocks get the
 * verify address and a rendering flag through block context; then every
 * `{{token}}` is replaced by its escaped value (unknown ones by ''). Certificates
 * and tickets get a page body of 842×595 or 595×842 px. Every block's
 * container class and per-device styles are applied while rendering.
 */
final class TemplateRenderer {

	public const PAGE_CLASS = 'eventsmith-template-page';

	/**
	 * Constructor.
	 *
	 * @param BlockDeviceStyles $block_styles Per-block class and device styles.
	 */
	public function __construct( private BlockDeviceStyles $block_styles = new BlockDeviceStyles() ) {}

	/**
	 * Renders serialized blocks.
	 *
	 * @param array{content: string, template_css?: string, type?: string, orientation?: string, name?: string} $template Template fields.
	 * @param PlaceholderContext                                                                                 $context  Values.
	 * @param string                                                                                             $verify_url The ticket's verify address ('' when there is no ticket).
	 */
	public function render( array $template, PlaceholderContext $context, string $verify_url ): RenderedTemplate {
		$type        = (string) ( $template['type'] ?? 'certificate' );
		$orientation = Orientation::tryFrom( (string) ( $template['orientation'] ?? '' ) ) ?? Orientation::Landscape;
		$inject      = static function ( array $block_context ) use ( $verify_url ): array {
			$block_context['eventsmith/rendering'] = true;
			$block_context['eventsmith/verifyUrl'] = $verify_url;
			return $block_context;
		};

		$style = array( $this->block_styles, 'apply' );
		add_filter( 'render_block_context', $inject );
		add_filter( 'render_block', $style, 10, 2 );
		try {
			$html = do_blocks( (string) $template['content'] );
		} finally {
			remove_filter( 'render_block_context', $inject );
			remove_filter( 'render_block', $style, 10 );
		}

		$values = ( new PlaceholderValues( (string) get_option( 'date_format', 'F j, Y' ), (string) get_option( 'time_format', 'g:i a' ) ) )->for_context( $context );
		$html   = Placeholders::replace( $html, $values, array( ValueEscaper::class, 'html' ) );
		$title  = Placeholders::replace( (string) ( $template['name'] ?? '' ), $values, static fn( string $v ): string => $v );

		$classes = self::PAGE_CLASS . ' ' . self::PAGE_CLASS . '--' . sanitize_html_class( $type );
		$html    = '<div class="' . esc_attr( $classes ) . '">' . $html . '</div>';

		return new RenderedTemplate( $html, $this->css( $type, $orientation, (string) ( $template['template_css'] ?? '' ) ), $title, 'event' === $type ? 0 : $orientation->page()['width'] );
	}

	/**
	 * Page size, the CSS block supports generated while rendering, the
	 * template-only blocks' styles and the template's own CSS (last, so it wins).
	 *
	 * @param string      $type         Template type.
	 * @param Orientation $orientation  Page orientation.
	 * @param string      $template_css The template's CSS.
	 */
	private function css( string $type, Orientation $orientation, string $template_css ): string {
		$css = '.' . self::PAGE_CLASS . '{box-sizing:border-box;position:relative;margin:0 auto;background:#fff;}';
		if ( 'event' !== $type ) {
			$page = $orientation->page();
			$css .= sprintf( '.%1$s{width:%2$dpx;min-height:%3$dpx;overflow:hidden;}', self::PAGE_CLASS, $page['width'], $page['height'] );
			// Printed (or saved as PDF from the browser) on one sheet of the page's size.
			$css .= sprintf( '@page{size:%1$dpx %2$dpx;margin:0;}', $page['width'], $page['height'] );
		}
		if ( function_exists( 'wp_style_engine_get_stylesheet_from_context' ) ) {
			$css .= wp_style_engine_get_stylesheet_from_context( 'block-supports', array( 'prettify' => false ) );
		}
		$css .= TemplateBlocks::stylesheet();
		// A stylesheet may not close the style element it is printed in.
		return $css . str_ireplace( '</style', '', $template_css );
	}
}
