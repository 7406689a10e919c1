<?php
/**
 * Tests of the batch-by-batch export writer (issue 35, item 6).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Export;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Export\ExportRequest;
use Eventsmith\Domain\Export\ExportStream;
use Eventsmith\Domain\Export\SpreadsheetCell;
use PHPUnit\Framework\TestCase;

final class ExportStreamTest extends TestCase {

	/**
	 * A reader of `$total` synthetic records with ids 1…total, counting its calls.
	 *
	 * @param int   $total Records in all.
	 * @param array $calls Receives [after, limit] of each call.
	 */
	private function reader( int $total, array &$calls ): callable {
		return static function ( int $after, int $limit ) use ( $total, &$calls ): array {
			$calls[] = array( $after, $limit );
			$out     = array();
			for ( $id = $after + 1; $id <= min( $total, $after + $limit ); $id++ ) {
				$out[] = array(
					'id'    => $id,
					'title' => str_repeat( 'x', 200 ) . $id,
				);
			}
			return $out;
		};
	}

	public function test_json_document_is_valid_and_holds_every_record_once_35_6(): void {
		$calls = array();
		$text  = '';
		ExportStream::json(
			array( 'format' => 'eventsmith', 'version' => 1 ),
			array( 'events' => $this->reader( 25, $calls ) ),
			static function ( string $piece ) use ( &$text ): void {
				$text .= $piece;
			},
			10
		);
		$document = json_decode( $text, true );
		$this->assertIsArray( $document );
		$this->assertSame( 'eventsmith', $document['format'] );
		$this->assertSame( range( 1, 25 ), array_column( $document['events'], 'id' ) );
		$this->assertSame( array(), $document['speakers'] );
		$this->assertSame( array(), $document['schedules'] );
		$this->assertSame( array(), $document['attendees'] );
		$this->assertSame( array(), $document['rsvps'] );
		$this->assertSame( array( array( 0, 10 ), array( 10, 10 ), array( 20, 10 ) ), $calls, 'Keyset batches: after the last id, never all at once.' );
		// One record per line (an importer reads it a line at a time): the head line, then one line each.
		$this->assertCount( 1 + 25 + 1, explode( "\n", $text ) );
	}

	public function test_an_exact_multiple_of_the_batch_asks_once_more_and_stops_35_6(): void {
		$calls = array();
		iterator_to_array( ExportStream::records( $this->reader( 20, $calls ), 10 ), false );
		$this->assertSame( array( array( 0, 10 ), array( 10, 10 ), array( 20, 10 ) ), $calls );
	}

	public function test_memory_stays_flat_however_many_batches_35_6(): void {
		$calls   = array();
		$written = 0;
		$peaks   = array();
		$reader  = $this->reader( 20000, $calls );
		$batches = 0;
		ExportStream::json(
			array( 'format' => 'eventsmith' ),
			array(
				'events' => static function ( int $after, int $limit ) use ( $reader, &$peaks, &$batches ): array {
					++$batches;
					if ( 10 === $batches || 190 === $batches ) {
						$peaks[] = memory_get_usage();
					}
					return $reader( $after, $limit );
				},
			),
			static function ( string $piece ) use ( &$written ): void {
				$written += strlen( $piece );
			},
			100
		);
		$this->assertSame( 201, $batches );
		$this->assertGreaterThan( 4000000, $written );
		// 18,000 records (3.6 MB of text) went by between the two measures; memory did not grow with them.
		$this->assertLessThan( 256 * 1024, $peaks[1] - $peaks[0] );
	}

	public function test_request_checks_format_and_what_35_6(): void {
		$this->assertSame( 'events', ExportRequest::from_input( 'json', null )->what );
		$this->assertTrue( ExportRequest::from_input( 'json', 'all' )->has_attendees() );
		$this->assertSame( 'eventsmith-attendees-2026-11-29.csv', ExportRequest::from_input( 'csv', 'attendees' )->filename( new \DateTimeImmutable( '2026-11-29' ) ) );
		foreach ( array( array( 'xml', 'events', 'format' ), array( 'csv', 'all', 'what' ), array( 'ics', 'attendees', 'what' ), array( 'json', 'people', 'what' ) ) as list( $format, $what, $field ) ) {
			try {
				ExportRequest::from_input( $format, $what );
				$this->fail( "{$format}/{$what} accepted" );
			} catch ( DomainError $error ) {
				$this->assertSame( $field, $error->field );
				$this->assertSame( 400, $error->http_status() );
			}
		}
	}

	public function test_spreadsheet_cells_are_guarded_and_read_back_35_6(): void {
		foreach ( array( '=SUM(A1)', '+1', '-1', '@x', "\tx" ) as $text ) {
			$this->assertSame( "'" . $text, SpreadsheetCell::safe( $text ) );
			$this->assertSame( $text, SpreadsheetCell::unguard( SpreadsheetCell::safe( $text ) ) );
		}
		$this->assertSame( '[{"a":1}]', SpreadsheetCell::safe( '[{"a":1}]' ) );
		$this->assertSame( "'quoted", SpreadsheetCell::unguard( "'quoted" ) );
	}
}
