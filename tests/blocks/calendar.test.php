<?php
/**
 * Render test of the calendar block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class CalendarRenderTest extends RenderTestCase {

	public function test_the_month_grid_lists_an_event_on_its_day(): void {
		$today = gmdate( 'Y-m-d' );
		$id    = $this->event( array( 'start_date' => $today, 'end_date' => $today ) );
		$html  = $this->render( 'calendar', array() );
		$tags  = $this->assert_wrapper( $html, 'calendar' );
		$this->assertSame( 'region', $tags->get_attribute( 'role' ) );
		$this->find( $html, 'table', 'wp-block-eventsmith-calendar__grid' );
		$this->find( $html, 'td', null, 'data-day', $today );
		$this->find( $html, 'a', null, 'data-event-id', (string) $id );
		$this->assert_text( 'Harbour Jazz Night', $html );
		$this->assert_text( gmdate( 'F Y' ), $html );
	}

	public function test_an_empty_month_says_so(): void {
		$html = $this->render( 'calendar', array() );
		$this->assert_wrapper( $html, 'calendar' );
		$this->find( $html, 'p', 'wp-block-eventsmith-calendar__empty' );
		$this->assert_text( 'No events in this month.', $html );
	}

	public function test_a_hostile_title_is_shown_as_plain_text(): void {
		$today = gmdate( 'Y-m-d' );
		$this->hostile_title( $this->event( array( 'start_date' => $today, 'end_date' => $today ) ) );
		$html = $this->render( 'calendar', array() );
		$this->assert_wrapper( $html, 'calendar' );
		$this->assert_stripped( $html );
	}
}
