<?php
/**
 * docs/hooks.md lists every hook Eventsmith offers, each exactly once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Architecture;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Compares the hooks the source fires or listens to with docs/hooks.md.
 */
final class HooksDocumentedTest extends TestCase {

	private const HOOK_FUNCTIONS = array( 'do_action', 'do_action_ref_array', 'apply_filters', 'apply_filters_ref_array', 'add_action', 'add_filter' );

	public function test_every_hook_is_listed_exactly_once(): void {
		$listed = self::listed_hooks();
		$counts = array_count_values( $listed );
		$twice  = array_keys( array_filter( $counts, static fn( int $count ): bool => $count > 1 ) );
		$this->assertSame( array(), $twice, 'docs/hooks.md lists these hooks more than once.' );

		$in_source = self::source_hooks();
		$this->assertSame( array(), array_values( array_diff( $in_source, $listed ) ), 'Hooks in the source missing from docs/hooks.md.' );
		$this->assertSame( array(), array_values( array_diff( array_unique( $listed ), $in_source ) ), 'docs/hooks.md lists hooks the source no longer has.' );
	}

	public function test_the_reader_finds_hooks_in_code_not_in_comments(): void {
		$code = "<?php\n// do_action( 'eventsmith_in_a_comment' );\nconst HOOK = 'eventsmith_cron';\nadd_action( self::HOOK, 'f' );\napply_filters( 'eventsmith_real', 1 );\ndo_action( 'other_plugin' );";
		$this->assertSame( array( 'eventsmith_cron', 'eventsmith_real' ), self::hooks_in_php( $code ) );
	}

	/**
	 * Hook names in the first column of docs/hooks.md's tables.
	 *
	 * @return list<string>
	 */
	private static function listed_hooks(): array {
		$doc = (string) file_get_contents( self::root() . '/docs/hooks.md' );
		preg_match_all( '/^\|\s*`(eventsmith[_-][a-z0-9_-]+)`\s*\|/m', $doc, $matches );
		return $matches[1];
	}

	/**
	 * Every hook the PHP fires or listens to, and the DOM events blocks dispatch.
	 *
	 * @return list<string>
	 */
	private static function source_hooks(): array {
		$hooks = array();
		foreach ( self::files( 'includes', 'php' ) as $file ) {
			$hooks = array_merge( $hooks, self::hooks_in_php( (string) file_get_contents( $file ) ) );
		}
		foreach ( self::files( 'blocks', 'ts' ) as $file ) {
			preg_match_all( "/new CustomEvent\\(\\s*'(eventsmith-[a-z0-9-]+)'/", (string) file_get_contents( $file ), $matches );
			$hooks = array_merge( $hooks, $matches[1] );
		}
		$hooks = array_values( array_unique( $hooks ) );
		sort( $hooks );
		return $hooks;
	}

	/**
	 * Hook names given as the first argument of a hook function, as a string
	 * or as a constant of the same file.
	 *
	 * @param string $code PHP source.
	 * @return list<string>
	 */
	private static function hooks_in_php( string $code ): array {
		$tokens    = array_values(
			array_filter(
				token_get_all( $code ),
				static fn( mixed $token ): bool => ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true )
			)
		);
		$constants = array();
		$hooks     = array();
		$count     = count( $tokens );
		for ( $i = 0; $i < $count; $i++ ) {
			$text = is_array( $tokens[ $i ] ) ? $tokens[ $i ][1] : $tokens[ $i ];
			if ( T_CONST === ( $tokens[ $i ][0] ?? null ) && isset( $tokens[ $i + 3 ] ) && '=' === $tokens[ $i + 2 ] && T_CONSTANT_ENCAPSED_STRING === ( $tokens[ $i + 3 ][0] ?? null ) ) {
				$constants[ $tokens[ $i + 1 ][1] ] = trim( $tokens[ $i + 3 ][1], '\'"' );
			}
			if ( ! in_array( $text, self::HOOK_FUNCTIONS, true ) || '(' !== ( $tokens[ $i + 1 ] ?? '' ) ) {
				continue;
			}
			$first = $tokens[ $i + 2 ] ?? '';
			$name  = '';
			if ( T_CONSTANT_ENCAPSED_STRING === ( $first[0] ?? null ) ) {
				$name = trim( $first[1], '\'"' );
			} elseif ( 'self' === ( $first[1] ?? '' ) && T_DOUBLE_COLON === ( $tokens[ $i + 3 ][0] ?? null ) ) {
				$name = $constants[ $tokens[ $i + 4 ][1] ?? '' ] ?? '';
			}
			if ( str_starts_with( $name, 'eventsmith_' ) ) {
				$hooks[] = $name;
			}
		}
		return $hooks;
	}

	/**
	 * Files under a folder with an extension.
	 *
	 * @param string $folder    Folder under the plugin root.
	 * @param string $extension Extension.
	 * @return list<string>
	 */
	private static function files( string $folder, string $extension ): array {
		$files = array();
		foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( self::root() . '/' . $folder, RecursiveDirectoryIterator::SKIP_DOTS ) ) as $file ) {
			if ( $extension === $file->getExtension() ) {
				$files[] = $file->getPathname();
			}
		}
		return $files;
	}

	private static function root(): string {
		return dirname( __DIR__, 4 );
	}
}
