<?php
/**
 * Render test of the event date block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventDateRenderTest extends RenderTestCase {

	public function test_shows_the_event_date_and_time_in_its_zone(): void {
		$id   = $this->event( array( 'start_date' => '2031-05-14', 'end_date' => '2031-05-14', 'timezone' => 'Europe/Dublin' ) );
		$html = $this->render( 'event-date', array( 'eventId' => $id ) );
		$tags = $this->assert_wrapper( $html, 'event-date' );
		// The visitor's-time line reads the start and zone from the store's context.
		$context = json_decode( (string) $tags->get_attribute( 'data-wp-context' ), true );
		$this->assertSame( '2031-05-14T10:00:00+01:00', $context['start'] ?? null );
		$this->assertSame( 'Europe/Dublin', $context['zone'] ?? null );
		$time = $this->find( $html, 'time' );
		$this->assertSame( '2031-05-14T10:00:00+01:00', $time->get_attribute( 'datetime' ) );
		$this->assert_text( '14 May 2031, 10:00 am–12:00 pm', $html );
	}

	public function test_without_an_event_shows_nothing_to_visitors_and_a_notice_to_editors(): void {
		$this->assert_piece_without_event( 'event-date' );
	}

	public function test_a_hostile_title_is_never_printed_raw(): void {
		$id = $this->event();
		$this->hostile_title( $id );
		$html = $this->render( 'event-date', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-date' );
		$this->assert_escaped( $html, false );
	}
}
