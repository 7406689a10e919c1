<?php
/**
 * Render test of the accordion block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class AccordionRenderTest extends RenderTestCase {

	public function test_ACC_03_each_event_is_a_button_that_controls_its_labelled_panel(): void {
		$this->event( array( 'location' => array( 'address' => array( 'address' => '1 Quay St, Cork' ) ) ) );
		$html   = $this->render( 'accordion', array() );
		$this->assert_wrapper( $html, 'accordion' );
		$button = $this->find( $html, 'button', 'wp-block-eventsmith-accordion__toggle' );
		$panel  = (string) $button->get_attribute( 'aria-controls' );
		$this->assertSame( 'true', $button->get_attribute( 'aria-expanded' ) );
		$region = $this->find( $html, 'div', null, 'id', $panel );
		$this->assertSame( 'region', $region->get_attribute( 'role' ) );
		$this->assertSame( $button->get_attribute( 'id' ), $region->get_attribute( 'aria-labelledby' ) );
		$icon = $this->find( $html, 'span', 'wp-block-eventsmith-accordion__icon' );
		$this->assertSame( 'true', $icon->get_attribute( 'aria-hidden' ) );
		$this->assertStringContainsString( '−</span>', $html, 'The open item shows minus.' );
		$this->assert_text( 'Harbour Jazz Night', $html );
		$this->assert_text( '1 Quay St, Cork', $html );
		$this->assert_text( 'View event: Harbour Jazz Night', $html );
	}

	public function test_with_no_events_says_so(): void {
		$html = $this->render( 'accordion', array() );
		$this->assert_wrapper( $html, 'accordion' );
		$this->assert_text( 'No events to show yet.', $html );
	}

	public function test_a_hostile_title_is_escaped(): void {
		$this->hostile_title( $this->event() );
		$html = $this->render( 'accordion', array() );
		$this->assert_wrapper( $html, 'accordion' );
		$this->assert_escaped( $html );
	}
}
