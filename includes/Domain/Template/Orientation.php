<?php
/**
 * Page orientation of printable templates.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Template;

defined( 'ABSPATH' ) || exit;

/**
 * Landscape (the default) is 842 × 595 px, portrait 595 × 842 px: A4 at 72 dpi.
 */
enum Orientation: string {
	case Landscape = 'landscape';
	case Portrait  = 'portrait';

	/**
	 * Page body size in pixels.
	 *
	 * @return array{width: int, height: int}
	 */
	public function page(): array {
		return self::Landscape === $this
			? array(
				'width'  => 842,
				'height' => 595,
			)
			: array(
				'width'  => 595,
				'height' => 842,
			);
	}
}
