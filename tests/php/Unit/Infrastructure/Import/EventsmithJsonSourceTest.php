<?php
/**
 * Tests of reading an Eventsmith export for an import run (issue 35.5, 35.6): dependency order,
 * batches that resume from their position, an order never split, and memory that does not grow
 * with a 50 MB file.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Export\ExportFormat;
use Eventsmith\Domain\Export\ExportStream;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Import\EventsmithJsonSource;
use PHPUnit\Framework\TestCase;

final class EventsmithJsonSourceTest extends TestCase {

	/** @var list<string> Files to delete. */
	private array $files = array();

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			@unlink( $file ); // phpcs:ignore
		}
	}

	/**
	 * Writes an export the way the exporter does.
	 *
	 * @param array<string, callable(int, int): list<array<string, mixed>>> $sections Batch readers by list.
	 */
	private function export( array $sections ): string {
		$file          = (string) tempnam( sys_get_temp_dir(), 'esj' );
		$this->files[] = $file;
		$out           = fopen( $file, 'wb' ); // phpcs:ignore
		ExportStream::json(
			ExportFormat::head( 'https://a.example/', new \DateTimeImmutable( '2026-11-29 07:00:00' ) ),
			$sections,
			static function ( string $text ) use ( $out ): void {
				fwrite( $out, $text ); // phpcs:ignore
			},
			200
		);
		fclose( $out ); // phpcs:ignore
		return $file;
	}

	/**
	 * A list's batch reader over fixed records.
	 *
	 * @param list<array<string, mixed>> $records Records in id order.
	 */
	private static function listed( array $records ): callable {
		return static fn( int $after, int $limit ): array => array_slice( array_values( array_filter( $records, static fn( array $r ): bool => $r['id'] > $after ) ), 0, $limit );
	}

	private static function attendee( int $id, int $order, int $event = 10 ): array {
		return array(
			'id'             => $id,
			'event'          => $event,
			'ticket_type'    => 'Seat',
			'ticket_type_id' => 4,
			'name'           => "Guest {$id}",
			'email'          => "guest{$id}@example.org",
			'ticket_code'    => str_pad( dechex( $id ), 32, 'a', STR_PAD_LEFT ),
			'status'         => 'active',
			'checkins'       => array(),
			'created_at'     => '2026-11-01T10:00:00Z',
			'rsvp_id'        => 0,
			'order'          => 0 === $order ? null : array( 'id' => $order, 'status' => 'completed', 'total' => '25.00', 'line_items' => array( array( 'ticket_type' => 'Seat', 'ticket_type_id' => 4, 'quantity' => 2, 'price' => 12.5 ) ) ),
		);
	}

	private static function input( string $file, array $options = array() ): array {
		return array(
			'file'    => $file,
			'source'  => 'site.json',
			'options' => $options,
		);
	}

	/**
	 * Type and source id of records.
	 *
	 * @param list<ImportRecord> $records Records.
	 * @return list<string>
	 */
	private static function names( array $records ): array {
		return array_map( static fn( ImportRecord $r ): string => $r->object_type . ' ' . substr( $r->source_id, strlen( 'https://a.example#' ) ), $records );
	}

	public function test_records_come_in_dependency_order_and_batches_resume_from_their_position_35_5(): void {
		$file   = $this->export(
			array(
				'events'    => self::listed(
					array(
						array( 'id' => 10, 'title' => 'Gala', 'ticket_types' => array( array( 'id' => 4, 'name' => 'Seat' ) ), 'occurrences' => array(), 'speakers' => array( 2 ), 'schedules' => array( 3 ) ),
						array( 'id' => 11, 'title' => 'Run', 'ticket_types' => array(), 'occurrences' => array( array( 'id' => 12, 'start_date' => '2031-03-03' ) ) ),
					)
				),
				'speakers'  => self::listed( array( array( 'id' => 2, 'name' => 'Ada' ) ) ),
				'schedules' => self::listed( array( array( 'id' => 3, 'title' => 'Day', 'sessions' => array() ) ) ),
				'attendees' => self::listed( array( self::attendee( 20, 8 ), self::attendee( 21, 8 ), self::attendee( 22, 9, 12 ), self::attendee( 23, 0 ) ) ),
				'rsvps'     => self::listed( array( array( 'id' => 5, 'event' => 12, 'response' => 'going' ) ) ),
			)
		);
		$source  = new EventsmithJsonSource();
		$scanned = array();
		$options = $source->scan( self::input( $file ), static function ( ImportRecord $record ) use ( &$scanned ): void {
			$scanned[] = $record;
		} );
		$this->assertSame( 'https://a.example#', $options['prefix'] );
		$this->assertSame( array( '12' => '11/2031-03-03' ), $options['occurrences'] );
		$this->assertSame(
			array( 'speaker 2', 'schedule 3', 'event 10', 'ticket_type 4', 'event 11', 'rsvp 5', 'order 8', 'attendee 20', 'attendee 21', 'order 9', 'attendee 22', 'attendee 23' ),
			self::names( $scanned )
		);
		$this->assertSame( array( 'occurrence', 'https://a.example#11/2031-03-03' ), $scanned[10]->links['event'] );
		$this->assertSame( array( 'occurrence', 'https://a.example#11/2031-03-03' ), $scanned[5]->links['event'] );

		// One record a batch, each batch read from the position the one before gave: the same records,
		// and the two attendees of order 8 in one batch.
		$position = 0;
		$line     = 1;
		$batches  = array();
		do {
			$batch     = $source->batch( self::input( $file, $options ), $position, $line, 1 );
			$again     = $source->batch( self::input( $file, $options ), $position, $line, 1 );
			$this->assertEquals( $batch, $again, 'a batch read again gives the same records' );
			$batches[] = self::names( $batch['records'] );
			$position  = $batch['next'];
			$line      = $batch['next_line'];
		} while ( ! $batch['end'] );
		$this->assertSame( self::names( $scanned ), array_merge( ...$batches ) );
		$this->assertContains( array( 'order 8', 'attendee 20', 'attendee 21' ), $batches );
		foreach ( $scanned as $record ) {
			$this->assertGreaterThan( 1, $record->line );
		}
	}

	public function test_a_broken_line_is_reported_with_its_line_and_the_rest_imports_35_5(): void {
		$file = $this->export( array( 'speakers' => self::listed( array( array( 'id' => 2, 'name' => 'Ada' ), array( 'id' => 3, 'name' => 'Bo' ), array( 'id' => 4, 'name' => 'Cy' ) ) ) ) );
		$text = (string) file_get_contents( $file );
		file_put_contents( $file, str_replace( '{"id":3,"name":"Bo"}', '{"id":3,"name":"Bo', $text ) ); // phpcs:ignore
		$records = array();
		( new EventsmithJsonSource() )->scan( self::input( $file ), static function ( ImportRecord $record ) use ( &$records ): void {
			$records[] = $record;
		} );
		$this->assertCount( 3, $records );
		$this->assertNull( $records[0]->error );
		$this->assertNotNull( $records[1]->error );
		$this->assertSame( 3, $records[1]->line );
		$this->assertSame( 'https://a.example#4', $records[2]->source_id );
	}

	public function test_a_file_that_is_not_an_export_is_refused_naming_file_35_6(): void {
		$file          = (string) tempnam( sys_get_temp_dir(), 'esj' );
		$this->files[] = $file;
		file_put_contents( $file, json_encode( array( 'format' => 'eventsmith', 'version' => 1, 'events' => array() ), JSON_PRETTY_PRINT ) ); // phpcs:ignore
		try {
			( new EventsmithJsonSource() )->scan( self::input( $file ), static function (): void {} );
			$this->fail( 'a pretty-printed file is not read whole' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'file', $error->field );
		}
	}

	public function test_a_50_mb_export_is_read_with_the_memory_of_a_batch_35_5(): void {
		$events = static function ( int $after, int $limit ): array {
			$out = array();
			for ( $id = $after + 1; $id <= min( 5000, $after + $limit ); $id++ ) {
				$out[] = array( 'id' => $id, 'title' => "Event {$id}", 'content' => str_repeat( 'Lorem ipsum dolor sit amet. ', 40 ), 'ticket_types' => array( array( 'id' => 100000 + $id, 'name' => 'Seat' ) ), 'occurrences' => array() );
			}
			return $out;
		};
		$attendees = static function ( int $after, int $limit ): array {
			$out = array();
			for ( $id = $after + 1; $id <= min( 130000, $after + $limit ); $id++ ) {
				$out[] = self::attendee( $id, intdiv( $id + 1, 2 ), 1 + $id % 5000 );
			}
			return $out;
		};
		$file = $this->export( array( 'events' => $events, 'attendees' => $attendees ) );
		$this->assertGreaterThan( 50 * 1024 * 1024, filesize( $file ) );
		$before = memory_get_usage();
		$count  = 0;
		$kinds  = array();
		( new EventsmithJsonSource() )->scan( self::input( $file ), static function ( ImportRecord $record ) use ( &$count, &$kinds ): void {
			++$count;
			$kinds[ $record->object_type ] = ( $kinds[ $record->object_type ] ?? 0 ) + 1;
		} );
		$grown = memory_get_peak_usage() - $before;
		$this->assertSame( array( 'event' => 5000, 'ticket_type' => 5000, 'order' => 65000, 'attendee' => 130000 ), $kinds );
		$this->assertLessThan( 16 * 1024 * 1024, $grown, 'reading grows memory by less than 16 MB, whatever the file' );
	}
}
