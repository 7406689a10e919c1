<?php
/**
 * Render test of the speaker-events block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class SpeakerEventsRenderTest extends RenderTestCase {

	public function test_lists_the_upcoming_events_of_a_speaker(): void {
		$speaker = $this->speaker( 'Ada Lovelace' );
		$id      = $this->event( array( 'speakers' => array( $speaker ) ) );
		$html    = $this->render( 'speaker-events', array( 'speakerId' => $speaker ) );
		$this->assert_wrapper( $html, 'speaker-events' );
		$link = $this->find( $html, 'a', 'wp-block-eventsmith-speaker-events__title' );
		$this->assertSame( get_permalink( $id ), $link->get_attribute( 'href' ) );
		$this->assert_text( 'Harbour Jazz Night', $html );
	}

	public function test_empty_states_name_the_speaker_or_ask_for_one(): void {
		$this->assert_text( 'Choose a speaker to list their upcoming events.', $this->render( 'speaker-events', array() ) );
		$speaker = $this->speaker( 'Ada Lovelace' );
		$html    = $this->render( 'speaker-events', array( 'speakerId' => $speaker ) );
		$this->assert_wrapper( $html, 'speaker-events' );
		$this->assert_text( 'No upcoming events with Ada Lovelace yet.', $html );
	}

	public function test_hostile_titles_are_escaped(): void {
		$speaker = $this->speaker( 'Ada' );
		$this->hostile_title( $this->event( array( 'speakers' => array( $speaker ) ) ) );
		$html = $this->render( 'speaker-events', array( 'speakerId' => $speaker ) );
		$this->assert_wrapper( $html, 'speaker-events' );
		$this->assert_escaped( $html );
		$this->hostile_title( $speaker );
		$this->assertStringNotContainsString( '<script>alert(1)', $this->render( 'speaker-events', array( 'speakerId' => $speaker ) ) );
	}
}
