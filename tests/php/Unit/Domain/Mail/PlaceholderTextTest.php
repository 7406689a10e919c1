<?php
/**
 * Tests of the e-mail placeholder renderer.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Mail;

use Eventsmith\Domain\Mail\PlaceholderText;
use PHPUnit\Framework\TestCase;

final class PlaceholderTextTest extends TestCase {

	public function test_known_placeholders_are_filled_and_unknown_ones_stay_as_typed(): void {
		$this->assertSame(
			'Hello Ada, see you at Jazz Night. {evnt_title}',
			PlaceholderText::fill( 'Hello {attendee_name}, see you at {event_title}. {evnt_title}', array( 'attendee_name' => 'Ada', 'event_title' => 'Jazz Night' ) )
		);
	}

	public function test_a_value_that_looks_like_a_placeholder_is_not_filled_again(): void {
		$this->assertSame(
			'{event_title} / Jazz',
			PlaceholderText::fill( '{attendee_name} / {event_title}', array( 'attendee_name' => '{event_title}', 'event_title' => 'Jazz' ) )
		);
	}

	public function test_html_escapes_values_but_not_the_template(): void {
		$this->assertSame(
			'<p>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</p>',
			PlaceholderText::fill_html( '<p>Hello {attendee_name}</p>', array( 'attendee_name' => '<script>alert("x")</script> & Co' ) )
		);
	}

	public function test_plain_text_keeps_values_as_they_are(): void {
		$this->assertSame( 'Tom & Jerry <3', PlaceholderText::fill( '{attendee_name}', array( 'attendee_name' => 'Tom & Jerry <3' ) ) );
	}

	public function test_a_subject_line_never_holds_a_line_break(): void {
		$this->assertSame(
			'Reminder: Jazz Bcc: victim@example.org',
			PlaceholderText::fill_line( "Reminder:\n {event_title}", array( 'event_title' => "Jazz\r\nBcc: victim@example.org" ) )
		);
	}

	public function test_names_and_unknown_names(): void {
		$text = '{event_title} {event_date} {event_title} {Nope} { x } {ticket_links}';
		$this->assertSame( array( 'event_title', 'event_date', 'ticket_links' ), PlaceholderText::names( $text ) );
		$this->assertSame( array( 'event_date' ), PlaceholderText::unknown( $text, array( 'event_title', 'ticket_links' ) ) );
		$this->assertSame( array(), PlaceholderText::unknown( 'No placeholders {}', array() ) );
	}
}
