<?php
/**
 * Render test of the signature block (ticket and certificate templates).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class SignatureRenderTest extends RenderTestCase {

	public function test_shows_the_signature_image_name_and_title(): void {
		$html = $this->render_in( 'signature', array( 'imageUrl' => 'https://example.org/sig.png', 'name' => 'Ada Lovelace', 'title' => 'Programme chair' ), array() );
		$this->assert_wrapper( $html, 'signature' );
		$image = $this->find( $html, 'img' );
		$this->assertSame( 'https://example.org/sig.png', $image->get_attribute( 'src' ) );
		$this->assertSame( 'Signature', $image->get_attribute( 'alt' ) );
		$this->assert_text( 'Ada Lovelace', $html );
		$this->assert_text( 'Programme chair', $html );
	}

	public function test_without_an_image_draws_no_broken_image(): void {
		$html = $this->render_in( 'signature', array( 'name' => 'Ada Lovelace' ), array() );
		$this->assert_wrapper( $html, 'signature' );
		$this->assertStringNotContainsString( '<img', $html );
	}

	public function test_a_hostile_name_and_image_address_are_made_safe(): void {
		$html = $this->render_in( 'signature', array( 'imageUrl' => 'javascript:alert(1)', 'name' => self::HOSTILE . '<strong>Ada</strong>', 'title' => '<img src=x onerror=alert(2)>' ), array() );
		$this->assert_wrapper( $html, 'signature' );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringContainsString( '<strong>Ada</strong>', $html, 'Simple formatting stays.' );
	}
}
