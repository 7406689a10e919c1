<?php
/**
 * Render test of the attendee-list block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class AttendeeListRenderTest extends RenderTestCase {

	public function test_organizers_get_a_labelled_filter_of_their_events(): void {
		$id = $this->event();
		$this->book( $id, 'Grace Hopper' );
		$this->as_editor();
		$html = $this->render( 'attendee-list', array() );
		$this->assert_wrapper( $html, 'attendee-list' );
		$select = $this->find( $html, 'select' );
		$this->find( $html, 'label', null, 'for', (string) $select->get_attribute( 'id' ) );
		$this->find( $html, 'option', null, 'value', (string) $id );
		$this->assert_text( 'Harbour Jazz Night', $html );
		$this->assert_text( 'Grace Hopper', $html );
	}

	public function test_empty_and_signed_out_states(): void {
		$this->assert_text( 'Please log in to see the attendees of your events.', $this->render( 'attendee-list', array() ) );
		$this->sign_in_as( 'subscriber' );
		$this->assert_text( 'Sorry, your account cannot see attendee lists.', $this->render( 'attendee-list', array() ) );
		$this->as_editor();
		$html = $this->render( 'attendee-list', array() );
		$this->assert_wrapper( $html, 'attendee-list' );
		$this->assert_text( 'No attendees found.', $html );
	}

	public function test_a_hostile_title_is_escaped(): void {
		$id = $this->event();
		$this->book( $id, 'Grace Hopper' );
		$this->hostile_title( $id );
		$this->as_editor();
		$html = $this->render( 'attendee-list', array() );
		$this->assert_wrapper( $html, 'attendee-list' );
		$this->assert_escaped( $html );
	}
}
