<?php
/**
 * One writer per table (issue 32.2): only the stores write bookings, attendees and RSVP responses.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Architecture;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Scans includes/ for writes (insert, update, delete, replace through $wpdb,
 * or INSERT/UPDATE/DELETE/REPLACE SQL) to the tables `Tables::bookings()`,
 * `Tables::attendees()` and `Tables::rsvp_responses()` name, directly or
 * through a variable or helper holding that name, and allows them only in
 * the store classes, the migrations and the uninstaller.
 */
final class TableWritersTest extends TestCase {

	private const TABLES = '(?:bookings|attendees|rsvp_responses|discount_codes)';

	/** Files allowed to write those tables, relative to includes/. */
	private const ALLOWED = array(
		'Infrastructure/Registration/BookingStore.php',
		'Infrastructure/Registration/RsvpResponseStore.php',
		'Infrastructure/Discount/DiscountCodeStore.php',
		'Infrastructure/Uninstaller.php',
	);

	public function test_only_the_stores_write_bookings_attendees_and_rsvp_responses_32_2(): void {
		$root    = dirname( __DIR__, 4 ) . '/includes';
		$writers = array();
		$files   = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root, RecursiveDirectoryIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( 'php' !== $file->getExtension() ) {
				continue;
			}
			$relative = substr( str_replace( '\\', '/', $file->getPathname() ), strlen( $root ) + 1 );
			if ( in_array( $relative, self::ALLOWED, true ) || str_starts_with( $relative, 'Infrastructure/Database/Migrations/' ) ) {
				continue;
			}
			$writes = self::writes( (string) file_get_contents( $file->getPathname() ) );
			if ( array() !== $writes ) {
				$writers[ $relative ] = $writes;
			}
		}
		ksort( $writers );
		$this->assertSame( array(), $writers, 'Only BookingStore and RsvpResponseStore may write these tables (docs/architecture.md, "Who writes which table").' );
	}

	public function test_the_scanner_sees_every_way_of_writing_32_2(): void {
		$direct   = "<?php\n\$wpdb->insert(\n\tTables::bookings(),\n\tarray()\n);";
		$variable = "<?php\n\$table = Tables::attendees();\n\$wpdb->query( \"UPDATE {\$table} SET status = 'x'\" );";
		$concat   = "<?php\n\$wpdb->query( 'DELETE FROM ' . Tables::rsvp_responses() . ' WHERE id = 1' );";
		$helper   = "<?php\nfunction t() { return match ( \$k ) { 1 => Tables::bookings(), 2 => Tables::invitations() }; }\n\$wpdb->update( self::table( \$k ), array(), array() );";
		$replace  = "<?php\n\$t = Tables::bookings();\n\$wpdb->replace( \$t, array() );";
		foreach ( array( $direct, $variable, $concat, $helper, $replace ) as $code ) {
			$this->assertNotSame( array(), self::writes( $code ), $code );
		}
		$reads = "<?php\n// \$wpdb->insert( Tables::bookings(), array() );\n\$table = Tables::attendees();\n\$wpdb->get_results( \"SELECT * FROM {\$table}\" );\n\$wpdb->insert( Tables::checkins(), array() );";
		$this->assertSame( array(), self::writes( $reads ) );
	}

	/**
	 * The lines of a file that write one of the tables.
	 *
	 * @param string $code PHP source.
	 * @return list<string>
	 */
	private static function writes( string $code ): array {
		$tables = 'Tables::' . self::TABLES . '\(\)';
		// Variables that hold one of the tables' names anywhere in the file.
		preg_match_all( '/(\$[A-Za-z_]\w*)\s*=\s*' . $tables . '/', $code, $m );
		$vars = array_unique( $m[1] );
		$refs = array( $tables );
		foreach ( $vars as $var ) {
			$refs[] = preg_quote( $var, '/' ) . '\b';
		}
		// A helper that maps something to one of the tables: calls of self::/$this-> helpers then count too.
		if ( 1 === preg_match( '/=>\s*' . $tables . '|return\s+' . $tables . '/', $code ) ) {
			$refs[] = '(?:self::|static::|\$this->)\w+\(';
		}
		$ref      = '(?:' . implode( '|', $refs ) . ')';
		$patterns = array(
			'/->(?:insert|update|delete|replace)\(\s*' . $ref . '/i',
			'/(?:INSERT\s+(?:IGNORE\s+)?INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s*(?:[\'"]\s*\.\s*)?\{?' . $ref . '/',
		);
		$found = array();
		$code  = self::without_comments( $code );
		foreach ( $patterns as $pattern ) {
			preg_match_all( $pattern, $code, $hits, PREG_OFFSET_CAPTURE );
			foreach ( $hits[0] as $hit ) {
				$line           = substr_count( $code, "\n", 0, $hit[1] ) + 1;
				$found[ $line ] = $line . ': ' . trim( (string) preg_replace( '/\s+/', ' ', $hit[0] ) );
			}
		}
		ksort( $found );
		return array_values( $found );
	}

	/**
	 * The source with its comments blanked (line numbers kept).
	 *
	 * @param string $code PHP source.
	 */
	private static function without_comments( string $code ): string {
		$out = '';
		foreach ( token_get_all( $code ) as $token ) {
			if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
				$out .= str_repeat( "\n", substr_count( $token[1], "\n" ) );
				continue;
			}
			$out .= is_array( $token ) ? $token[1] : $token;
		}
		return $out;
		return $found;
	}
}
