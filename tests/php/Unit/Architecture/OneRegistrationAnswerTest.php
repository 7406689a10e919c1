<?php
/**
 * One registration answer per request (issue 32 item 3, docs/architecture.md "One registration
 * snapshot"), read from the source.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Architecture;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Capacity scope names ('rsvp:', 'event:', 'ticket_type:') are spelled only in
 * Domain\Registration\CapacityScope; views, REST and the event page never ask
 * the registration policy or its gate: they read the request's snapshot.
 */
final class OneRegistrationAnswerTest extends TestCase {

	/** The one class that names the capacity ledger's pools. */
	private const SCOPES_HOME = 'includes/Domain/Registration/CapacityScope.php';

	/** A string literal that names (or starts naming) a pool. */
	private const SCOPE_LITERAL = '/^(rsvp|event|ticket_type):/';

	/** What transport code must not name: it reads RegistrationSnapshot(s) instead. */
	private const POLICY = '/^(RegistrationPolicy|RegistrationGate)$/';

	/** Layers that show what an event allows. */
	private const READERS = array( 'includes/Blocks', 'includes/Rest', 'includes/Frontend' );

	public function test_capacity_scopes_are_spelled_in_one_class_32_3(): void {
		$offenders = array();
		$files     = array_merge( self::php_files( self::root() . '/includes' ), glob( self::root() . '/blocks/*/render.php' ) ?: array(), glob( self::root() . '/blocks/*/*/render.php' ) ?: array() );
		foreach ( $files as $file ) {
			$relative = substr( $file, strlen( self::root() ) + 1 );
			if ( self::SCOPES_HOME === $relative ) {
				continue;
			}
			foreach ( self::scope_literals( (string) file_get_contents( $file ) ) as list( $literal, $line ) ) {
				$offenders[] = "{$relative}:{$line} {$literal}";
			}
		}
		$this->assertSame( array(), $offenders, 'Name a capacity pool with Domain\Registration\CapacityScope, never with a string.' );
		$this->assertNotSame( array(), self::scope_literals( (string) file_get_contents( self::root() . '/' . self::SCOPES_HOME ) ), 'CapacityScope names the pools' );
	}

	public function test_views_rest_and_the_event_page_read_the_snapshot_not_the_policy_32_3(): void {
		$offenders = array();
		foreach ( self::READERS as $folder ) {
			if ( ! is_dir( self::root() . '/' . $folder ) ) {
				continue;
			}
			foreach ( self::php_files( self::root() . '/' . $folder ) as $file ) {
				foreach ( self::names( (string) file_get_contents( $file ) ) as list( $name, $line ) ) {
					if ( 1 === preg_match( self::POLICY, $name ) ) {
						$offenders[] = substr( $file, strlen( self::root() ) + 1 ) . ':' . $line . ' ' . $name;
					}
				}
			}
		}
		foreach ( array_merge( glob( self::root() . '/blocks/*/render.php' ) ?: array(), glob( self::root() . '/blocks/*/*/render.php' ) ?: array() ) as $file ) {
			foreach ( self::names( (string) file_get_contents( $file ) ) as list( $name, $line ) ) {
				if ( 1 === preg_match( self::POLICY, $name ) ) {
					$offenders[] = substr( $file, strlen( self::root() ) + 1 ) . ':' . $line . ' ' . $name;
				}
			}
		}
		$this->assertSame( array(), $offenders, 'Views, REST and the event page read the request\'s RegistrationSnapshot (Infrastructure\Registration\RegistrationSnapshots), never the policy or its gate.' );
	}

	public function test_the_checks_see_what_they_look_for(): void {
		$source = "<?php\n// 'rsvp:' in a comment is fine.\n\$a = 'rsvp:' . \$id;\n\$b = \"event:{\$id}\";\n\$c = 'ticket_type:3';\n\$d = 'events: none';\n\$e = \\Eventsmith\\Domain\\Registration\\RegistrationPolicy::on_sale( \$x );\n\$f = new RegistrationGate();\n";
		$this->assertSame( array( array( "'rsvp:'", 3 ), array( 'event:', 4 ), array( "'ticket_type:3'", 5 ) ), self::scope_literals( $source ) );
		$names = array_map( static fn( array $found ): string => $found[0], self::names( $source ) );
		$this->assertContains( 'RegistrationPolicy', $names );
		$this->assertContains( 'RegistrationGate', $names );
	}

	/**
	 * String literals in a source that name a capacity pool, with their line.
	 *
	 * @param string $source PHP source.
	 * @return list<array{0: string, 1: int}>
	 */
	private static function scope_literals( string $source ): array {
		$found = array();
		foreach ( token_get_all( $source ) as $token ) {
			if ( ! is_array( $token ) || ! in_array( $token[0], array( T_CONSTANT_ENCAPSED_STRING, T_ENCAPSED_AND_WHITESPACE ), true ) ) {
				continue;
			}
			$text = T_CONSTANT_ENCAPSED_STRING === $token[0] ? substr( $token[1], 1, -1 ) : $token[1];
			if ( 1 === preg_match( self::SCOPE_LITERAL, $text ) ) {
				$found[] = array( $token[1], $token[2] );
			}
		}
		return $found;
	}

	/**
	 * Class names a source mentions (last segment), with their line.
	 *
	 * @param string $source PHP source.
	 * @return list<array{0: string, 1: int}>
	 */
	private static function names( string $source ): array {
		$found = array();
		foreach ( token_get_all( $source ) as $token ) {
			if ( is_array( $token ) && in_array( $token[0], array( T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) ) {
				$parts   = explode( '\\', $token[1] );
				$found[] = array( (string) end( $parts ), $token[2] );
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
		return $files;
	}

	private static function root(): string {
		return dirname( __DIR__, 4 );
	}
}
