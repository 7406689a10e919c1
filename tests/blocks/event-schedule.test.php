<?php
/**
 * Render test of the event-schedule block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventScheduleRenderTest extends RenderTestCase {

	public function test_shows_the_programme_with_its_sessions_in_time_order(): void {
		$schedule = $this->schedule(
			array(
				'program_title' => 'Day one',
				'date'          => '2031-06-12',
				'sessions'      => array(
					array( 'start_time' => '10:00', 'end_time' => '11:00', 'title' => 'Opening keynote' ),
					array( 'start_time' => '09:00', 'end_time' => '09:30', 'title' => 'Coffee' ),
				),
			)
		);
		$id   = $this->event( array( 'schedules' => array( $schedule ) ) );
		$html = $this->render( 'event-schedule', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-schedule' );
		$this->assert_text( 'Programme', $html );
		$this->assert_text( 'Day one', $html );
		$text = $this->text( $html );
		$this->assertLessThan( strpos( $text, 'Opening keynote' ), strpos( $text, 'Coffee' ), 'The 09:00 session comes first.' );
	}

	public function test_an_event_without_a_programme_renders_nothing(): void {
		$id = $this->event();
		$this->assertSame( '', trim( $this->render( 'event-schedule', array( 'eventId' => $id ) ) ) );
		$this->assert_piece_without_event( 'event-schedule' );
	}

	public function test_a_hostile_schedule_title_is_escaped(): void {
		$schedule = $this->schedule( array( 'program_title' => 'Day one', 'date' => '2031-06-12' ) );
		$id       = $this->event( array( 'schedules' => array( $schedule ) ) );
		$this->hostile_title( $schedule );
		$html = $this->render( 'event-schedule', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-schedule' );
		$this->assert_escaped( $html );
	}
}
