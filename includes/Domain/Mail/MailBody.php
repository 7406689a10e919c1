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
 * line breaks stay line breaks, and http(s) addresses become links. Nothing
 * a text contains can add a tag or an attribute of its own.
 */
final class MailBody {

	private const PARAGRAPH = '<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e1e1e;">';
	private const LINK      = '<a href="%1$s" style="color:#2f5fd0;text-decoration:underline;word-break:break-all;">%2$s</a>';

	/**
	 * The HTML of a plain text.
	 *
	 * @param string $text Plain text.
	 */
	public static function to_html( string $text ): string {
		$text       = trim( str_replace( array( "\r\n", "\r" ), "\n", $text ) );
		$paragraphs = '' === $text ? array() : preg_split( "/\n\s*\n/", $text );
		$html       = '';
		foreach ( (array) $paragraphs as $paragraph ) {
			$lines = array_map( array( self::class, 'line' ), explode( "\n", trim( (string) $paragraph ) ) );
			$html .= self::PARAGRAPH . implode( '<br>', $lines ) . "</p>\n";
		}
		return $html;
	}

	/**
	 * One escaped line with its addresses linked.
	 *
	 * @param string $line Plain line.
	 */
	private static function line( string $line ): string {
		$parts = preg_split( '#(https?://[^\s<>"\']+)#u', $line, -1, PREG_SPLIT_DELIM_CAPTURE );
		$html  = '';
		foreach ( (array) $parts as $n => $part ) {
			$escaped = htmlspecialchars( (string) $part, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			$html   .= 1 === $n % 2 ? sprintf( self::LINK, $escaped, $escaped ) : $escaped;
		}
		return $html;
	}
}
