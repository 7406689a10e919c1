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
 * A few shapes in a design's colours — page, frame, title bar, text lines —
 * so the chooser shows previews without any network access.
 */
final class Thumbnail {

	/**
	 * A data URL of an SVG sketch.
	 *
	 * @param string $layout     "frame" (bordered page), "band" (colour band on top), "stub" (ticket with a tear line) or "hero" (web page).
	 * @param string $background Page colour.
	 * @param string $accent     Accent colour.
	 * @param string $ink        Text colour.
	 * @param bool   $portrait   Portrait page.
	 */
	public static function svg( string $layout, string $background, string $accent, string $ink, bool $portrait = false ): string {
		list( $w, $h ) = $portrait ? array( 210, 297 ) : array( 297, 210 );
		$cx            = $w / 2;
		$shapes        = array( sprintf( '<rect width="%d" height="%d" fill="%s"/>', $w, $h, $background ) );
		$top           = $h * 0.3;

		switch ( $layout ) {
			case 'frame':
				$shapes[] = sprintf( '<rect x="10" y="10" width="%d" height="%d" fill="none" stroke="%s" stroke-width="4"/>', $w - 20, $h - 20, $accent );
				$shapes[] = sprintf( '<rect x="16" y="16" width="%d" height="%d" fill="none" stroke="%s" stroke-width="1"/>', $w - 32, $h - 32, $accent );
				break;
			case 'band':
				$shapes[] = sprintf( '<rect width="%d" height="%d" fill="%s"/>', $w, $h * 0.22, $accent );
				$top      = $h * 0.4;
				break;
			case 'stub':
				$shapes[] = sprintf( '<rect x="%d" width="%d" height="%d" fill="%s"/>', $w * 0.72, $w * 0.28, $h, $accent );
				$shapes[] = sprintf( '<line x1="%1$d" y1="0" x2="%1$d" y2="%2$d" stroke="%3$s" stroke-width="2" stroke-dasharray="6 5"/>', $w * 0.72, $h, $ink );
				$shapes[] = sprintf( '<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>', $w * 0.78, $h * 0.35, $w * 0.16, $w * 0.16, $background );
				$cx       = $w * 0.36;
				break;
			default:
				$shapes[] = sprintf( '<rect width="%d" height="%d" fill="%s"/>', $w, $h * 0.45, $accent );
				$shapes[] = sprintf( '<rect x="%d" y="%d" width="%d" height="14" rx="7" fill="%s"/>', $cx - 30, $h * 0.32, 60, $background );
				$top      = $h * 0.12;
		}

		$shapes[] = sprintf( '<rect x="%d" y="%d" width="%d" height="12" fill="%s"/>', $cx - $w * 0.25, $top, $w * 0.5, 'hero' === $layout ? $background : $ink );
		foreach ( array( 0.62, 0.7, 0.78 ) as $n => $y ) {
			$width    = $w * ( 0.4 - 0.08 * $n );
			$shapes[] = sprintf( '<rect x="%d" y="%d" width="%d" height="5" fill="%s" opacity="0.55"/>', $cx - $width / 2, $h * $y, $width, $ink );
		}

		$svg = sprintf( '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d">%s</svg>', $w, $h, implode( '', $shapes ) );
		return 'data:image/svg+xml;base64,' . base64_encode( $svg ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a data URL.
	}
}
