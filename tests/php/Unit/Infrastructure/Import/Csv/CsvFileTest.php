<?php
/**
 * Tests of reading a CSV file from a byte offset (issue 35.4): the byte order mark, the
 * delimiter, quoted cells across lines with their physical lines, batches that resume from
 * their position, and text that is not UTF-8.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Infrastructure\Import\Csv;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Import\Csv\CsvFile;
use PHPUnit\Framework\TestCase;

final class CsvFileTest extends TestCase {

	/** @var list<string> Files to delete. */
	private array $files = array();

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			@unlink( $file ); // phpcs:ignore
		}
	}

	private function file( string $text ): string {
		$file          = (string) tempnam( sys_get_temp_dir(), 'csv' );
		$this->files[] = $file;
		file_put_contents( $file, $text ); // phpcs:ignore
		return $file;
	}

	public function test_bom_semicolons_and_cells_across_lines_keep_their_physical_lines_35_4(): void {
		$csv  = new CsvFile( $this->file( "\xEF\xBB\xBFTitle;Notes\r\nA;\"one;\r\ntwo\"\r\nB;\"say \"\"hi\"\"\"\r\n\r\nC;x\\\r\n" ) );
		$this->assertSame( ';', $csv->delimiter );
		$this->assertSame( array( 'Title', 'Notes' ), $csv->headers );
		$read = $csv->rows( 0, 1, 10 );
		$csv->close();
		$this->assertSame( array( 2, 4, 5, 6 ), array_column( $read['rows'], 'line' ) );
		$this->assertSame( array( 'A', "one;\r\ntwo" ), $read['rows'][0]['cells'] );
		$this->assertSame( array( 'B', 'say "hi"' ), $read['rows'][1]['cells'] );
		$this->assertSame( array( 'C', 'x\\' ), $read['rows'][3]['cells'] );
		$this->assertTrue( $read['end'] );
	}

	public function test_a_batch_read_again_from_its_position_gives_the_same_rows_35_4(): void {
		$text = "title\tstart\n";
		for ( $i = 1; $i <= 7; $i++ ) {
			$text .= "\"Event\n{$i}\"\t2027-01-0{$i}\n";
		}
		$path  = $this->file( $text );
		$csv   = new CsvFile( $path );
		$this->assertSame( "\t", $csv->delimiter );
		$first = $csv->rows( 0, 1, 3 );
		$this->assertFalse( $first['end'] );
		$this->assertSame( array( 2, 4, 6 ), array_column( $first['rows'], 'line' ) );
		$second = $csv->rows( $first['next'], $first['next_line'], 3 );
		$again  = ( new CsvFile( $path ) )->rows( $first['next'], $first['next_line'], 3 );
		$this->assertSame( $second, $again );
		$this->assertSame( array( 8, 10, 12 ), array_column( $second['rows'], 'line' ) );
		$last = $csv->rows( $second['next'], $second['next_line'], 3 );
		$this->assertSame( array( "Event\n7", '2027-01-07' ), $last['rows'][0]['cells'] );
		$this->assertTrue( $last['end'] );
	}

	public function test_text_that_is_not_utf8_is_refused_naming_file_35_4(): void {
		try {
			( new CsvFile( $this->file( "title,start\nCaf\xE9,2027-01-01\n" ) ) )->rows( 0, 1, 5 );
			$this->fail( 'Latin-1 accepted' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'file', $error->field );
			$this->assertStringContainsString( 'line 2', $error->getMessage() );
		}
		$this->expectException( DomainError::class );
		new CsvFile( $this->file( '' ) );
	}
}
