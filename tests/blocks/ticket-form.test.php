<?php
/**
 * Render test of the ticket-form block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class TicketFormRenderTest extends RenderTestCase {

	public function test_lists_each_ticket_type_with_its_price_and_a_labelled_quantity(): void {
		$id = $this->event();
		$this->tickets(
			$id,
			array(
				array( 'name' => 'Standard', 'price' => '25', 'capacity' => 30, 'description' => 'Entry to every talk' ),
				array( 'name' => 'Student', 'price' => 0, 'capacity' => 10 ),
			)
		);
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'ticket-form' );
		$this->assert_text( 'Choose your tickets', $html );
		$this->assert_text( 'Standard', $html );
		$this->assert_text( 'Entry to every talk', $html );
		$this->assert_text( 'Student', $html );
		$this->assert_text( 'Free', $html );
		$label = $this->find( $html, 'label' );
		$for   = (string) $label->get_attribute( 'for' );
		$this->assertNotSame( '', $for );
		$this->assertStringContainsString( 'id="' . $for . '"', $html, 'The quantity field the label names exists.' );
		$this->find( $html, 'button', 'wp-element-button' );
	}

	public function test_have_a_code_is_a_disclosure_with_a_labelled_field_and_apply_button_34_5(): void {
		$id = $this->event();
		$this->tickets( $id, array( array( 'name' => 'Standard', 'price' => '25', 'capacity' => 30 ) ) );
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->find( $html, 'details', 'wp-block-eventsmith-ticket-form__discount' );
		$this->assert_text( 'Have a code?', $html );
		$this->assert_text( 'Discount code', $html );
		$this->assertStringContainsString( 'data-wp-on--click="actions.applyCode"', $html );
		$this->assertStringContainsString( 'data-wp-on--change="actions.requote"', $html );
		$this->assertStringContainsString( 'eventsmith/v2/public/events/%d/discount-preview', $this->printed_state( 'eventsmith/ticket-form' )['previewRoute'] );
	}

	public function test_several_payment_methods_are_offered_by_name_the_first_checked_34_3(): void {
		$extra = new class() implements \Eventsmith\Domain\Payment\PaymentGateway {
			public function id(): string {
				return 'test_card';
			}
			public function label(): string {
				return 'Test card';
			}
			public function start( \Eventsmith\Domain\Payment\PaymentRequest $request ): \Eventsmith\Domain\Payment\PaymentStart {
				return new \Eventsmith\Domain\Payment\PaymentStart( '' );
			}
		};
		$add = static fn( $gateways ): array => array_merge( (array) $gateways, array( $extra ) );
		add_filter( 'eventsmith_payment_gateways', $add );
		$settings                    = (array) get_option( 'eventsmith_settings', array() );
		$settings['payment_methods'] = array( 'test_card', 'pay_later' );
		update_option( 'eventsmith_settings', $settings );
		try {
			$id = $this->event();
			$this->tickets( $id, array( array( 'name' => 'Standard', 'price' => '25', 'capacity' => 30 ) ) );
			$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		} finally {
			remove_filter( 'eventsmith_payment_gateways', $add );
		}
		$methods = $this->find( $html, 'fieldset', 'wp-block-eventsmith-ticket-form__methods' );
		$this->assertSame( '!state.choosesMethod', $methods->get_attribute( 'data-wp-bind--hidden' ) );
		$this->assertTrue( $methods->get_attribute( 'hidden' ) );
		$this->assert_text( 'How would you like to pay?', $html );
		$this->assert_text( 'Test card', $html );
		$this->assert_text( 'Pay later / bank transfer', $html );
		$first = $this->find( $html, 'input', null, 'value', 'test_card' );
		$this->assertSame( 'radio', $first->get_attribute( 'type' ) );
		$this->assertSame( 'actions.chooseMethod', $first->get_attribute( 'data-wp-on--change' ) );
		$this->assertNotNull( $first->get_attribute( 'checked' ) );
		$later = $this->find( $html, 'input', null, 'value', 'pay_later' );
		$this->assertNull( $later->get_attribute( 'checked' ) );
		$this->assertSame( $first->get_attribute( 'name' ), $later->get_attribute( 'name' ) );
		$context = $this->contexts( $html, 'eventsmith/ticket-form' )[0];
		$this->assertSame( 'test_card', $context['paymentMethod'] );
		$this->assertSame( array( 'test_card', 'pay_later' ), array_column( $context['methods'], 'id' ) );
	}

	public function test_one_payment_method_shows_no_choice_34_3(): void {
		$id = $this->event();
		$this->tickets( $id, array( array( 'name' => 'Standard', 'price' => '25', 'capacity' => 30 ) ) );
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->assertStringNotContainsString( 'wp-block-eventsmith-ticket-form__methods', $html );
		$this->assertStringNotContainsString( 'type="radio"', $html );
		$this->assertSame( '', $this->contexts( $html, 'eventsmith/ticket-form' )[0]['paymentMethod'] );
	}

	public function test_an_event_without_ticket_types_shows_nothing_to_visitors_and_a_note_to_editors(): void {
		$id = $this->event();
		$this->assertSame( '', trim( $this->render( 'ticket-form', array( 'eventId' => $id ) ) ) );
		$this->as_editor();
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->assertSame( 'note', $this->find( $html, 'div', 'wp-block-eventsmith-ticket-form' )->get_attribute( 'role' ) );
		$this->assert_text( 'Choose a published event with ticket types for this ticket form.', $html );
	}

	public function test_a_hostile_title_is_never_printed_raw(): void {
		$id = $this->event();
		$this->tickets( $id, array( array( 'name' => 'Standard', 'capacity' => 30 ) ) );
		$this->hostile_title( $id );
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'ticket-form' );
		$this->assert_escaped( $html, false );
	}

	public function test_two_forms_share_route_currency_and_texts_printed_once_and_carry_directives(): void {
		$first  = $this->event();
		$second = $this->event();
		$this->tickets( $first, array( array( 'name' => 'Standard', 'price' => '25', 'capacity' => 30 ) ) );
		$this->tickets( $second, array( array( 'name' => 'Late entry', 'price' => '5', 'capacity' => 3 ) ) );
		$html = $this->render( 'ticket-form', array( 'eventId' => $first ) ) . $this->render( 'ticket-form', array( 'eventId' => $second ) );

		$contexts = $this->contexts( $html, 'eventsmith/ticket-form' );
		$this->assertSame( array( $first, $second ), array_column( $contexts, 'eventId' ) );
		$this->assertSame( array( 'Standard' ), array_column( $contexts[0]['types'], 'name' ) );
		$this->assertSame( array( 'Late entry' ), array_column( $contexts[1]['types'], 'name' ) );
		foreach ( $contexts as $context ) {
			$this->assertArrayNotHasKey( 'texts', $context, 'Texts are shared, not repeated per form.' );
			$this->assertArrayNotHasKey( 'route', $context );
			$this->assertSame( array(), $context['attendees'] );
		}
		$this->assertStringNotContainsString( 'Please enter attendee name.', $html );

		$state = $this->printed_state( 'eventsmith/ticket-form' );
		$this->assertSame( 'Attendee %1$d: %2$s', $state['texts']['attendee'] );
		$this->assertStringContainsString( 'eventsmith/v2/public/events/%d/checkout', $state['route'] );
		$this->assertTrue( $state['submitDisabled'], 'The order button reads as disabled before the script runs.' );

		$each = $this->find( $html, 'template', null, 'data-wp-each--attendee', 'context.attendees' );
		$this->assertSame( 'context.attendee.key', $each->get_attribute( 'data-wp-each-key' ) );
		$this->find( $html, 'form', null, 'data-wp-on--submit', 'actions.submit' );
		$quantity = $this->find( $html, 'input', null, 'data-wp-on--input', 'actions.setQuantity' );
		$this->assertSame( 'number', $quantity->get_attribute( 'type' ) );
		$submit = $this->find( $html, 'button', null, 'data-wp-bind--disabled', 'state.submitDisabled' );
		$this->assertNotNull( $submit->get_attribute( 'disabled' ), 'Disabled as printed, before the script runs.' );
		$this->assert_text( 'Total: Free', $html );
		$bulk = $this->find( $html, 'p', 'wp-block-eventsmith-ticket-form__bulk' );
		$this->assertNotNull( $bulk->get_attribute( 'hidden' ), 'The bulk checkbox waits for a chosen ticket.' );
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

	public function test_a_type_whose_sale_ended_or_that_is_hidden_is_never_shown_sold_out_and_the_form_says_closed_32_3(): void {
		$id = $this->event();
		$this->tickets(
			$id,
			array(
				array( 'name' => 'Early bird', 'capacity' => 0, 'sale_end' => '2020-01-01 00:00:00' ),
				array( 'name' => 'Crew', 'capacity' => 0, 'hidden' => true ),
			)
		);
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'ticket-form' );
		$this->assert_text( 'Early bird', $html );
		$this->assert_text( 'Not on sale', $html );
		$this->assertStringNotContainsString( 'Sold out', $this->text( $html ) );
		$this->assertStringNotContainsString( 'Crew', $this->text( $html ) );
		$this->assertSame( 'status', $this->find( $html, 'p', 'wp-block-eventsmith-ticket-form__closed' )->get_attribute( 'role' ) );
		$this->assert_text( 'Registration closed', $html );
	}

	public function test_a_cancelled_event_s_form_says_so_and_an_open_one_says_nothing_32_3(): void {
		$id = $this->event( array( 'cancelled' => true ) );
		$this->tickets( $id, array( array( 'name' => 'Standard', 'capacity' => 30 ) ) );
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->assert_text( 'This event is cancelled.', $html );
		$open = $this->event();
		$this->tickets( $open, array( array( 'name' => 'Standard', 'capacity' => 30 ) ) );
		$this->assertStringNotContainsString( 'wp-block-eventsmith-ticket-form__closed', $this->render( 'ticket-form', array( 'eventId' => $open ) ) );
	}

	public function test_a_booking_or_an_edit_in_the_same_request_is_seen_by_the_next_render_32_3(): void {
		$id   = $this->event();
		$type = $this->tickets( $id, array( array( 'name' => 'Last seat', 'price' => 0, 'capacity' => 1 ) ) )[0]['id'];
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->find( $html, 'input', null, 'data-type', (string) $type );
		$this->rest(
			'POST',
			"/public/events/{$id}/checkout",
			array(
				'buyer_name'  => 'Ada',
				'buyer_email' => 'ada@example.org',
				'tickets'     => array( (string) $type => 1 ),
				'attendees'   => array(
					array(
						'ticket_type_id' => $type,
						'name'           => 'Ada',
						'email'          => 'ada@example.org',
					),
				),
			)
		);
		$html = $this->render( 'ticket-form', array( 'eventId' => $id ) );
		$this->assert_text( 'Sold out', $html );
		$this->assertStringNotContainsString( 'data-type="' . $type . '"', $html );
		$this->rest( 'PUT', "/events/{$id}", array( 'cancelled' => true ) );
		$this->assert_text( 'This event is cancelled.', $this->render( 'ticket-form', array( 'eventId' => $id ) ) );
	}
}
