<?php
/**
 * Widget excerpts: a description cut to a number of words (the desc_limit parameter).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Widget;

defined( 'ABSPATH' ) || exit;

/**
 * Cuts a description to plain text of a word count, in every script: in
 * Chinese and Japanese, written without spaces, each character counts as a
 * word (as WordPress counts them for those languages).
 */
final class Excerpt {

	/** Scripts written without spaces between words: one character is one word. */
	private const UNSPACED = '\p{Han}\p{Hiragana}\p{Katakana}';

	/** Tags that end a block of text: their words never run into the next block's. */
	private const BLOCK_TAGS = 'address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|td|th|tr|ul';

	/**
	 * The first `$limit` words of `$text` as plain text (tags and comments
	 * removed, white space collapsed), with "…" when cut.
	 *
	 * @param string $text  Description, may hold HTML and block markup.
	 * @param int    $limit Words to keep, at least 1.
	 */
	public static function words( string $text, int $limit ): string {
		$plain = self::plain( $text );
		if ( '' === $plain ) {
			return '';
		}
		preg_match_all( '/[' . self::UNSPACED . ']|[^\s' . self::UNSPACED . ']+/u', $plain, $tokens, PREG_OFFSET_CAPTURE );
		$limit = max( 1, $limit );
		$count = 0;
		foreach ( $tokens[0] as list( $token, $offset ) ) {
			if ( ! preg_match( '/[\p{L}\p{N}]/u', $token ) ) {
				continue; // Punctuation standing alone is no word.
			}
			if ( $count === $limit ) {
				return rtrim( substr( $plain, 0, $offset ) ) . '…';
			}
			++$count;
		}
		return $plain;
	}

	/**
	 * Plain text of a description: HTML comments (block markup) and tags
	 * removed, blocks kept apart by a space, white space collapsed.
	 *
	 * @param string $text Description.
	 */
	public static function plain( string $text ): string {
		$text = (string) preg_replace( '/<!--.*?-->/su', ' ', $text );
		$text = (string) preg_replace( '#</?(?:' . self::BLOCK_TAGS . ')\b[^>]*>#iu', ' ', $text );
		return trim( (string) preg_replace( '/\s+/u', ' ', strip_tags( $text ) ) );
	}
}
