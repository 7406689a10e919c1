<?php
/**
 * The server-drawn QR code: the product's rules (error correction M, a
 * 4-module quiet zone) and a valid symbol. That it scans as the right address
 * is proven by decoding it in the browser tests (tests/support/qr-decode.ts).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Qr;

use Eventsmith\Domain\Qr\QrSvg;
use PHPUnit\Framework\TestCase;

final class QrSvgTest extends TestCase {

	private const ADDRESS = 'https://example.org/?eventsmith_verify=0123456789abcdef';

	public function test_QR_01_a_verify_address_is_a_version_4_symbol_with_error_correction_M(): void {
		$rows = QrSvg::matrix( self::ADDRESS );
		$this->assertNotNull( $rows );
		// 55 bytes at level M need version 4 (33 modules); level L would fit version 3.
		$this->assertCount( 33, $rows );
		foreach ( $rows as $row ) {
			$this->assertCount( 33, $row );
		}
		// Format information next to the top-left finder: the two EC bits, masked, read 1 0 for level M.
		$this->assertTrue( $rows[8][0] );
		$this->assertFalse( $rows[8][1] );
	}

	public function test_the_three_finder_patterns_are_in_their_corners(): void {
		$rows = QrSvg::matrix( self::ADDRESS );
		$last = count( $rows ) - 7;
		foreach ( array( array( 0, 0 ), array( $last, 0 ), array( 0, $last ) ) as [ $left, $top ] ) {
			for ( $y = 0; $y < 7; $y++ ) {
				for ( $x = 0; $x < 7; $x++ ) {
					$ring = max( abs( $x - 3 ), abs( $y - 3 ) );
					$this->assertSame( 2 !== $ring, $rows[ $top + $y ][ $left + $x ], "finder at $left,$top module $x,$y" );
				}
			}
		}
	}

	public function test_the_svg_has_the_size_asked_for_a_quiet_zone_and_an_escaped_label(): void {
		$svg = QrSvg::svg( self::ADDRESS, 200, 'Scan "me" & <go>', 'eventsmith-qr-code__image' );
		$this->assertStringStartsWith( '<svg class="eventsmith-qr-code__image"', $svg );
		$this->assertStringContainsString( 'width="200" height="200" viewBox="0 0 41 41"', $svg );
		$this->assertStringContainsString( 'aria-label="Scan &quot;me&quot; &amp; &lt;go&gt;"', $svg );
		// The first dark module is the top-left finder's corner, 4 modules in.
		$this->assertStringContainsString( 'd="M4 4h7v1h-7z', $svg );
	}

	public function test_nothing_is_drawn_for_an_empty_text_or_one_too_long_for_a_qr_code(): void {
		$this->assertNull( QrSvg::matrix( '  ' ) );
		$this->assertNull( QrSvg::matrix( str_repeat( 'x', 3000 ) ) );
		$this->assertSame( '', QrSvg::svg( str_repeat( 'x', 3000 ), 160, 'QR', 'c' ) );
	}

	public function test_a_non_ascii_address_is_encoded_too(): void {
		$this->assertNotNull( QrSvg::matrix( 'https://example.org/événement' ) );
	}
}
