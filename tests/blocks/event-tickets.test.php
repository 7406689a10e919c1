<?php
/**
 * Render test of the event-tickets block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventTicketsRenderTest extends RenderTestCase {

	public function test_an_event_with_tickets_shows_registration_with_the_ticket_form(): void {
		$id = $this->event();
		$this->tickets( $id, array( array( 'name' => 'Standard', 'price' => '25', 'capacity' => 30 ) ) );
		$html = $this->render( 'event-tickets', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-tickets' );
		$this->assert_text( 'Registration', $html );
		$this->find( $html, 'div', 'wp-block-eventsmith-ticket-form' );
		$this->assert_text( 'Standard', $html );
	}

	public function test_an_event_without_tickets_or_rsvp_renders_nothing(): void {
		$id = $this->event();
		$this->assertSame( '', trim( $this->render( 'event-tickets', array( 'eventId' => $id ) ) ) );
		$this->assert_piece_without_event( 'event-tickets' );
	}

	public function test_a_hostile_title_is_never_printed_raw(): void {
		$id = $this->event();
		$this->tickets( $id, array( array( 'name' => 'Standard', 'capacity' => 30 ) ) );
		$this->hostile_title( $id );
		$html = $this->render( 'event-tickets', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-tickets' );
		$this->assert_escaped( $html, false );
	}

	public function test_sold_out_is_said_only_when_every_offered_type_is_full_not_when_a_sale_ended_32_3(): void {
		$ended = $this->event();
		$this->tickets( $ended, array( array( 'name' => 'Early bird', 'capacity' => 0, 'sale_end' => '2020-01-01 00:00:00' ) ) );
		$html = $this->render( 'event-tickets', array( 'eventId' => $ended ) );
		$this->find( $html, 'div', 'is-closed' );
		$this->assert_text( 'Registration closed', $html );
		$full = $this->event();
		$this->tickets(
			$full,
			array(
				array( 'name' => 'Standard', 'capacity' => 0 ),
				array( 'name' => 'Crew', 'capacity' => 0, 'hidden' => true ),
			)
		);
		$html = $this->render( 'event-tickets', array( 'eventId' => $full ) );
		$this->find( $html, 'div', 'is-sold-out' );
		$this->assert_text( 'Sold out', $html );
	}
}
