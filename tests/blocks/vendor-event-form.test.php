<?php
/**
 * Render test of the vendor-event-form block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class VendorEventFormRenderTest extends RenderTestCase {

	public function test_an_organizer_sees_their_events_with_named_actions(): void {
		$this->as_editor();
		$id   = $this->event();
		$html = $this->render( 'vendor-event-form', array() );
		$tags = $this->assert_wrapper( $html, 'vendor-event-form' );
		$this->assertSame( 'eventsmith/vendor-events', $tags->get_attribute( 'data-wp-interactive' ) );
		$this->assert_text( 'Your events', $html );
		$delete = $this->find( $html, 'button', null, 'data-delete', (string) $id );
		$this->assertSame( 'Delete Harbour Jazz Night', $delete->get_attribute( 'aria-label' ) );
	}

	public function test_visitors_are_asked_to_log_in_and_others_are_turned_away(): void {
		$html = $this->render( 'vendor-event-form', array() );
		$this->assert_wrapper( $html, 'vendor-event-form' );
		$this->assert_text( 'Please log in to manage your events.', $html );
		$this->sign_in_as( 'subscriber' );
		$this->assert_text( 'Sorry, your account cannot create events here.', $this->render( 'vendor-event-form', array() ) );
	}

	public function test_a_hostile_title_is_escaped_in_text_and_attributes(): void {
		$this->as_editor();
		$this->hostile_title( $this->event() );
		$html = $this->render( 'vendor-event-form', array() );
		$this->assert_wrapper( $html, 'vendor-event-form' );
		$this->assert_escaped( $html );
	}
}
