<?php
/**
 * The QR code e-mailed with a ticket (32.11): a PNG painted from the same
 * module matrix as the SVG, each module a whole square of pixels inside the
 * 4-module quiet zone. That it scans as the ticket's address is proven by
 * decoding it from the e-mail in tests/integration/mail/ticket-qr.spec.ts.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Infrastructure\Qr;

use Eventsmith\Domain\Qr\QrSvg;
use Eventsmith\Infrastructure\Qr\QrPng;
use PHPUnit\Framework\TestCase;

final class QrPngTest extends TestCase {

	private const ADDRESS = 'https://example.org/?eventsmith_verify=0123456789abcdef';

	protected function setUp(): void {
		if ( ! QrPng::available() ) {
			$this->markTestSkipped( 'PHP has no GD here.' );
		}
	}

	public function test_the_png_paints_every_module_of_the_matrix_32_11(): void {
		$png = QrPng::png( self::ADDRESS, 4 );
		$this->assertNotNull( $png );
		$this->assertSame( "\x89PNG", substr( $png, 0, 4 ) );
		$image = imagecreatefromstring( $png );
		$this->assertNotFalse( $image );
		$rows = QrSvg::matrix( self::ADDRESS );
		$side = ( count( $rows ) + 2 * QrSvg::MARGIN ) * 4;
		$this->assertSame( $side, imagesx( $image ) );
		$this->assertSame( $side, imagesy( $image ) );
		$dark = static function ( int $x, int $y ) use ( $image ): bool {
			$rgb = imagecolorsforindex( $image, imagecolorat( $image, $x, $y ) );
			return $rgb['red'] < 128;
		};
		foreach ( $rows as $y => $row ) {
			foreach ( $row as $x => $is_dark ) {
				$left = ( $x + QrSvg::MARGIN ) * 4;
				$top  = ( $y + QrSvg::MARGIN ) * 4;
				// Both corners of the module's square have its colour.
				$this->assertSame( $is_dark, $dark( $left, $top ), "module {$x},{$y}" );
				$this->assertSame( $is_dark, $dark( $left + 3, $top + 3 ), "module {$x},{$y}" );
			}
		}
		// The quiet zone is white.
		for ( $i = 0; $i < $side; $i += 3 ) {
			$this->assertFalse( $dark( $i, QrSvg::MARGIN * 4 - 1 ) );
			$this->assertFalse( $dark( QrSvg::MARGIN * 4 - 1, $i ) );
		}
	}

	public function test_nothing_is_drawn_for_an_empty_text(): void {
		$this->assertNull( QrPng::png( '' ) );
	}
}
