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
		$this->assertSame( 'eventsmith/vendor-event-form', $tags->get_attribute( 'data-wp-interactive' ) );
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

	public function test_the_list_carries_directives_and_shares_routes_and_texts_in_state(): void {
		$this->as_editor();
		$id   = $this->event();
		$html = $this->render( 'vendor-event-form', array() );

		$contexts = $this->contexts( $html, 'eventsmith/vendor-event-form' );
		$this->assertCount( 1, $contexts );
		$this->assertArrayNotHasKey( 'texts', $contexts[0], 'Texts are shared, not repeated per instance.' );
		$this->assertArrayNotHasKey( 'nonceUrl', $contexts[0] );
		$this->assertFalse( $contexts[0]['empty'] );
		$state = $this->printed_state( 'eventsmith/vendor-event-form' );
		$this->assertSame( 'Confirm delete', $state['texts']['confirm'] );
		$this->assertStringContainsString( 'action=rest-nonce', $state['nonceUrl'] );

		$delete = $this->find( $html, 'button', null, 'data-delete', (string) $id );
		$this->assertSame( 'actions.remove', $delete->get_attribute( 'data-wp-on--click' ) );
		$this->assertSame( 'context.label', $delete->get_attribute( 'data-wp-text' ) );
		$row = $this->find( $html, 'tr', null, 'data-event', (string) $id );
		$this->assertSame( $id, json_decode( (string) $row->get_attribute( 'data-wp-context' ), true )['event'] );
		$empty = $this->find( $html, 'p', null, 'data-wp-bind--hidden', '!context.empty' );
		$this->assertNotNull( $empty->get_attribute( 'hidden' ), 'The "no events yet" note stays hidden while events are listed.' );
	}

	public function test_the_form_binds_each_field_to_its_refusal(): void {
		$this->as_editor();
		global $wp;
		$wp->query_vars[ \Eventsmith\Domain\Access\VendorDashboardPath::CREATE ] = '';
		try {
			$html = $this->render( 'vendor-event-form', array() );
		} finally {
			unset( $wp->query_vars[ \Eventsmith\Domain\Access\VendorDashboardPath::CREATE ] );
		}
		$this->find( $html, 'form', null, 'data-wp-on--submit', 'actions.save' );
		$title = $this->find( $html, 'input', null, 'name', 'title' );
		$this->assertSame( 'actions.clearError', $title->get_attribute( 'data-wp-on--input' ) );
		$slot = $this->find( $html, 'span', null, 'data-error', 'title' );
		$this->assertSame( '!context.errors.title', $slot->get_attribute( 'data-wp-bind--hidden' ) );
		$this->assertNotNull( $slot->get_attribute( 'hidden' ) );
	}

	/**
	 * The state printed once for the page under one store's namespace.
	 *
	 * @param string $store_namespace Store namespace.
	 * @return array<string, mixed>
	 */
	private function printed_state( string $store_namespace ): array {
		ob_start();
		wp_interactivity()->print_client_interactivity_data();
		$printed = (string) ob_get_clean();
		$this->assertSame( 1, preg_match( '#<script[^>]*id="wp-interactivity-data"[^>]*>(.*?)</script>#s', $printed, $json ), $printed );
		$data = json_decode( $json[1], true );
		$this->assertIsArray( $data['state'][ $store_namespace ] ?? null, $printed );
		return $data['state'][ $store_namespace ];
	}

	/**
	 * The context of each element carrying the store's namespace.
	 *
	 * @param string $html            Markup.
	 * @param string $store_namespace Store namespace.
	 * @return array<int, array<string, mixed>>
	 */
	private function contexts( string $html, string $store_namespace ): array {
		$tags     = new \WP_HTML_Tag_Processor( $html );
		$contexts = array();
		while ( $tags->next_tag() ) {
			if ( $store_namespace === $tags->get_attribute( 'data-wp-interactive' ) ) {
				$contexts[] = json_decode( (string) $tags->get_attribute( 'data-wp-context' ), true );
			}
		}
		return $contexts;
	}
}
