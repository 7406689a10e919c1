<?php
/**
 * Render test of the speaker-slider block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class SpeakerSliderRenderTest extends RenderTestCase {

	public function test_is_a_labelled_carousel_of_people(): void {
		$this->speaker( 'Ada Lovelace', array( 'designation' => 'Engineer', 'category' => array( 'speaker' ) ) );
		$html = $this->render( 'speaker-slider', array() );
		$tags = $this->assert_wrapper( $html, 'speaker-slider' );
		$this->assertSame( 'carousel', $tags->get_attribute( 'aria-roledescription' ) );
		$this->assert_text( 'Ada Lovelace', $html );
		$this->assert_text( 'Engineer', $html );
	}

	public function test_with_nobody_says_so(): void {
		$html = $this->render( 'speaker-slider', array() );
		$this->assert_wrapper( $html, 'speaker-slider' );
		$this->assert_text( 'No speakers to show yet.', $html );
		$this->assert_text( 'No organizers to show yet.', $this->render( 'speaker-slider', array( 'role' => 'organizer' ) ) );
	}

	public function test_a_hostile_name_is_escaped(): void {
		$this->hostile_title( $this->speaker( 'Ada', array( 'category' => array( 'speaker' ) ) ) );
		$html = $this->render( 'speaker-slider', array() );
		$this->assert_wrapper( $html, 'speaker-slider' );
		$this->assert_escaped( $html );
	}
}
