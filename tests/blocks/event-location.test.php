<?php
/**
 * Render test of the event location block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventLocationRenderTest extends RenderTestCase {

	public function test_shows_the_address_with_a_map_link_that_says_it_opens_a_tab(): void {
		$id   = $this->event( array( 'location' => array( 'address' => array( 'address' => '1 Quay St, Cork' ) ) ) );
		$html = $this->render( 'event-location', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-location' );
		$this->assert_text( '1 Quay St, Cork', $html );
		$link = $this->find( $html, 'a', 'wp-block-eventsmith-event-location__map' );
		$this->assertStringContainsString( rawurlencode( '1 Quay St, Cork' ), (string) $link->get_attribute( 'href' ) );
		$this->assert_text( 'Open in map (opens in a new tab)', $html );
	}

	public function test_a_free_event_shows_its_online_link_by_default_32_12(): void {
		$id   = $this->event( array( 'location' => array( 'address' => array( 'address' => '' ), 'online_url' => 'https://meet.example.net/free-room' ) ) );
		$html = $this->render( 'event-location', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-location' );
		$link = $this->find( $html, 'a' );
		$this->assertSame( 'https://meet.example.net/free-room', $link->get_attribute( 'href' ) );
		$this->assert_text( 'Join online', $html );
		$this->assertStringNotContainsString( 'registered attendees', $html );
	}

	public function test_a_link_kept_for_attendees_is_not_printed_and_visitors_read_why_32_12(): void {
		$id   = $this->event(
			array(
				'location'           => array(
					'address'    => array( 'address' => '1 Quay St, Cork' ),
					'online_url' => 'https://meet.example.net/members-room',
				),
				'online_link_public' => false,
			)
		);
		$html = $this->render( 'event-location', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-location' );
		$this->assertStringNotContainsString( 'members-room', $html );
		$this->assert_text( '1 Quay St, Cork', $html );
		$this->find( $html, 'p', 'wp-block-eventsmith-event-location__online--attendees' );
		$this->assert_text( 'Online event — the link is sent to registered attendees', $html );
	}

	public function test_a_paid_event_keeps_its_link_for_attendees_by_default_32_12(): void {
		$id = $this->event( array( 'location' => array( 'address' => array( 'address' => '' ), 'online_url' => 'https://meet.example.net/paid-room' ) ) );
		$this->tickets( $id, array( array( 'name' => 'Seat', 'price' => '12', 'capacity' => 10 ) ) );
		$html = $this->render( 'event-location', array( 'eventId' => $id ) );
		$this->assertStringNotContainsString( 'paid-room', $html );
		$this->assert_text( 'Online event — the link is sent to registered attendees', $html );
	}

	public function test_a_paid_event_told_to_show_its_link_shows_it_32_12(): void {
		$id = $this->event(
			array(
				'location'           => array(
					'address'    => array( 'address' => '' ),
					'online_url' => 'https://meet.example.net/open-paid-room',
				),
				'online_link_public' => true,
			)
		);
		$this->tickets( $id, array( array( 'name' => 'Seat', 'price' => '12', 'capacity' => 10 ) ) );
		$html = $this->render( 'event-location', array( 'eventId' => $id ) );
		$this->assertSame( 'https://meet.example.net/open-paid-room', $this->find( $html, 'a' )->get_attribute( 'href' ) );
		$this->assertStringNotContainsString( 'registered attendees', $html );
	}

	public function test_an_event_without_a_place_renders_nothing(): void {
		$id = $this->event();
		$this->assertSame( '', trim( $this->render( 'event-location', array( 'eventId' => $id ) ) ) );
		$this->assert_piece_without_event( 'event-location' );
	}

	public function test_a_hostile_title_is_never_printed_raw(): void {
		$id = $this->event( array( 'location' => array( 'address' => array( 'address' => '<b>1 Quay St</b>' ) ) ) );
		$this->hostile_title( $id );
		$html = $this->render( 'event-location', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-location' );
		$this->assertStringNotContainsString( '<b>', $html, 'Markup typed into the address is not markup on the page.' );
		$this->assert_escaped( $html, false );
	}
}
