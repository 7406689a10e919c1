<?php
/**
 * A template rendered for one context.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Rendering;

defined( 'ABSPATH' ) || exit;

/**
 * The page HTML (wrapped in the page body) and the CSS it needs.
 */
final class RenderedTemplate {

	/**
	 * Constructor.
	 *
	 * @param string $html  Page HTML; values are already escaped.
	 * @param string $css   Page size, block styles and the template's own CSS.
	 * @param string $title Document title (the template or event name).
	 * @param int    $width The page's design width in CSS pixels (0: as wide as its container).
	 */
	public function __construct(
		public readonly string $html,
		public readonly string $css,
		public readonly string $title,
		public readonly int $width = 0
	) {}
}
