<?php
/**
 * Render test of the events block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventsRenderTest extends RenderTestCase {

	public function test_lists_published_events_with_title_link_date_and_place(): void {
		$id   = $this->event( array( 'start_date' => '2031-05-14', 'end_date' => '2031-05-14', 'location' => array( 'address' => array( 'address' => '1 Quay St, Cork' ) ) ) );
		$html = $this->render( 'events', array() );
		$this->assert_wrapper( $html, 'events' );
		$link = $this->find( $html, 'a', null, 'href', (string) get_permalink( $id ) );
		$this->assertNotFalse( $link );
		$this->assert_text( 'Harbour Jazz Night', $html );
		$this->assertSame( '2031-05-14T10:00:00+00:00', $this->find( $html, 'time' )->get_attribute( 'datetime' ) );
		$this->assert_text( '1 Quay St, Cork', $html );
	}

	public function test_spacing_set_in_the_editor_keeps_every_declaration_of_the_style(): void {
		$this->event();
		$html  = $this->render( 'events', array( 'style' => array( 'spacing' => array( 'padding' => array( 'top' => '10px' ) ) ) ) );
		$style = (string) $this->assert_wrapper( $html, 'events' )->get_attribute( 'style' );
		// Core appends the block supports' styles after a space: each declaration must still end with ";".
		$this->assertMatchesRegularExpression( '/--eventsmith-events-columns:\\d+;/', $style );
		$this->assertStringContainsString( 'padding-top:10px', $style );
	}

	public function test_with_no_events_says_so(): void {
		$html = $this->render( 'events', array() );
		$this->assert_wrapper( $html, 'events' );
		// The wording of this state is being reworked: only "some message, no list" is pinned here.
		$this->assertStringNotContainsString( 'eventsmith-events__item', $html );
		$this->assertMatchesRegularExpression( '/\bevents?\b/i', $this->text( $html ), 'A message about events, not a blank block.' );
	}

	public function test_a_hostile_title_is_shown_as_plain_text(): void {
		$this->hostile_title( $this->event() );
		$html = $this->render( 'events', array() );
		$this->assert_wrapper( $html, 'events' );
		$this->assert_stripped( $html );
	}
}
