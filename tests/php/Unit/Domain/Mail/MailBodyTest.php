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
		$html = MailBody::to_html( 'Ticket: https://example.org/?eventsmith_ticket=abc&x=1 done' );
		self::assertStringContainsString( '<a href="https://example.org/?eventsmith_ticket=abc&amp;x=1" ', $html );
		self::assertStringContainsString( '>https://example.org/?eventsmith_ticket=abc&amp;x=1</a> done', $html );

		$evil = MailBody::to_html( 'https://example.org/"onmouseover="alert(1)' );
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
}
