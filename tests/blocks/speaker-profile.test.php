<?php
/**
 * Render test of the speaker-profile block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class SpeakerProfileRenderTest extends RenderTestCase {

	public function test_shows_the_speaker_and_their_upcoming_events(): void {
		$speaker = $this->speaker( 'Ada Lovelace', array( 'designation' => 'Engineer' ) );
		$this->event( array( 'speakers' => array( $speaker ) ) );
		$html = $this->render( 'speaker-profile', array( 'speakerId' => $speaker ) );
		$this->assert_wrapper( $html, 'speaker-profile' );
		$this->assert_text( 'Engineer', $html );
		$this->assert_text( 'Harbour Jazz Night', $html );
	}

	public function test_without_a_speaker_shows_nothing_to_visitors_and_a_notice_to_editors(): void {
		$this->assertSame( '', trim( $this->render( 'speaker-profile', array() ) ) );
		$this->as_editor();
		$html = $this->render( 'speaker-profile', array() );
		$this->assertSame( 'alert', $this->find( $html, 'div', 'wp-block-eventsmith-speaker-profile' )->get_attribute( 'role' ) );
		$this->assert_text( 'Choose the speaker this block shows', $html );
		$speaker = $this->speaker( 'Ada Lovelace' );
		wp_set_current_user( 0 );
		$this->assert_text( 'No upcoming events yet.', $this->render( 'speaker-profile', array( 'speakerId' => $speaker ) ) );
	}

	public function test_a_hostile_name_is_escaped(): void {
		$speaker = $this->speaker( 'Ada' );
		$this->hostile_title( $speaker );
		$html = $this->render( 'speaker-profile', array( 'speakerId' => $speaker ) );
		$this->assert_wrapper( $html, 'speaker-profile' );
		$this->assert_escaped( $html, false );
	}
}
