<?php
/**
 * Tests of the e-mail text, events slug and seller settings.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Settings;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Settings\SettingsSchema;
use PHPUnit\Framework\TestCase;

final class MailTextAndSlugSettingsTest extends TestCase {

	public function test_a_new_site_uses_the_default_texts_slug_and_seller(): void {
		$settings = SettingsSchema::with_defaults( array() );

		foreach ( array( 'rsvp_confirmation', 'order_tickets', 'order_pending', 'rsvp_invitation', 'rsvp_reminder' ) as $kind ) {
			$this->assertSame( '', $settings[ "mail_{$kind}_subject" ] );
			$this->assertSame( '', $settings[ "mail_{$kind}_body" ] );
		}
		$this->assertSame( '', $settings['events_slug'] );
		$this->assertSame( '', $settings['seller_details'] );
	}

	public function test_texts_slug_and_seller_are_stored_cleaned(): void {
		$next = SettingsSchema::apply(
			array(),
			array(
				'mail_rsvp_confirmation_subject' => "You're in: {event_title}",
				'mail_order_tickets_body'        => "Hi {buyer_name}\r\n{ticket_links}",
				'events_slug'                    => '/concerts/',
				'seller_details'                 => "  Box Office GmbH \r\n\r\n Main St 1 \n VAT <b>DE123</b>",
			)
		);

		$this->assertSame( "You're in: {event_title}", $next['mail_rsvp_confirmation_subject'] );
		$this->assertSame( "Hi {buyer_name}\n{ticket_links}", $next['mail_order_tickets_body'] );
		$this->assertSame( 'concerts', $next['events_slug'] );
		$this->assertSame( "Box Office GmbH\nMain St 1\nVAT DE123", $next['seller_details'] );
	}

	/**
	 * Values refused, with the field they are refused for.
	 *
	 * @return array<string, array{string, mixed}>
	 */
	public static function refused(): array {
		return array(
			'slug with capitals'        => array( 'events_slug', 'Concerts' ),
			'slug with a slash inside'  => array( 'events_slug', 'a/b' ),
			'slug with double hyphen'   => array( 'events_slug', 'a--b' ),
			'slug with a space'         => array( 'events_slug', 'my events' ),
			'slug too long'             => array( 'events_slug', str_repeat( 'a', 61 ) ),
			'slug not text'             => array( 'events_slug', 5 ),
			'unknown placeholder'       => array( 'mail_rsvp_confirmation_subject', '{order_number}' ),
			'subject not text'          => array( 'mail_order_pending_subject', null ),
			'seller with too many lines' => array( 'seller_details', implode( "\n", range( 1, 11 ) ) ),
			'seller not text'           => array( 'seller_details', array( 'x' ) ),
		);
	}

	/**
	 * @dataProvider refused
	 */
	public function test_bad_values_are_refused_naming_the_field( string $field, mixed $value ): void {
		try {
			SettingsSchema::apply( array(), array( $field => $value ) );
			$this->fail( 'Expected a refusal.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
		}
	}

	public function test_empty_goes_back_to_the_default(): void {
		$next = SettingsSchema::apply(
			array(
				'events_slug'                  => 'concerts',
				'mail_rsvp_reminder_subject'   => 'Soon: {event_title}',
			),
			array(
				'events_slug'                => '',
				'mail_rsvp_reminder_subject' => 'Reminder: {event_title}',
			)
		);
		$this->assertSame( '', $next['events_slug'] );
		$this->assertSame( '', $next['mail_rsvp_reminder_subject'] );
	}
}
