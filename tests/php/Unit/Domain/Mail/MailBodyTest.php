<?php
/**
 * The staff's text as the HTML of an e-mail: escaped, in paragraphs, addresses linked.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Mail;

use Eventsmith\Domain\Mail\MailBody;
use PHPUnit\Framework\TestCase;

final class MailBodyTest extends TestCase {

	public function test_blank_lines_make_paragraphs_and_single_breaks_stay(): void {
		$html = MailBody::to_html( "Hello Ann,\nsee you soon.\n\n\nBye" );
		self::assertSame( 2, substr_count( $html, '<p ' ) );
		self::assertStringContainsString( 'Hello Ann,<br>see you soon.</p>', $html );
		self::assertStringContainsString( '>Bye</p>', $html );
	}

	public function test_markup_in_the_text_is_shown_never_run(): void {
		$html = MailBody::to_html( "<script>alert(1)</script> & <img src=x onerror=alert(2)> \"quoted\" 'single'" );
		self::assertStringNotContainsString( '<script', $html );
		self::assertStringNotContainsString( '<img', $html );
		self::assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt; &quot;quoted&quot; &apos;single&apos;', $html );
	}

	public function test_addresses_become_links_that_cannot_break_out_of_the_attribute(): void {
		$html = MailBody::to_html( 'Ticket: https://example.org/?eventsmith_ticket=abc&x=1 done', array( 'https://example.org/?eventsmith_ticket=abc&x=1' ) );
		self::assertStringContainsString( '<a href="https://example.org/?eventsmith_ticket=abc&amp;x=1" ', $html );
		self::assertStringContainsString( '>https://example.org/?eventsmith_ticket=abc&amp;x=1</a> done', $html );

		$evil = MailBody::to_html( 'https://example.org/"onmouseover="alert(1)', array( 'https://example.org/' ) );
		self::assertStringNotContainsString( '"onmouseover', $evil );
		self::assertSame( 1, preg_match_all( '/<a /', $evil ) );
	}

	public function test_only_http_addresses_are_linked(): void {
		$html = MailBody::to_html( 'javascript:alert(1) and data:text/html,x' );
		self::assertStringNotContainsString( '<a ', $html );
	}

	public function test_empty_text_has_no_paragraph(): void {
		self::assertSame( '', MailBody::to_html( "  \n\n " ) );
	}

	public function test_only_listed_addresses_are_linked_so_visitor_text_stays_plain_32_7(): void {
		$event = 'https://site.test/event/gala/';
		$html  = MailBody::to_html( "Hello http://evil.test/win, www.evil.test\nDetails: {$event}.", array( $event ) );
		self::assertStringNotContainsString( 'href="http://evil.test', $html );
		self::assertStringContainsString( 'Hello http://evil.test/win, www.evil.test', $html );
		self::assertSame( 1, substr_count( $html, '<a ' ) );
		// Trailing punctuation ends the sentence, not the address.
		self::assertStringContainsString( '<a href="' . $event . '" ', $html );
		self::assertStringContainsString( '</a>.</p>', $html );
	}

	public function test_an_address_glued_to_a_listed_one_is_not_linked(): void {
		$html = MailBody::to_html( 'https://site.test/event/gala/evil https://site.test/event/gala', array( 'https://site.test/event/gala' ) );
		self::assertSame( 1, substr_count( $html, '<a ' ) );
		self::assertStringContainsString( 'https://site.test/event/gala/evil <a href', $html );
	}

	public function test_without_a_list_nothing_is_linked(): void {
		self::assertStringNotContainsString( '<a ', MailBody::to_html( 'See https://example.org/' ) );
	}

	public function test_addresses_are_found_once_without_trailing_punctuation(): void {
		self::assertSame(
			array( 'https://a.test/x', 'http://b.test/?q=1' ),
			MailBody::addresses( "Go to https://a.test/x. Or (http://b.test/?q=1), or https://a.test/x!\nno ftp://c.test" )
		);
	}
}
