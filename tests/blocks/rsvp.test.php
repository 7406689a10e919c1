<?php
/**
 * Render test of the rsvp block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class RsvpFormRenderTest extends RenderTestCase {

	public function test_an_event_taking_rsvps_shows_a_form_with_labelled_fields(): void {
		$id   = $this->event( array( 'rsvp' => array( 'enabled' => true, 'capacity' => 20 ) ) );
		$html = $this->render( 'rsvp-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'rsvp-form' );
		$this->find( $html, 'form' );
		$email = $this->find( $html, 'input', null, 'type', 'email' );
		$field = (string) $email->get_attribute( 'id' );
		$this->assertNotSame( '', $field );
		$this->find( $html, 'label', null, 'for', $field );
	}

	public function test_an_event_not_taking_rsvps_says_so(): void {
		$id   = $this->event();
		$html = $this->render( 'rsvp-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'rsvp-form' );
		$this->assert_text( 'This event does not take RSVPs.', $html );
		$this->assertSame( '', trim( $this->render( 'rsvp-form', array( 'eventId' => 999999 ) ) ) );
		$this->as_editor();
		$this->assert_text( 'Choose the event this RSVP form is for.', $this->render( 'rsvp-form', array( 'eventId' => 999999 ) ) );
	}

	public function test_a_hostile_title_is_never_printed_raw(): void {
		$id = $this->event( array( 'rsvp' => array( 'enabled' => true ) ) );
		$this->hostile_title( $id );
		$html = $this->render( 'rsvp-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'rsvp-form' );
		$this->assert_escaped( $html, false );
	}
}
