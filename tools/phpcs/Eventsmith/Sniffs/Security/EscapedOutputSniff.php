<?php
/**
 * Every echo/print of something not constant is escaped where it is printed.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Sniffs\Security;

require_once __DIR__ . '/Annotations.php';

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

/**
 * `echo`, `print`, `<?=` and each argument of `printf()` (format included): the printed expression is a constant string, a
 * number cast, or starts with an escaping call (esc_*, wp_kses*, …) or a call
 * of a function listed in `customAutoEscapedFunctions` whose closing
 * parenthesis ends it; otherwise the statement carries a
 * `phpcs:ignore … -- reason` comment.
 */
final class EscapedOutputSniff implements Sniff {

	/** Escaping functions: their result is safe to print as HTML. */
	private const ESCAPERS = '/^(esc_\w+|wp_kses\w*|absint|intval|number_format_i18n|wp_json_encode|checked|selected|disabled|wp_readonly|tag_escape|sanitize_html_class)$/';

	/**
	 * Functions that return markup they escaped themselves (WordPress core
	 * documents them so), as WordPressCS's property of the same name: set in
	 * the ruleset, e.g.
	 * `<property name="customAutoEscapedFunctions" type="array"><element value="get_block_wrapper_attributes"/></property>`.
	 * Names are compared case-insensitively, as PHP calls functions.
	 *
	 * @var list<string>|array<string, string>
	 */
	public $customAutoEscapedFunctions = array();

	/**
	 * Tokens to listen for.
	 *
	 * @return list<int|string>
	 */
	public function register(): array {
		return array( T_ECHO, T_PRINT, T_OPEN_TAG_WITH_ECHO, T_STRING );
	}

	/**
	 * Checks one printed expression.
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $ptr        The echo token.
	 */
	public function process( File $phpcs_file, $ptr ): void { // phpcs:ignore Generic -- interface signature.
		$tokens = $phpcs_file->getTokens();
		if ( T_STRING === $tokens[ $ptr ]['code'] ) {
			$this->process_printf( $phpcs_file, $ptr );
			return;
		}
		$end    = $phpcs_file->findNext( array( T_SEMICOLON, T_CLOSE_TAG ), $ptr + 1 );
		if ( false === $end ) {
			return;
		}
		// Each comma-separated expression of `echo a, b;` on its own.
		$start = $ptr + 1;
		for ( $i = $ptr + 1; $i <= $end; $i++ ) {
			if ( isset( $tokens[ $i ]['parenthesis_closer'] ) && $tokens[ $i ]['parenthesis_closer'] < $end ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
				continue;
			}
			if ( T_COMMA === $tokens[ $i ]['code'] || $i === $end ) {
				if ( ! $this->safe( $phpcs_file, $start, $i ) ) {
					if ( ! Annotations::excused( $phpcs_file, $ptr, $end, array( '/phpcs:ignore.*--\s*\S/' ) ) ) {
						$phpcs_file->addError( 'Output not escaped: wrap it in esc_html()/esc_attr()/esc_url()/wp_kses_post(), or add "phpcs:ignore … -- reason".', $start, 'NotEscaped' );
					}
					return;
				}
				$start = $i + 1;
			}
		}
	}

	/**
	 * `printf( format, ...args )` prints its format and every argument: each
	 * must be safe, as an echoed expression must.
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $ptr        A T_STRING token.
	 */
	private function process_printf( File $phpcs_file, int $ptr ): void {
		$tokens = $phpcs_file->getTokens();
		if ( 'printf' !== strtolower( $tokens[ $ptr ]['content'] ) ) {
			return;
		}
		$before = $phpcs_file->findPrevious( Tokens::$emptyTokens, $ptr - 1, null, true );
		if ( false !== $before && in_array( $tokens[ $before ]['code'], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW ), true ) ) {
			return;
		}
		$open = $phpcs_file->findNext( Tokens::$emptyTokens, $ptr + 1, null, true );
		if ( false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] || ! isset( $tokens[ $open ]['parenthesis_closer'] ) ) {
			return;
		}
		$close = $tokens[ $open ]['parenthesis_closer'];
		$start = $open + 1;
		for ( $i = $open + 1; $i <= $close; $i++ ) {
			if ( $i < $close && isset( $tokens[ $i ]['parenthesis_closer'] ) ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
				continue;
			}
			if ( $i < $close && in_array( $tokens[ $i ]['code'], array( T_OPEN_SHORT_ARRAY, T_OPEN_SQUARE_BRACKET ), true ) && isset( $tokens[ $i ]['bracket_closer'] ) ) {
				$i = $tokens[ $i ]['bracket_closer'];
				continue;
			}
			if ( T_COMMA === $tokens[ $i ]['code'] || $i === $close ) {
				if ( ! $this->safe( $phpcs_file, $start, $i ) ) {
					$end = $phpcs_file->findNext( array( T_SEMICOLON, T_CLOSE_TAG ), $close + 1 );
					if ( ! Annotations::excused( $phpcs_file, $ptr, false === $end ? $close : $end, array( '/phpcs:ignore.*--\s*\S/' ) ) ) {
						$phpcs_file->addError( 'printf() argument not escaped: wrap it in esc_html()/esc_attr()/esc_url()/wp_kses_post(), or add "phpcs:ignore … -- reason".', $start, 'NotEscaped' );
					}
					return;
				}
				$start = $i + 1;
			}
		}
	}

	/**
	 * Whether one printed expression is safe: a constant, a number cast, an
	 * escaping call, a concatenation of safe parts, a ternary whose branches
	 * are safe (its condition is never printed), or a safe expression in
	 * parentheses.
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $from       First token.
	 * @param int  $to         Token after the expression.
	 */
	private function safe( File $phpcs_file, int $from, int $to ): bool {
		$tokens = $phpcs_file->getTokens();
		$first  = $phpcs_file->findNext( Tokens::$emptyTokens, $from, $to, true );
		if ( false === $first ) {
			return true;
		}
		$last = $phpcs_file->findPrevious( Tokens::$emptyTokens, $to - 1, $first, true );
		// Top-level ternary and concatenation operators.
		$then  = null;
		$else  = null;
		$parts = array();
		$part  = $first;
		for ( $i = $first; $i <= $last; $i++ ) {
			if ( isset( $tokens[ $i ]['parenthesis_closer'] ) ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
				continue;
			}
			$code = $tokens[ $i ]['code'];
			if ( T_INLINE_THEN === $code && null === $then ) {
				$then = $i;
			} elseif ( T_INLINE_ELSE === $code && null !== $then && null === $else ) {
				$else = $i;
			} elseif ( T_STRING_CONCAT === $code && null === $then ) {
				$parts[] = array( $part, $i );
				$part    = $i + 1;
			}
		}
		if ( null !== $then ) {
			if ( null === $else ) {
				return false;
			}
			// `a ?: b` prints a.
			$short = $phpcs_file->findNext( Tokens::$emptyTokens, $then + 1, $else, true );
			$then_ok = false === $short ? $this->safe( $phpcs_file, $first, $then ) : $this->safe( $phpcs_file, $then + 1, $else );
			return $then_ok && $this->safe( $phpcs_file, $else + 1, $last + 1 );
		}
		if ( array() !== $parts ) {
			$parts[] = array( $part, $last + 1 );
			foreach ( $parts as list( $a, $b ) ) {
				if ( ! $this->safe( $phpcs_file, $a, $b ) ) {
					return false;
				}
			}
			return true;
		}
		$code = $tokens[ $first ]['code'];
		if ( T_OPEN_PARENTHESIS === $code && ( $tokens[ $first ]['parenthesis_closer'] ?? -1 ) === $last ) {
			return $this->safe( $phpcs_file, $first + 1, $last );
		}
		if ( in_array( $code, array( T_INT_CAST, T_DOUBLE_CAST, T_BOOL_CAST ), true ) ) {
			return true;
		}
		if ( T_STRING === $code && $this->escapes( $tokens[ $first ]['content'] ) ) {
			$open = $phpcs_file->findNext( Tokens::$emptyTokens, $first + 1, $to, true );
			return false !== $open && T_OPEN_PARENTHESIS === $tokens[ $open ]['code'] && $tokens[ $open ]['parenthesis_closer'] === $last;
		}
		return $first === $last && in_array( $code, array( T_CONSTANT_ENCAPSED_STRING, T_LNUMBER, T_DNUMBER ), true );
	}

	/**
	 * Whether a function's result is safe to print: an escaping function or
	 * one of the ruleset's auto-escaped functions.
	 *
	 * @param string $name Function name as written.
	 */
	private function escapes( string $name ): bool {
		if ( 1 === preg_match( self::ESCAPERS, $name ) ) {
			return true;
		}
		// phpcs passes an array property as a list, or as a map when elements have keys.
		$names = array_map( 'strtolower', array_map( 'trim', array_merge( array_values( (array) $this->customAutoEscapedFunctions ), array_filter( array_keys( (array) $this->customAutoEscapedFunctions ), 'is_string' ) ) ) );
		return in_array( strtolower( ltrim( $name, '\\' ) ), $names, true );
	}
}
