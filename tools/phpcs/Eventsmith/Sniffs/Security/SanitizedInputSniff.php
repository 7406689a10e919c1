<?php
/**
 * Every read of request superglobals is unslashed and sanitized in place.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Sniffs\Security;

require_once __DIR__ . '/Annotations.php';

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

/**
 * `$_GET`, `$_POST`, `$_REQUEST`, `$_SERVER`, `$_COOKIE`: a read sits inside
 * isset()/empty() (existence only) or is_string()/is_scalar() (type only), inside a number sanitizer (absint,
 * intval, an (int) cast), or inside wp_unslash() within a sanitize_* call;
 * otherwise the statement carries a `phpcs:ignore … -- reason` comment.
 */
final class SanitizedInputSniff implements Sniff {

	private const SUPERGLOBALS = array( '$_GET', '$_POST', '$_REQUEST', '$_SERVER', '$_COOKIE', '$_FILES' );

	/**
	 * Tokens to listen for.
	 *
	 * @return list<int|string>
	 */
	public function register(): array {
		return array( T_VARIABLE );
	}

	/**
	 * Checks one superglobal read.
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $ptr        The variable token.
	 */
	public function process( File $phpcs_file, $ptr ): void { // phpcs:ignore Generic -- interface signature.
		$tokens = $phpcs_file->getTokens();
		if ( ! in_array( $tokens[ $ptr ]['content'], self::SUPERGLOBALS, true ) ) {
			return;
		}
		$owners = array();
		foreach ( array_reverse( $tokens[ $ptr ]['nested_parenthesis'] ?? array(), true ) as $open => $close ) {
			$owner = $phpcs_file->findPrevious( array( T_WHITESPACE ), $open - 1, null, true );
			if ( false !== $owner && in_array( $tokens[ $owner ]['code'], array( T_STRING, T_ISSET, T_EMPTY ), true ) ) {
				$owners[] = strtolower( $tokens[ $owner ]['content'] );
			}
		}
		$before = $phpcs_file->findPrevious( array( T_WHITESPACE ), $ptr - 1, null, true );
		if ( false !== $before && T_INT_CAST === $tokens[ $before ]['code'] ) {
			return;
		}
		$innermost = $owners[0] ?? '';
		if ( in_array( $innermost, array( 'isset', 'empty', 'is_string', 'is_scalar' ), true ) ) {
			return;
		}
		$numeric   = array_intersect( $owners, array( 'absint', 'intval', 'floatval', 'boolval' ) );
		$unslashed = in_array( 'wp_unslash', $owners, true );
		$sanitized = array() !== preg_grep( '/^sanitize_\w+$/', $owners );
		if ( array() !== $numeric || ( $unslashed && $sanitized ) ) {
			return;
		}
		$start = $phpcs_file->findStartOfStatement( $ptr );
		$end   = $phpcs_file->findEndOfStatement( $ptr );
		if ( Annotations::excused( $phpcs_file, $start, $end, array( '/phpcs:ignore.*--\s*\S/' ) ) ) {
			return;
		}
		$phpcs_file->addError( '%s read without wp_unslash() inside a sanitize_*() call (or absint()).', $ptr, 'NotSanitized', array( $tokens[ $ptr ]['content'] ) );
	}
}
