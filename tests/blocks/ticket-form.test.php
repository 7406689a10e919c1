<?php
/**
 * Render test of the ticket-form block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class TicketFormRenderTest extends RenderTestCase {

	public function test_lists_each_ticket_type_with_its_price_and_a_labelled_quantity(): void {
		$id = $this->event();
		$this->tickets(
			$id,
			array(
				array( 'name' => 'Standard', 'price' => '25', 'capacity' => 30, 'description' => 'Entry to every talk' ),
				array( 'name' => 'Student', 'price' => 0, 'capacity' => 10 ),
			)
		);
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'ticket-form' );
		$this->assert_text( 'Choose your tickets', $html );
		$this->assert_text( 'Standard', $html );
		$this->assert_text( 'Entry to every talk', $html );
		$this->assert_text( 'Student', $html );
		$this->assert_text( 'Free', $html );
		$label = $this->find( $html, 'label' );
		$for   = (string) $label->get_attribute( 'for' );
		$this->assertNotSame( '', $for );
		$this->assertStringContainsString( 'id="' . $for . '"', $html, 'The quantity field the label names exists.' );
		$this->find( $html, 'button', 'wp-element-button' );
	}

	public function test_an_event_without_ticket_types_shows_nothing_to_visitors_and_a_note_to_editors(): void {
		$id = $this->event();
		$this->assertSame( '', trim( $this->render( 'ticket-form', array( 'eventId' => $id ) ) ) );
		$this->as_editor();
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->assertSame( 'note', $this->find( $html, 'div', 'wp-block-eventsmith-ticket-form' )->get_attribute( 'role' ) );
		$this->assert_text( 'Choose a published event with ticket types for this ticket form.', $html );
	}

	public function test_a_hostile_title_is_never_printed_raw(): void {
		$id = $this->event();
		$this->tickets( $id, array( array( 'name' => 'Standard', 'capacity' => 30 ) ) );
		$this->hostile_title( $id );
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'ticket-form' );
		$this->assert_escaped( $html, false );
	}
}
