<?php
/**
 * Render test of the certificates block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class CertificatesRenderTest extends RenderTestCase {

	public function test_visitors_get_a_labelled_ticket_id_lookup(): void {
		$html  = $this->render( 'certificates', array() );
		$this->assert_wrapper( $html, 'certificates' );
		$input = $this->find( $html, 'input', null, 'name', 'eventsmith_certificate' );
		$this->find( $html, 'label', null, 'for', (string) $input->get_attribute( 'id' ) );
		$this->find( $html, 'p', null, 'id', (string) $input->get_attribute( 'aria-describedby' ) );
		$this->assert_text( 'Get certificate', $html );
	}

	public function test_a_signed_in_person_without_certificates_is_told_so(): void {
		$this->sign_in_as( 'subscriber' );
		$html = $this->render( 'certificates', array() );
		$this->assert_wrapper( $html, 'certificates' );
		$this->assert_text( 'Your certificates', $html );
		$this->assert_text( 'No certificates yet.', $html );
	}

	public function test_a_hostile_looked_up_code_is_escaped(): void {
		$_GET['eventsmith_certificate'] = self::HOSTILE; // phpcs:ignore Eventsmith.Security.SanitizedInput.NotSanitized -- a write: the visitor's query.
		try {
			$html = $this->render( 'certificates', array() );
		} finally {
			unset( $_GET['eventsmith_certificate'] ); // phpcs:ignore Eventsmith.Security.SanitizedInput.NotSanitized -- a write.
		}
		$this->assert_wrapper( $html, 'certificates' );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
	}
}
