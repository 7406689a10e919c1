<?php
/**
 * Shared by the Eventsmith sniffs: whether a statement carries a reasoned exception.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Sniffs\Security;

use PHP_CodeSniffer\Files\File;

/**
 * A statement is excused when a comment on its lines, or on the line just
 * above it, holds one of the markers followed by a reason (e.g.
 * "// phpcs:ignore WordPress.Security.EscapeOutput -- rendered blocks").
 */
final class Annotations {

	/**
	 * Whether a comment with a marker and a reason covers the lines of a statement.
	 *
	 * @param File         $file    The file.
	 * @param int          $start   First token of the statement.
	 * @param int          $end     Last token of the statement.
	 * @param list<string> $markers Regular expressions for marker + reason.
	 */
	public static function excused( File $file, int $start, int $end, array $markers ): bool {
		$tokens = $file->getTokens();
		$first  = $tokens[ $start ]['line'] - 1;
		$last   = $tokens[ $end ]['line'];
		// The comment may also sit at the end of the statement's line, after `;`.
		for ( $i = $end + 1; isset( $tokens[ $i ] ) && $tokens[ $i ]['line'] === $last; $i++ ) {
			$end = $i;
		}
		for ( $i = $start; $i >= 0 && $tokens[ $i ]['line'] >= $first; $i-- ) {
			$start = $i;
		}
		for ( $i = $start; $i <= $end; $i++ ) {
			$code = $tokens[ $i ]['code'];
			if ( T_COMMENT !== $code && T_PHPCS_IGNORE !== $code && T_PHPCS_DISABLE !== $code && T_DOC_COMMENT_STRING !== $code ) {
				continue;
			}
			foreach ( $markers as $marker ) {
				if ( 1 === preg_match( $marker, $tokens[ $i ]['content'] ) ) {
					return true;
				}
			}
		}
		return false;
	}
}
