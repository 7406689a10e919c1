<?php
/**
 * A QR code drawn as SVG on the server.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Qr;

use BaconQrCode\Common\ErrorCorrectionLevel;
use BaconQrCode\Encoder\Encoder;
use Throwable;

defined( 'ABSPATH' ) || exit;

/**
 * Encodes a text with the product's QR rules (error correction M, a 4-module
 * quiet zone, the same as the browser drawer's QR_RULES) using the bundled
 * BaconQrCode encoder, and prints the module matrix as one SVG path.
 */
final class QrSvg {

	/** Quiet zone in modules (QR_RULES.margin). */
	public const MARGIN = 4;

	/**
	 * The dark modules of the code, row by row (true = dark), without the quiet zone.
	 * Null when the text cannot be encoded (empty, too long) or the encoder is missing.
	 *
	 * @param string $text What the code encodes.
	 * @return list<list<bool>>|null
	 */
	public static function matrix( string $text ): ?array {
		if ( '' === trim( $text ) || ! class_exists( Encoder::class ) ) {
			return null;
		}
		try {
			$encoding = preg_match( '/[^\x00-\x7F]/', $text ) ? 'UTF-8' : Encoder::DEFAULT_BYTE_MODE_ECODING;
			$code     = Encoder::encode( $text, ErrorCorrectionLevel::M(), $encoding );
		} catch ( Throwable ) {
			return null;
		}
		$matrix = $code->getMatrix();
		$rows   = array();
		for ( $y = 0; $y < $matrix->getHeight(); $y++ ) {
			$row = array();
			for ( $x = 0; $x < $matrix->getWidth(); $x++ ) {
				$row[] = 1 === $matrix->get( $x, $y );
			}
			$rows[] = $row;
		}
		return $rows;
	}

	/**
	 * The code as an inline SVG image ('' when it cannot be encoded).
	 *
	 * @param string $text  What the code encodes.
	 * @param int    $size  Side in CSS pixels.
	 * @param string $label The image's text alternative (plain text).
	 * @param string $class_name Class of the svg element.
	 */
	public static function svg( string $text, int $size, string $label, string $class_name ): string {
		$rows = self::matrix( $text );
		if ( null === $rows ) {
			return '';
		}
		$side = count( $rows ) + 2 * self::MARGIN;
		$path = '';
		foreach ( $rows as $y => $row ) {
			$run = 0;
			foreach ( array_merge( $row, array( false ) ) as $x => $dark ) {
				if ( $dark ) {
					++$run;
					continue;
				}
				if ( $run > 0 ) {
					$path .= sprintf( 'M%d %dh%dv1h-%dz', $x - $run + self::MARGIN, $y + self::MARGIN, $run, $run );
					$run   = 0;
				}
			}
		}
		$attr = static fn( string $value ): string => htmlspecialchars( $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );

		return sprintf(
			'<svg class="%1$s" xmlns="http://www.w3.org/2000/svg" width="%2$d" height="%2$d" viewBox="0 0 %3$d %3$d" shape-rendering="crispEdges" role="img" aria-label="%4$s"><rect width="%3$d" height="%3$d" fill="#fff"/><path fill="#000" d="%5$s"/></svg>',
			$attr( $class_name ),
			$size,
			$side,
			$attr( $label ),
			$path
		);
	}
}
