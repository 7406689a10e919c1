<?php
/**
 * Render test of the certificate-body block (ticket and certificate templates).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class CertificateBodyRenderTest extends RenderTestCase {

	public function test_wraps_the_certificate_with_its_background_and_padding(): void {
		$html = $this->render_in(
			'certificate-body',
			array( 'bodyStyling' => array( 'backgroundColor' => '#fafafa', 'padding' => '32px', 'backgroundImage' => 'https://example.org/bg.png' ) ),
			array(),
			'<p>Certificate of attendance</p>'
		);
		$tags  = $this->assert_wrapper( $html, 'certificate-body' );
		$style = (string) $tags->get_attribute( 'style' );
		$this->assertStringContainsString( 'background-color:#fafafa', $style );
		$this->assertStringContainsString( 'padding:32px', $style );
		$this->assertStringContainsString( 'https://example.org/bg.png', $style );
		$this->assert_text( 'Certificate of attendance', $html );
	}

	public function test_empty_it_is_still_a_blank_page(): void {
		$html = $this->render_in( 'certificate-body', array(), array() );
		$this->assert_wrapper( $html, 'certificate-body' );
		$this->assertSame( '', trim( $this->text( $html ) ) );
	}

	public function test_hostile_styling_cannot_break_out_of_the_style_attribute(): void {
		$html = $this->render_in(
			'certificate-body',
			array( 'bodyStyling' => array( 'backgroundColor' => 'red" onmouseover="alert(1)', 'backgroundImage' => 'https://example.org/x.png");}</style><script>alert(1)</script>' ) ),
			array()
		);
		$tags = $this->assert_wrapper( $html, 'certificate-body' );
		$this->assertNull( $tags->get_attribute( 'onmouseover' ) );
		$this->assertStringNotContainsString( '<script>', $html );
	}
}
