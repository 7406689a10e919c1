<?php
/**
 * Render test of the event-slider block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventSliderRenderTest extends RenderTestCase {

	public function test_SLD_02_SLD_04_is_a_labelled_carousel_of_event_cards_with_its_count_and_spacing(): void {
		$id   = $this->event( array( 'location' => array( 'address' => array( 'address' => '1 Quay St, Cork' ) ) ) );
		$html = $this->render( 'event-slider', array() );
		$tags = $this->assert_wrapper( $html, 'event-slider' );
		$this->assertSame( 'carousel', $tags->get_attribute( 'aria-roledescription' ) );
		$this->assertSame( 'Events', $tags->get_attribute( 'aria-label' ) );
		$this->assertStringContainsString( '--eventsmith-slider-count:3;--eventsmith-slider-space:20px', (string) $tags->get_attribute( 'style' ) );
		$this->find( $html, 'a', null, 'href', (string) get_permalink( $id ) );
		$this->assert_text( 'Harbour Jazz Night', $html );
		$this->assert_text( '1 Quay St, Cork', $html );
		$this->assertSame( 'Previous slide', $this->find( $html, 'button', 'eventsmith-slider__prev' )->get_attribute( 'aria-label' ) );
	}

	public function test_spacing_set_in_the_editor_keeps_every_declaration_of_the_style(): void {
		$this->event();
		$html  = $this->render( 'event-slider', array( 'style' => array( 'spacing' => array( 'padding' => array( 'top' => '10px' ) ) ) ) );
		$style = (string) $this->assert_wrapper( $html, 'event-slider' )->get_attribute( 'style' );
		// Core appends the block supports' styles after a space: each declaration must still end with ";".
		$this->assertStringContainsString( '--eventsmith-slider-space:20px;', $style );
		$this->assertStringContainsString( 'padding-top:10px', $style );
	}

	public function test_with_no_events_says_so(): void {
		$html = $this->render( 'event-slider', array() );
		$this->assert_wrapper( $html, 'event-slider' );
		$this->assert_text( 'No events to show yet. Please check back soon.', $html );
	}

	public function test_a_hostile_title_is_escaped(): void {
		$this->hostile_title( $this->event() );
		$html = $this->render( 'event-slider', array() );
		$this->assert_wrapper( $html, 'event-slider' );
		$this->assert_escaped( $html );
	}
}
