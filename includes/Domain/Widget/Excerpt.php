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
 * Cuts plain text to a word count.
 */
final class Excerpt {

	/**
	 * The first `$limit` words of `$text` (tags removed, white space collapsed), with "…" when cut.
	 *
	 * @param string $text  Description, may hold HTML.
	 * @param int    $limit Words to keep, at least 1.
	 */
	public static function words( string $text, int $limit ): string {
		$plain = trim( (string) preg_replace( '/\s+/u', ' ', strip_tags( $text ) ) );
		if ( '' === $plain ) {
			return '';
		}
		$words = explode( ' ', $plain );
		$limit = max( 1, $limit );
		return count( $words ) > $limit ? implode( ' ', array_slice( $words, 0, $limit ) ) . '…' : $plain;
	}
}
