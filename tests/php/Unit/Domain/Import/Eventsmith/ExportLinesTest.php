<?php
/**
 * Tests of reading the export JSON v1 a line at a time (issue 35.6).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Import\Eventsmith;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Export\ExportFormat;
use Eventsmith\Domain\Export\ExportStream;
use Eventsmith\Domain\Import\Eventsmith\ExportLines;
use PHPUnit\Framework\TestCase;

final class ExportLinesTest extends TestCase {

	/**
	 * A document as the exporter writes it.
	 *
	 * @param array<string, list<array<string, mixed>>> $lists Records by list.
	 */
	private static function document( array $lists ): string {
		$text     = '';
		$sections = array();
		foreach ( $lists as $name => $records ) {
			$sections[ $name ] = static fn( int $after, int $limit ): array => array_values( array_filter( $records, static fn( array $r ): bool => $r['id'] > $after ) );
		}
		ExportStream::json(
			ExportFormat::head( 'https://a.example/', new \DateTimeImmutable( '2026-11-29 07:00:00' ) ),
			$sections,
			static function ( string $piece ) use ( &$text ): void {
				$text .= $piece;
			},
			200
		);
		return $text;
	}

	/**
	 * Every record of a document read line by line, as [list, record].
	 *
	 * @param string $text Document.
	 * @return list<array{0: string, 1: array<string, mixed>}>
	 */
	private static function read( string $text ): array {
		$lines   = explode( "\n", $text );
		$head    = ExportLines::head( (string) array_shift( $lines ) );
		$split   = ExportLines::split( $head['rest'], '' );
		$section = $split['section'];
		$out     = array();
		foreach ( $lines as $line ) {
			if ( '' === $line ) {
				continue;
			}
			$split = ExportLines::split( $line, $section );
			self::assertNotNull( $split, $line );
			if ( null !== $split['record'] ) {
				$out[] = array( $split['start'], json_decode( $split['record'], true ) );
			}
			$section = $split['section'];
		}
		return $out;
	}

	public function test_each_line_holds_one_record_of_its_list_35_6(): void {
		$tricky = array( 'id' => 2, 'title' => "A ],\"speakers\":[ }\nline", 'groups' => array(), 'nested' => array( array( 'x' => '}' ) ) );
		$text   = self::document(
			array(
				'events'    => array( array( 'id' => 1, 'title' => 'One' ), $tricky ),
				'schedules' => array( array( 'id' => 7, 'sessions' => array() ) ),
				'rsvps'     => array( array( 'id' => 9, 'response' => 'going' ) ),
			)
		);
		$this->assertSame( 0, json_last_error() );
		$this->assertIsArray( json_decode( $text, true ), 'the export stays valid JSON' );
		$this->assertSame(
			array(
				array( 'events', array( 'id' => 1, 'title' => 'One' ) ),
				array( 'events', $tricky ),
				array( 'schedules', array( 'id' => 7, 'sessions' => array() ) ),
				array( 'rsvps', array( 'id' => 9, 'response' => 'going' ) ),
			),
			self::read( $text )
		);
	}

	public function test_an_empty_export_has_no_records_and_its_head_is_read_35_6(): void {
		$text = self::document( array() );
		$this->assertSame( array(), self::read( $text ) );
		$this->assertSame( 'https://a.example/', ExportLines::head( $text )['head']['site'] );
	}

	public function test_a_line_out_of_the_layout_is_null_35_6(): void {
		$this->assertNull( ExportLines::split( '  "title": "pretty printed",', 'events' ) );
		$this->assertNull( ExportLines::split( '{"id":1,"title":"cut', 'events' ) );
	}

	public function test_other_files_and_versions_are_refused_naming_file_35_6(): void {
		foreach ( array( 'BEGIN:VCALENDAR', '{"format":"other","version":1,"events":[', '{"format":"eventsmith","version":2,"events":[', "{\n  \"format\": \"eventsmith\"," ) as $first ) {
			try {
				ExportLines::head( $first );
				$this->fail( $first );
			} catch ( DomainError $error ) {
				$this->assertSame( 'file', $error->field );
			}
		}
	}
}
