<?php
/**
 * Views are given their services (docs/architecture.md, conventions 10, 12 and 16), read from the source.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Architecture;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Block views and render.php files never build a repository, reader, ledger,
 * gate, settings object, service, policy, finder, index or scope: the area
 * that serves the block hands them over. The registration gate is built once,
 * and Core\Plugin only lists areas.
 */
final class ViewsAreGivenServicesTest extends TestCase {

	/** Class names (last segment) a view must be given, never build. */
	private const SERVICE = '/(Repository|Reader|Ledger|Gate|Settings\w*|Service|Policy|Finder|Index|Scopes|Snapshots)$/';

	/** Most lines of Core/Plugin.php: it boots and lists the areas, nothing else. */
	private const PLUGIN_MOST_LINES = 80;

	public function test_block_views_build_no_services(): void {
		$offenders = array();
		foreach ( array_merge( self::php_files( self::root() . '/includes/Blocks' ), self::render_files() ) as $file ) {
			foreach ( self::constructed( (string) file_get_contents( $file ) ) as list( $class, $line ) ) {
				if ( 1 === preg_match( self::SERVICE, $class ) ) {
					$offenders[] = substr( $file, strlen( self::root() ) + 1 ) . ':' . $line . ' new ' . $class;
				}
			}
		}
		$this->assertSame( array(), $offenders, 'Views are given their services by the area that serves the block (BlockRegistry::serve()); they never build them.' );
	}

	public function test_the_registration_gate_is_built_once(): void {
		$places = array();
		foreach ( self::php_files( self::root() . '/includes' ) as $file ) {
			foreach ( self::constructed( (string) file_get_contents( $file ) ) as list( $class ) ) {
				if ( 'RegistrationGate' === $class || 'RegistrationSnapshots' === $class ) {
					$places[] = substr( $file, strlen( self::root() ) + 1 );
				}
			}
		}
		$this->assertSame( array( 'includes/Core/SharedServices.php', 'includes/Core/SharedServices.php' ), $places, 'One registration gate and one set of registration snapshots, built in SharedServices and injected everywhere.' );
	}

	public function test_plugin_only_lists_areas(): void {
		$lines = count( file( self::root() . '/includes/Core/Plugin.php' ) ?: array() );
		$this->assertGreaterThan( 0, $lines );
		$this->assertLessThanOrEqual( self::PLUGIN_MOST_LINES, $lines, 'Core/Plugin.php lists the areas; wiring belongs in an area.' );
	}

	public function test_the_check_sees_a_construction(): void {
		$found = self::constructed( "<?php\n// new CommentRepository() is only a comment.\n\$a = new \\X\\EventReader( new CapacityLedger() );\n\$b = ( new SettingsRepository() )->all();\n\$c = new self();\n\$d = new class() {};\n" );
		$this->assertSame( array( array( 'EventReader', 3 ), array( 'CapacityLedger', 3 ), array( 'SettingsRepository', 4 ) ), $found );
		$this->assertSame( 1, preg_match( self::SERVICE, 'RegistrationGate' ) );
		$this->assertSame( 0, preg_match( self::SERVICE, 'EventDateView' ) );
	}

	/**
	 * The classes a source constructs with `new`, each with its line (self, static and anonymous classes left out).
	 *
	 * @param string $source PHP source.
	 * @return list<array{0: string, 1: int}>
	 */
	private static function constructed( string $source ): array {
		$tokens = token_get_all( $source );
		$found  = array();
		foreach ( $tokens as $at => $token ) {
			if ( ! is_array( $token ) || T_NEW !== $token[0] ) {
				continue;
			}
			for ( $next = $at + 1; isset( $tokens[ $next ] ) && is_array( $tokens[ $next ] ) && T_WHITESPACE === $tokens[ $next ][0]; $next++ ) {
				continue;
			}
			$name = $tokens[ $next ] ?? null;
			if ( is_array( $name ) && in_array( $name[0], array( T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) && ! in_array( strtolower( $name[1] ), array( 'self', 'static', 'parent' ), true ) ) {
				$parts   = explode( '\\', $name[1] );
				$found[] = array( (string) end( $parts ), $name[2] );
			}
		}
		return $found;
	}

	/**
	 * PHP files under a folder, sorted.
	 *
	 * @param string $root Folder.
	 * @return list<string>
	 */
	private static function php_files( string $root ): array {
		$files = array();
		foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root, RecursiveDirectoryIterator::SKIP_DOTS ) ) as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$files[] = $file->getPathname();
			}
		}
		sort( $files );
		self::assertNotSame( array(), $files, "$root has PHP files" );
		return $files;
	}

	/**
	 * Every block's render.php (blocks/<name>/ and blocks/<family>/<name>/).
	 *
	 * @return list<string>
	 */
	private static function render_files(): array {
		$files = array_merge( glob( self::root() . '/blocks/*/render.php' ) ?: array(), glob( self::root() . '/blocks/*/*/render.php' ) ?: array() );
		self::assertNotSame( array(), $files, 'blocks have render.php files' );
		return $files;
	}

	private static function root(): string {
		return dirname( __DIR__, 4 );
	}
}
