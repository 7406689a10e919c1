<?php
/**
 * Event pages shown through their Event Landing template.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Frontend\EventPage;

use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Templates\Rendering\ContextReader;
use Eventsmith\Infrastructure\Templates\Rendering\RenderedTemplate;
use Eventsmith\Infrastructure\Templates\Rendering\TemplateRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * When an event (or the site) chooses a published landing template, the page
 * shows that template rendered with the event's values by the same renderer as
 * the builder's preview (per-device styles, template CSS), between the theme's
 * header and footer (block themes) or as the content (classic themes).
 */
final class LandingPage {

	private ?RenderedTemplate $rendered = null;

	/**
	 * @param LandingTemplateChoice $choice   Which template.
	 * @param ContextReader         $contexts Event values.
	 * @param TemplateRenderer      $renderer Renderer shared with the preview.
	 */
	public function __construct(
		private LandingTemplateChoice $choice,
		private ContextReader $contexts,
		private TemplateRenderer $renderer
	) {
	}

	/**
	 * Hooks the page.
	 */
	public function register_hooks(): void {
		add_filter( 'template_include', array( $this, 'use_template' ), 20 );
		// After EventPageContent (20) adds the default layout's pieces on classic themes: the landing template replaces them all.
		add_filter( 'the_content', array( $this, 'content' ), 25 );
		add_action( 'wp_head', array( $this, 'print_css' ), 20 );
	}

	/**
	 * On a block theme, the page template becomes header + landing template + footer.
	 *
	 * @param string $template Template file.
	 */
	public function use_template( $template ) {
		$rendered = $this->rendered();
		if ( null === $rendered || ! wp_is_block_theme() ) {
			return $template;
		}
		global $_wp_current_template_content;
		$theme = wp_json_encode( get_stylesheet() );
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the block template canvas reads it.
		$_wp_current_template_content = '<!-- wp:template-part {"slug":"header","theme":' . $theme . ',"tagName":"header"} /-->'
			. '<!-- wp:group {"tagName":"main","className":"eventsmith-landing-page"} --><main class="wp-block-group eventsmith-landing-page">'
			. $rendered->html
			. '</main><!-- /wp:group -->'
			. '<!-- wp:template-part {"slug":"footer","theme":' . $theme . ',"tagName":"footer"} /-->';
		return ABSPATH . WPINC . '/template-canvas.php';
	}

	/**
	 * On a classic theme, the content becomes the landing template.
	 *
	 * @param string $content Post content.
	 */
	public function content( $content ) {
		if ( wp_is_block_theme() || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		$rendered = $this->rendered();
		return null === $rendered ? $content : $rendered->html;
	}

	/**
	 * The template's CSS in the head of its page.
	 */
	public function print_css(): void {
		$rendered = $this->rendered();
		if ( null !== $rendered ) {
			echo '<style id="eventsmith-landing-template-css">' . wp_strip_all_tags( $rendered->css ) . '</style>' . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSS with tags stripped.
		}
	}

	/**
	 * The rendered landing template of the current event page, once per request.
	 */
	private function rendered(): ?RenderedTemplate {
		if ( null !== $this->rendered ) {
			return $this->rendered;
		}
		if ( ! is_singular( PostTypes::EVENT ) ) {
			return null;
		}
		$event_id = (int) get_queried_object_id();
		$template = $this->choice->for_event( $event_id );
		if ( null === $template ) {
			return null;
		}
		$this->rendered = $this->renderer->render( $template, $this->contexts->for_event( $event_id ), '' );
		return $this->rendered;
	}
}
