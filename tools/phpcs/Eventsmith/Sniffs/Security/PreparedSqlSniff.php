<?php
/**
 * Every $wpdb query built from variables goes through $wpdb->prepare().
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
 * `$wpdb->query|get_var|get_row|get_col|get_results( SQL )`: the SQL is a
 * constant string, a `$wpdb->prepare()` call, a variable assigned from
 * `$wpdb->prepare()` earlier in the same function, or the statement carries
 * a comment `// integers-only: reason` (only integers cast in place are
 * interpolated) or `// prepared-parts: reason` (only fragments that went
 * through $wpdb->prepare() and the plugin's own table names are).
 */
final class PreparedSqlSniff implements Sniff {

	private const METHODS = array( 'query', 'get_var', 'get_row', 'get_col', 'get_results' );

	/**
	 * Tokens to listen for.
	 *
	 * @return list<int|string>
	 */
	public function register(): array {
		return array( T_VARIABLE );
	}

	/**
	 * Checks one `$wpdb->method(` call.
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $ptr        The `$wpdb` token.
	 */
	public function process( File $phpcs_file, $ptr ): void { // phpcs:ignore Generic -- interface signature.
		$tokens = $phpcs_file->getTokens();
		if ( '$wpdb' !== $tokens[ $ptr ]['content'] ) {
			return;
		}
		$arrow  = $phpcs_file->findNext( Tokens::$emptyTokens, $ptr + 1, null, true );
		$method = false === $arrow ? false : $phpcs_file->findNext( Tokens::$emptyTokens, $arrow + 1, null, true );
		if ( false === $method || T_OBJECT_OPERATOR !== $tokens[ $arrow ]['code'] || ! in_array( $tokens[ $method ]['content'], self::METHODS, true ) ) {
			return;
		}
		$open = $phpcs_file->findNext( Tokens::$emptyTokens, $method + 1, null, true );
		if ( false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] || ! isset( $tokens[ $open ]['parenthesis_closer'] ) ) {
			return;
		}
		$close = $tokens[ $open ]['parenthesis_closer'];
		// The first argument ends at the first top-level comma.
		$end = $close;
		for ( $i = $open + 1; $i < $close; $i++ ) {
			if ( isset( $tokens[ $i ]['parenthesis_closer'] ) ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
				continue;
			}
			if ( T_COMMA === $tokens[ $i ]['code'] ) {
				$end = $i;
				break;
			}
		}
		if ( $this->safe( $phpcs_file, $open + 1, $end ) ) {
			return;
		}
		$statement_start = $phpcs_file->findStartOfStatement( $ptr );
		$statement_end   = $phpcs_file->findEndOfStatement( $ptr );
		if ( Annotations::excused( $phpcs_file, $statement_start, $statement_end, array( '/(integers-only|prepared-parts):\s*\S/' ) ) ) {
			return;
		}
		$phpcs_file->addError(
			'$wpdb->%s() runs SQL built from variables: use $wpdb->prepare() or mark it "// integers-only: reason" / "// prepared-parts: reason".',
			$ptr,
			'NotPrepared',
			array( $tokens[ $method ]['content'] )
		);
	}

	/**
	 * Whether the SQL argument is constant or prepared.
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $from       First token of the argument.
	 * @param int  $to         Token after the argument.
	 */
	private function safe( File $phpcs_file, int $from, int $to ): bool {
		$tokens = $phpcs_file->getTokens();
		$first  = $phpcs_file->findNext( Tokens::$emptyTokens, $from, $to, true );
		if ( false === $first ) {
			return true;
		}
		if ( '$wpdb' === $tokens[ $first ]['content'] ) {
			$next = $phpcs_file->findNext( Tokens::$emptyTokens, $first + 2, $to, true );
			if ( false !== $next && 'prepare' === $tokens[ $next ]['content'] ) {
				return true;
			}
		}
		$only_constant = true;
		for ( $i = $first; $i < $to; $i++ ) {
			if ( in_array( $tokens[ $i ]['code'], array( T_VARIABLE, T_DOUBLE_QUOTED_STRING, T_HEREDOC, T_STRING ), true ) ) {
				$only_constant = false;
				break;
			}
		}
		if ( $only_constant ) {
			return true;
		}
		// A lone variable assigned from $wpdb->prepare() earlier in the same scope.
		$last = $phpcs_file->findPrevious( Tokens::$emptyTokens, $to - 1, $from, true );
		if ( T_VARIABLE === $tokens[ $first ]['code'] && $last === $first ) {
			$scope_start = 0;
			foreach ( $tokens[ $first ]['conditions'] as $scope => $code ) {
				if ( T_FUNCTION === $code || T_CLOSURE === $code ) {
					$scope_start = $scope;
				}
			}
			for ( $i = $first - 1; $i > $scope_start; $i-- ) {
				if ( T_VARIABLE !== $tokens[ $i ]['code'] || $tokens[ $i ]['content'] !== $tokens[ $first ]['content'] ) {
					continue;
				}
				$equals = $phpcs_file->findNext( Tokens::$emptyTokens, $i + 1, null, true );
				if ( false === $equals || T_EQUAL !== $tokens[ $equals ]['code'] ) {
					continue;
				}
				$value = $phpcs_file->findNext( Tokens::$emptyTokens, $equals + 1, null, true );
				$call  = false === $value ? false : $phpcs_file->findNext( Tokens::$emptyTokens, $value + 2, null, true );
				return false !== $call && '$wpdb' === $tokens[ $value ]['content'] && 'prepare' === $tokens[ $call ]['content'];
			}
		}
		return false;
	}
}
