<?php
/**
 * Render test of the rsvp block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class RsvpFormRenderTest extends RenderTestCase {

	public function test_an_event_taking_rsvps_shows_a_form_with_labelled_fields(): void {
		$id   = $this->event( array( 'rsvp' => array( 'enabled' => true, 'capacity' => 20 ) ) );
		$html = $this->render( 'rsvp-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'rsvp-form' );
		$this->find( $html, 'form' );
		$email = $this->find( $html, 'input', null, 'type', 'email' );
		$field = (string) $email->get_attribute( 'id' );
		$this->assertNotSame( '', $field );
		$this->find( $html, 'label', null, 'for', $field );
	}

	public function test_an_event_not_taking_rsvps_says_so(): void {
		$id   = $this->event();
		$html = $this->render( 'rsvp-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'rsvp-form' );
		$this->assert_text( 'This event does not take RSVPs.', $html );
		$this->assertSame( '', trim( $this->render( 'rsvp-form', array( 'eventId' => 999999 ) ) ) );
		$this->as_editor();
		$this->assert_text( 'Choose the event this RSVP form is for.', $this->render( 'rsvp-form', array( 'eventId' => 999999 ) ) );
	}

	public function test_a_hostile_title_is_never_printed_raw(): void {
		$id = $this->event( array( 'rsvp' => array( 'enabled' => true ) ) );
		$this->hostile_title( $id );
		$html = $this->render( 'rsvp-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'rsvp-form' );
		$this->assert_escaped( $html, false );
	}

	public function test_two_forms_share_routes_and_texts_printed_once_and_carry_directives(): void {
		$first  = $this->event( array( 'rsvp' => array( 'enabled' => true, 'capacity' => 20 ) ) );
		$second = $this->event( array( 'rsvp' => array( 'enabled' => true, 'capacity' => 5 ) ) );
		$html   = $this->render( 'rsvp-form', array( 'eventId' => $first ) ) . $this->render( 'rsvp-form', array( 'eventId' => $second ) );

		$contexts = $this->contexts( $html, 'eventsmith/rsvp' );
		$this->assertSame( array( $first, $second ), array_column( $contexts, 'eventId' ) );
		foreach ( $contexts as $context ) {
			$this->assertArrayNotHasKey( 'texts', $context, 'Texts are shared, not repeated per form.' );
			$this->assertArrayNotHasKey( 'rsvpUrl', $context );
			$this->assertSame( '1', $context['values']['count'] );
		}
		$this->assertStringNotContainsString( 'Please enter attendee name.', $html );
		$this->assertStringNotContainsString( '/rsvp/token', str_replace( '\\/', '/', $html ) );

		$state = $this->printed_state( 'eventsmith/rsvp' );
		$this->assertSame( 'Please enter attendee name.', $state['texts']['name'] );
		$this->assertStringContainsString( 'eventsmith/v2/events/%d/rsvp/token', $state['tokenRoute'] );

		$this->find( $html, 'form', null, 'data-wp-on--submit', 'actions.submit' );
		$this->find( $html, 'form', null, 'data-wp-on--input', 'actions.input' );
		$name = $this->find( $html, 'input', null, 'data-key', 'name0' );
		$this->assertSame( 'context.values.name0', $name->get_attribute( 'data-wp-bind--value' ) );
		$this->assertSame( 'state.fieldInvalid', $name->get_attribute( 'data-wp-bind--aria-invalid' ) );
		$this->find( $html, 'button', 'wp-block-eventsmith-rsvp-form__next', 'data-wp-on--click', 'actions.next' );
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
