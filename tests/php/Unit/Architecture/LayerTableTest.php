<?php
/**
 * The layer table of docs/architecture.md, read from the source.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Architecture;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Holds docs/architecture.md's "who may use whom" in code: transport never
 * queries the database, nothing but the composition root and integrations
 * reaches into REST controllers, and Domain calls no WordPress function.
 */
final class LayerTableTest extends TestCase {

	private const TRANSPORT = array( 'Rest', 'Blocks', 'Frontend', 'Admin', 'Cli', 'Ajax' );

	private const NOT_REST = array( 'Ajax', 'Blocks', 'Frontend', 'Admin', 'Cli', 'Domain', 'Infrastructure' );

	/** Translation is the one WordPress API Domain may use (docs/architecture.md). */
	private const DOMAIN_WORDPRESS_ALLOWED = array( '__', '_x', '_n' );

	private const SUPERGLOBALS = array( '$_GET', '$_POST', '$_REQUEST', '$_COOKIE', '$_SERVER', '$_FILES', '$_SESSION', '$GLOBALS' );

	public function test_transport_layers_never_touch_wpdb(): void {
		$offenders = array();
		foreach ( self::TRANSPORT as $layer ) {
			foreach ( self::php_files( $layer ) as $file ) {
				foreach ( self::tokens( $file ) as $token ) {
					if ( is_array( $token ) && T_VARIABLE === $token[0] && '$wpdb' === $token[1] ) {
						$offenders[] = self::relative( $file ) . ':' . $token[2];
					}
				}
			}
		}
		$this->assertSame( array(), $offenders, 'Transport layers must call a repository or service, not $wpdb.' );
	}

	public function test_only_core_and_integrations_reach_rest_controllers(): void {
		$offenders = array();
		foreach ( self::NOT_REST as $layer ) {
			foreach ( self::php_files( $layer ) as $file ) {
				foreach ( self::tokens( $file ) as $token ) {
					if ( ! is_array( $token ) || ! in_array( $token[0], array( T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) ) {
						continue;
					}
					if ( str_starts_with( ltrim( $token[1], '\\' ), 'Eventsmith\\Rest\\' ) ) {
						$offenders[] = self::relative( $file ) . ':' . $token[2] . ' ' . $token[1];
					}
				}
			}
		}
		$this->assertSame( array(), $offenders, 'Only Core (wiring) and Integrations may use Eventsmith\\Rest classes.' );
	}

	public function test_domain_calls_no_wordpress_function(): void {
		$internal  = get_defined_functions()['internal'];
		$allowed   = array_flip( array_merge( $internal, self::DOMAIN_WORDPRESS_ALLOWED ) );
		$offenders = array();
		foreach ( self::php_files( 'Domain' ) as $file ) {
			foreach ( self::function_calls( self::tokens( $file ) ) as list( $name, $line ) ) {
				if ( ! isset( $allowed[ strtolower( $name ) ] ) && ! isset( $allowed[ $name ] ) ) {
					$offenders[] = self::relative( $file ) . ':' . $line . ' ' . $name . '()';
				}
			}
		}
		$this->assertSame( array(), $offenders, 'Domain may call PHP and the i18n functions only.' );
	}

	public function test_domain_reads_no_superglobals_and_prints_nothing(): void {
		$offenders = array();
		foreach ( self::php_files( 'Domain' ) as $file ) {
			foreach ( self::tokens( $file ) as $token ) {
				if ( ! is_array( $token ) ) {
					continue;
				}
				$bad = ( T_VARIABLE === $token[0] && in_array( $token[1], self::SUPERGLOBALS, true ) )
					|| in_array( $token[0], array( T_ECHO, T_PRINT, T_GLOBAL, T_INLINE_HTML ), true );
				if ( $bad ) {
					$offenders[] = self::relative( $file ) . ':' . $token[2] . ' ' . trim( $token[1] );
				}
			}
		}
		$this->assertSame( array(), $offenders, 'Domain reads its arguments only and returns values.' );
	}

	public function test_the_checks_see_a_violation(): void {
		$calls = self::function_calls( token_get_all( '<?php $a = get_option( "x" ); $b->get_post( 1 ); Foo::wp_x(); strlen( "a" ); new Bar( 1 ); function baz() {}' ) );
		$this->assertSame( array( 'get_option', 'strlen' ), array_column( $calls, 0 ) );
	}

	/**
	 * Plain function calls in a token stream: a name followed by `(` that is
	 * not a method, static call, declaration or `new`.
	 *
	 * @param array<int, mixed> $tokens Tokens.
	 * @return list<array{0: string, 1: int}>
	 */
	private static function function_calls( array $tokens ): array {
		$calls = array();
		$count = count( $tokens );
		for ( $i = 0; $i < $count; $i++ ) {
			$token = $tokens[ $i ];
			if ( ! is_array( $token ) || ! in_array( $token[0], array( T_STRING, T_NAME_FULLY_QUALIFIED ), true ) ) {
				continue;
			}
			if ( '(' !== self::neighbour( $tokens, $i, 1 ) ) {
				continue;
			}
			$before = self::neighbour( $tokens, $i, -1 );
			if ( in_array( $before, array( '->', '?->', '::', 'function', 'new', 'fn', 'const' ), true ) ) {
				continue;
			}
			$calls[] = array( ltrim( $token[1], '\\' ), $token[2] );
		}
		return $calls;
	}

	/**
	 * The text of the nearest token that is not white space or a comment.
	 *
	 * @param array<int, mixed> $tokens Tokens.
	 * @param int               $at     Position.
	 * @param int               $step   1 for the next token, -1 for the previous.
	 */
	private static function neighbour( array $tokens, int $at, int $step ): string {
		for ( $i = $at + $step; isset( $tokens[ $i ] ); $i += $step ) {
			$token = $tokens[ $i ];
			if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
				continue;
			}
			return is_array( $token ) ? strtolower( $token[1] ) : $token;
		}
		return '';
	}

	/**
	 * Tokens of a file.
	 *
	 * @param string $file Path.
	 * @return array<int, mixed>
	 */
	private static function tokens( string $file ): array {
		return token_get_all( (string) file_get_contents( $file ) );
	}

	/**
	 * PHP files of one layer (a folder under includes/).
	 *
	 * @param string $layer Folder name.
	 * @return list<string>
	 */
	private static function php_files( string $layer ): array {
		$root  = self::includes() . '/' . $layer;
		$files = array();
		foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root, RecursiveDirectoryIterator::SKIP_DOTS ) ) as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$files[] = $file->getPathname();
			}
		}
		sort( $files );
		self::assertNotSame( array(), $files, "includes/$layer has PHP files" );
		return $files;
	}

	private static function includes(): string {
		return dirname( __DIR__, 4 ) . '/includes';
	}

	private static function relative( string $file ): string {
		return substr( $file, strlen( dirname( self::includes() ) ) + 1 );
	}
}
