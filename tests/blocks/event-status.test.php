<?php
/**
 * Render test of the event-status block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventStatusRenderTest extends RenderTestCase {

	public function test_a_cancelled_event_says_so(): void {
		$id   = $this->event( array( 'cancelled' => true ) );
		$html = $this->render( 'event-status', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-status' );
		$this->find( $html, 'p', 'wp-block-eventsmith-event-status__badge' );
		$this->assert_text( 'Cancelled', $html );
	}

	public function test_an_ordinary_upcoming_event_renders_nothing(): void {
		$id = $this->event();
		$this->assertSame( '', trim( $this->render( 'event-status', array( 'eventId' => $id ) ) ) );
		$this->assert_piece_without_event( 'event-status' );
	}

	public function test_a_hostile_title_is_never_printed_raw(): void {
		$id = $this->event( array( 'cancelled' => true ) );
		$this->hostile_title( $id );
		$html = $this->render( 'event-status', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-status' );
		$this->assert_escaped( $html, false );
	}
}
