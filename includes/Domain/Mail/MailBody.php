<?php
/**
 * The text staff edit, as the HTML paragraphs of an e-mail.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * Everything in the text is escaped; blank lines start a paragraph, single
 * line breaks stay line breaks. Only the http(s) addresses the message lists
 * as its links (those the plugin built, and those the site owner typed into
 * the e-mail's text) become links; any other address, such as one a visitor
 * typed as their name, stays plain text, so the site cannot be made to send
 * a link of a stranger's choosing. Nothing a text contains can add a tag or
 * an attribute of its own.
 */
final class MailBody {

	private const PARAGRAPH = '<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e1e1e;">';
	private const LINK      = '<a href="%1$s" style="color:#2f5fd0;text-decoration:underline;word-break:break-all;">%2$s</a>';
	private const ADDRESS   = '#(https?://[^\s<>"\']+)#u';

	/** Punctuation that ends a sentence rather than an address. */
	private const TRAILING = '.,;:!?)]}\'"';

	/**
	 * The HTML of a plain text.
	 *
	 * @param string       $text  Plain text.
	 * @param list<string> $links The addresses that may be linked (none: no links).
	 */
	public static function to_html( string $text, array $links = array() ): string {
		$allowed    = array_fill_keys( array_map( 'strval', $links ), true );
		$text       = trim( str_replace( array( "\r\n", "\r" ), "\n", $text ) );
		$paragraphs = '' === $text ? array() : preg_split( "/\n\s*\n/", $text );
		$html       = '';
		foreach ( (array) $paragraphs as $paragraph ) {
			$lines = array_map( static fn( string $line ): string => self::line( $line, $allowed ), explode( "\n", trim( (string) $paragraph ) ) );
			$html .= self::PARAGRAPH . implode( '<br>', $lines ) . "</p>\n";
		}
		return $html;
	}

	/**
	 * The http(s) addresses a text contains, each once, without trailing punctuation.
	 *
	 * @param string $text Plain text.
	 * @return list<string>
	 */
	public static function addresses( string $text ): array {
		preg_match_all( self::ADDRESS, $text, $matches );
		$found = array();
		foreach ( $matches[1] as $candidate ) {
			$address = rtrim( $candidate, self::TRAILING );
			if ( '' !== $address && ! in_array( $address, $found, true ) ) {
				$found[] = $address;
			}
		}
		return $found;
	}

	/**
	 * One escaped line with its allowed addresses linked.
	 *
	 * @param string              $line    Plain line.
	 * @param array<string, true> $allowed Addresses that may be linked.
	 */
	private static function line( string $line, array $allowed ): string {
		$parts = preg_split( self::ADDRESS, $line, -1, PREG_SPLIT_DELIM_CAPTURE );
		$html  = '';
		foreach ( (array) $parts as $n => $part ) {
			$part = (string) $part;
			if ( 1 !== $n % 2 ) {
				$html .= self::escape( $part );
				continue;
			}
			$address = rtrim( $part, self::TRAILING );
			if ( '' === $address || ! isset( $allowed[ $address ] ) ) {
				$html .= self::escape( $part );
				continue;
			}
			$escaped = self::escape( $address );
			$html   .= sprintf( self::LINK, $escaped, $escaped ) . self::escape( substr( $part, strlen( $address ) ) );
		}
		return $html;
	}

	/**
	 * Text escaped for HTML.
	 *
	 * @param string $text Text.
	 */
	private static function escape( string $text ): string {
		return htmlspecialchars( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
}
