<?php
/**
 * Render test of the qr-code block (ticket and certificate templates).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class QrCodeRenderTest extends RenderTestCase {

	public function test_inside_a_ticket_holds_the_verify_address_as_a_link(): void {
		$verify = 'https://example.org/verify/?ticket=ABC123';
		$html   = $this->render_in( 'qr-code', array( 'size' => 200 ), array( 'eventsmith/verifyUrl' => $verify ) );
		$tags   = $this->assert_wrapper( $html, 'qr-code' );
		// Drawn by the server: an SVG image of the given size, named for screen readers.
		$this->assertTrue( $tags->get_attribute( 'data-eventsmith-qr-drawn' ) );
		$image = $this->find( $html, 'svg', 'eventsmith-qr-code__image' );
		$this->assertSame( '200', $image->get_attribute( 'width' ) );
		$this->assertSame( 'Ticket QR code', $image->get_attribute( 'aria-label' ) );
		$this->assertSame( $verify, $this->find( $html, 'a', 'eventsmith-qr-code__link' )->get_attribute( 'href' ) );
	}

	public function test_without_a_ticket_prints_nothing(): void {
		$this->assertSame( '', trim( $this->render_in( 'qr-code', array(), array() ) ) );
	}

	public function test_a_hostile_address_is_escaped(): void {
		$html = $this->render_in( 'qr-code', array(), array( 'eventsmith/verifyUrl' => 'https://example.org/?t="><script>alert(1)</script>' ) );
		$this->assert_wrapper( $html, 'qr-code' );
		$this->assertStringNotContainsString( '<script>', $html );
		$tags = new \WP_HTML_Tag_Processor( $html );
		$seen = array();
		while ( $tags->next_tag() ) {
			$seen[] = $tags->get_tag();
		}
		$this->assertSame( array( 'DIV', 'SVG', 'RECT', 'PATH', 'A' ), $seen, 'The address adds no element of its own.' );
	}
}
