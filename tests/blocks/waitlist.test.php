<?php
/**
 * Render test of the waitlist block, alone and as the piece the ticket and RSVP forms show when sold out.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class WaitlistRenderTest extends RenderTestCase {

	/**
	 * An event with a free type of one seat, sold, and a second type with seats left.
	 *
	 * @return array{int, int, int} Event, sold-out type, open type.
	 */
	private function sold_out_type(): array {
		$id    = $this->event();
		$types = $this->tickets(
			$id,
			array(
				array( 'name' => 'Early bird', 'price' => 0, 'capacity' => 1 ),
				array( 'name' => 'Standard', 'price' => 0, 'capacity' => 30 ),
			)
		);
		$this->rest(
			'POST',
			"/public/events/{$id}/checkout",
			array(
				'buyer_name'  => 'Buyer',
				'buyer_email' => 'buyer@example.org',
				'tickets'     => array( (string) $types[0]['id'] => 1 ),
				'attendees'   => array(
					array(
						'ticket_type_id' => $types[0]['id'],
						'name'           => 'Buyer',
						'email'          => 'buyer@example.org',
					),
				),
			)
		);
		return array( $id, (int) $types[0]['id'], (int) $types[1]['id'] );
	}

	/**
	 * The waitlist piece inside some markup, with its context.
	 *
	 * @param string $html Markup.
	 * @return array<string, mixed>
	 */
	private function waitlist_context( string $html ): array {
		$tags = $this->find( $html, 'div', 'wp-block-eventsmith-waitlist', 'data-wp-interactive', 'eventsmith/waitlist' );
		return (array) json_decode( (string) $tags->get_attribute( 'data-wp-context' ), true );
	}

	public function test_a_sold_out_ticket_type_offers_its_waitlist_in_the_ticket_form(): void {
		list( $id, $sold_out, $open ) = $this->sold_out_type();
		$html    = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$context = $this->waitlist_context( $html );
		$this->assertSame( $sold_out, $context['ticketTypeId'] );
		$this->assertStringEndsWith( "/eventsmith/v2/events/{$id}/waitlist", (string) $context['route'] );
		$this->assertSame( 1, substr_count( $html, 'data-wp-interactive="eventsmith/waitlist"' ), 'Only the sold-out type has a waitlist.' );
		$this->assert_text( 'Join the waitlist for "Early bird"', $html );
		// The piece sits inside the ticket form: it has no form of its own and its button submits nothing.
		$this->assertSame( 1, substr_count( $html, '<form' ) );
		$this->find( $html, 'button', 'wp-block-eventsmith-waitlist__join', 'type', 'button' );
		foreach ( array( 'name', 'email' ) as $field ) {
			$input = $this->find( $html, 'input', null, 'data-waitlist', $field );
			$this->find( $html, 'label', null, 'for', (string) $input->get_attribute( 'id' ) );
		}
		$this->assertSame( '', trim( $this->render( 'waitlist', array( 'eventId' => $id, 'ticketTypeId' => $open ) ) ), 'A type with seats left has no waitlist.' );
	}

	public function test_the_block_alone_shows_only_for_a_sold_out_list(): void {
		list( $id, $sold_out ) = $this->sold_out_type();
		$html = $this->render( 'waitlist', array( 'eventId' => $id, 'ticketTypeId' => $sold_out ) );
		$this->assert_wrapper( $html, 'waitlist' );
		$this->assertSame( 'group', $this->find( $html, 'div', 'wp-block-eventsmith-waitlist' )->get_attribute( 'role' ) );
		$this->assertSame( '', trim( $this->render( 'waitlist', array( 'eventId' => $id, 'ticketTypeId' => 999999 ) ) ) );
		$this->assertSame( '', trim( $this->render( 'waitlist', array( 'eventId' => 999999 ) ) ) );
	}

	public function test_a_full_rsvp_shows_the_rsvp_waitlist_and_an_open_one_does_not(): void {
		$full = $this->event( array( 'rsvp' => array( 'enabled' => true, 'capacity' => 0 ) ) );
		$html = $this->render( 'rsvp-form', array( 'eventId' => $full ) );
		$this->assert_text( 'Sorry, this event is full.', $html );
		$this->assert_text( 'Join the waitlist: we will e-mail you when a place becomes free.', $html );
		$this->assertSame( 0, $this->waitlist_context( $html )['ticketTypeId'] );

		$open = $this->event( array( 'rsvp' => array( 'enabled' => true, 'capacity' => 20 ) ) );
		$this->assertStringNotContainsString( 'eventsmith/waitlist', $this->render( 'rsvp-form', array( 'eventId' => $open ) ) );
		$this->assertSame( '', trim( $this->render( 'waitlist', array( 'eventId' => $open ) ) ) );
	}
}
