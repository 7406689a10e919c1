<?php
/**
 * A QR code drawn as PNG on the server, for e-mail clients that show no SVG.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Qr;

use Eventsmith\Domain\Qr\QrSvg;

defined( 'ABSPATH' ) || exit;

/**
 * Paints the module matrix QrSvg encodes (same rules: error correction M, a
 * 4-module quiet zone) with PHP's GD extension, black on white, each module
 * a square of whole pixels so that nothing is blurred. A site without GD gets
 * null and mails the ticket's link without the picture.
 */
final class QrPng {

	/** Pixels per module: a typical ticket address gives about 250 pixels a side. */
	public const SCALE = 6;

	/**
	 * Whether PNG images can be drawn here.
	 */
	public static function available(): bool {
		return function_exists( 'imagecreate' ) && function_exists( 'imagepng' );
	}

	/**
	 * The code as PNG bytes, or null (no GD, or the text cannot be encoded).
	 *
	 * @param string $text  What the code encodes.
	 * @param int    $scale Pixels per module (1 to 20).
	 */
	public static function png( string $text, int $scale = self::SCALE ): ?string {
		if ( ! self::available() ) {
			return null;
		}
		$rows = QrSvg::matrix( $text );
		if ( null === $rows ) {
			return null;
		}
		$scale = max( 1, min( 20, $scale ) );
		$side  = ( count( $rows ) + 2 * QrSvg::MARGIN ) * $scale;
		$image = imagecreate( $side, $side );
		if ( false === $image ) {
			return null;
		}
		// The first colour allocated fills a palette image: white, then black for the dark modules.
		imagecolorallocate( $image, 255, 255, 255 );
		$dark = (int) imagecolorallocate( $image, 0, 0, 0 );
		foreach ( $rows as $y => $row ) {
			foreach ( $row as $x => $is_dark ) {
				if ( $is_dark ) {
					$left = ( $x + QrSvg::MARGIN ) * $scale;
					$top  = ( $y + QrSvg::MARGIN ) * $scale;
					imagefilledrectangle( $image, $left, $top, $left + $scale - 1, $top + $scale - 1, $dark );
				}
			}
		}
		ob_start();
		$done = imagepng( $image, null, 9 );
		$png  = (string) ob_get_clean();
		imagedestroy( $image );
		return $done && '' !== $png ? $png : null;
	}
}
