<?php
/**
 * Render test of the event-speakers block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventSpeakersRenderTest extends RenderTestCase {

	public function test_lists_the_event_speakers_with_links_to_their_pages(): void {
		$speaker = $this->speaker( 'Ada Lovelace', array( 'designation' => 'Engineer' ) );
		$id      = $this->event( array( 'speakers' => array( $speaker ) ) );
		$html    = $this->render( 'event-speakers', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-speakers' );
		$this->assert_text( 'Speakers', $html );
		$name = $this->find( $html, 'a', 'wp-block-eventsmith-event-speakers__name' );
		$this->assertStringContainsString( (string) get_permalink( $speaker ), (string) $name->get_attribute( 'href' ) );
		$this->assert_text( 'Ada Lovelace', $html );
	}

	public function test_an_event_without_people_renders_nothing(): void {
		$id = $this->event();
		$this->assertSame( '', trim( $this->render( 'event-speakers', array( 'eventId' => $id ) ) ) );
		$this->assert_piece_without_event( 'event-speakers' );
	}

	public function test_a_hostile_speaker_name_is_escaped(): void {
		$speaker = $this->speaker( 'Ada' );
		$id      = $this->event( array( 'speakers' => array( $speaker ) ) );
		$this->hostile_title( $speaker );
		$html = $this->render( 'event-speakers', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-speakers' );
		$this->assert_escaped( $html );
	}
}
