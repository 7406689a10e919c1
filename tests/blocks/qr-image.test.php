<?php
/**
 * Render test of the qr-image block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class QrImageRenderTest extends RenderTestCase {

	public function test_draws_a_qr_code_of_the_address_with_an_accessible_name(): void {
		$html = $this->render( 'qr-image', array( 'url' => 'https://example.org/tickets', 'caption' => 'Scan for tickets' ) );
		$this->assert_wrapper( $html, 'qr-image' );
		$this->assert_text( 'Scan for tickets', $html );
		$this->find( $html, 'figcaption', 'wp-block-eventsmith-qr-image__caption' );
	}

	public function test_without_an_address_renders_nothing(): void {
		$this->assertSame( '', trim( $this->render( 'qr-image', array() ) ) );
	}

	public function test_a_hostile_caption_is_escaped(): void {
		$html = $this->render( 'qr-image', array( 'url' => 'https://example.org/"><script>alert(1)</script>', 'caption' => '<img src=x onerror=alert(2)>' . self::HOSTILE ) );
		$this->assert_wrapper( $html, 'qr-image' );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '<script>', $html );
	}
}
