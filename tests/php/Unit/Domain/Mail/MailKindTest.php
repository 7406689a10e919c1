<?php
/**
 * Tests of the editable e-mails: defaults, placeholders, cleaning.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Mail;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Domain\Mail\PlaceholderText;
use PHPUnit\Framework\TestCase;

final class MailKindTest extends TestCase {

	public function test_every_default_text_uses_only_its_own_placeholders(): void {
		foreach ( MailKind::cases() as $kind ) {
			$this->assertSame( array(), PlaceholderText::unknown( $kind->default_subject(), $kind->placeholder_names() ), $kind->value );
			$this->assertSame( array(), PlaceholderText::unknown( $kind->default_body(), $kind->placeholder_names() ), $kind->value );
			$this->assertContains( 'event_title', $kind->placeholder_names() );
			$this->assertContains( 'site_title', $kind->placeholder_names() );
		}
	}

	public function test_the_ticket_mail_defaults_read_as_before(): void {
		$kind   = MailKind::OrderTickets;
		$values = array(
			'event_title'  => 'Jazz Night',
			'order_number' => '42',
			'buyer_name'   => 'Ada',
			'ticket_links' => 'Ada (Standard): https://example.org/t/1',
			'invoice_link' => 'https://example.org/i/42',
		);
		$this->assertSame( 'Your tickets for Jazz Night (order #42)', PlaceholderText::fill_line( $kind->default_subject(), $values ) );
		$this->assertSame(
			"Hello Ada, thank you for your order. Here are your tickets for Jazz Night; open each one to show its QR code at the door or to download it as a PDF:\n\nAda (Standard): https://example.org/t/1\n\nYour invoice: https://example.org/i/42",
			PlaceholderText::fill( $kind->default_body(), $values )
		);
	}

	public function test_setting_names(): void {
		$this->assertSame( 'mail_rsvp_confirmation_subject', MailKind::RsvpConfirmation->subject_setting() );
		$this->assertSame( 'mail_rsvp_reminder_body', MailKind::RsvpReminder->body_setting() );
	}

	public function test_a_subject_is_cleaned_to_one_line_without_tags(): void {
		$this->assertSame( 'See you at {event_title}!', MailKind::RsvpConfirmation->clean_subject( " <b>See you\r\n at</b> {event_title}! " ) );
	}

	public function test_a_body_keeps_its_lines_and_loses_its_tags(): void {
		$this->assertSame( "Hi {attendee_name},\n\nsee you.", MailKind::RsvpConfirmation->clean_body( "  Hi <i>{attendee_name}</i>,\r\n\r\nsee you.<script></script>  " ) );
	}

	public function test_the_default_text_or_nothing_is_stored_as_empty(): void {
		$kind = MailKind::RsvpInvitation;
		$this->assertSame( '', $kind->clean_subject( $kind->default_subject() ) );
		$this->assertSame( '', $kind->clean_body( "  \n" ) );
		$this->assertSame( '', $kind->clean_body( str_replace( "\n", "\r\n", $kind->default_body() ) ) );
	}

	public function test_an_unknown_placeholder_is_refused_naming_the_setting(): void {
		try {
			MailKind::RsvpReminder->clean_body( 'Hi {attendee_name}' );
			$this->fail( 'Expected a refusal.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'mail_rsvp_reminder_body', $error->field );
			$this->assertStringContainsString( '{attendee_name}', $error->getMessage() );
			$this->assertStringContainsString( '{message}', $error->getMessage() );
		}
	}

	/**
	 * Values the subject refuses.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function bad_subjects(): array {
		return array(
			'not text'  => array( 42 ),
			'too long'  => array( str_repeat( 'x', 201 ) ),
			'a list'    => array( array( 'x' ) ),
		);
	}

	/**
	 * @dataProvider bad_subjects
	 */
	public function test_bad_subjects_are_refused( mixed $value ): void {
		$this->expectException( DomainError::class );
		MailKind::OrderPending->clean_subject( $value );
	}

	public function test_a_body_over_the_limit_is_refused(): void {
		$this->expectException( DomainError::class );
		MailKind::OrderPending->clean_body( str_repeat( 'x', 5001 ) );
	}

	public function test_links_are_the_templates_the_plugins_and_never_a_visitors_32_7(): void {
		$links = MailKind::RsvpConfirmation->links(
			"Hi {attendee_name}, parking: https://parking.test/info.\n{ticket_links}\n{event_link}",
			array(
				'attendee_name' => 'http://evil.test/a',
				'ticket_links'  => 'http://evil.test/b: https://site.test/?eventsmith_ticket=abc',
				'event_link'    => 'https://site.test/event/gala/',
			),
			array( 'https://site.test/?eventsmith_ticket=abc' )
		);
		sort( $links );
		self::assertSame( array( 'https://parking.test/info', 'https://site.test/?eventsmith_ticket=abc', 'https://site.test/event/gala/' ), $links );
	}
}
