<?php
/**
 * Render test of the schedule block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class ScheduleRenderTest extends RenderTestCase {

	public function test_shows_the_chosen_schedules_with_their_sessions(): void {
		$speaker  = $this->speaker( 'Ada Lovelace' );
		$schedule = $this->schedule(
			array(
				'program_title' => 'Day one',
				'date'          => '2031-06-12',
				'sessions'      => array(
					array( 'start_time' => '10:00', 'end_time' => '11:00', 'title' => 'Opening keynote', 'speakers' => array( $speaker ), 'location' => 'Main hall' ),
				),
			)
		);
		$html     = $this->render( 'schedule', array( 'ids' => (string) $schedule ) );
		$this->assert_wrapper( $html, 'schedule' );
		$this->assert_text( 'Day one', $html );
		$this->assert_text( 'Opening keynote', $html );
		$this->assert_text( 'Ada Lovelace', $html );
		$this->assert_text( 'Main hall', $html );
	}

	public function test_with_no_schedules_says_so(): void {
		$html = $this->render( 'schedule', array() );
		$this->assert_wrapper( $html, 'schedule' );
		$this->find( $html, 'p', 'wp-block-eventsmith-schedule__empty' );
		$this->assert_text( 'No schedules to show yet.', $html );
	}

	public function test_a_hostile_schedule_title_is_escaped(): void {
		$schedule = $this->schedule( array( 'program_title' => 'Day one', 'date' => '2031-06-12' ) );
		$this->hostile_title( $schedule );
		$html = $this->render( 'schedule', array( 'ids' => (string) $schedule ) );
		$this->assert_wrapper( $html, 'schedule' );
		$this->assert_escaped( $html );
	}
}
