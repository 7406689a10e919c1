<?php
/**
 * Render test of the event-add-to-calendar block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventAddToCalendarRenderTest extends RenderTestCase {

	public function test_offers_an_ics_download_and_a_google_calendar_link(): void {
		$id   = $this->event( array( 'start_date' => '2031-05-14', 'end_date' => '2031-05-14' ) );
		$html = $this->render( 'event-add-to-calendar', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-add-to-calendar' );
		$this->assert_text( 'Add to calendar', $html );
		$ics = $this->find( $html, 'a', 'wp-element-button' );
		$this->assertStringContainsString( '/ical/', (string) $ics->get_attribute( 'href' ) );
		$this->assertNotNull( $ics->get_attribute( 'download' ) );
		$google = $this->find( $html, 'a', 'is-secondary' );
		$href   = (string) $google->get_attribute( 'href' );
		$this->assertStringContainsString( 'text=Harbour%20Jazz%20Night', $href );
		$this->assertStringContainsString( 'dates=20310514T100000Z%2F20310514T120000Z', $href );
		$this->assert_text( '(opens in a new tab)', $html );
	}

	public function test_without_an_event_shows_nothing_to_visitors_and_a_notice_to_editors(): void {
		$this->assert_piece_without_event( 'event-add-to-calendar' );
	}

	public function test_a_hostile_title_is_only_url_encoded_in_links(): void {
		$id = $this->event();
		$this->hostile_title( $id );
		$html = $this->render( 'event-add-to-calendar', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-add-to-calendar' );
		$this->assertStringNotContainsString( 'alert(1)</script>', $html );
		$google = $this->find( $html, 'a', 'is-secondary' );
		$this->assertStringContainsString( 'text=' . rawurlencode( '<script>alert(1)</script>&' ), (string) $google->get_attribute( 'href' ) );
	}
}
