<?php
/**
 * Reads a CSV file a row at a time from a byte offset.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Csv;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * UTF-8 (a byte order mark is skipped), the delimiter (comma, semicolon or tab) sniffed from the
 * header row, quotes as RFC 4180 says (doubled, no backslash escapes). Rows are read with fgetcsv
 * from a byte offset; the physical line of each row is kept, a quoted cell may span lines.
 */
final class CsvFile {

	private const DELIMITERS = array( ',', ';', "\t" );

	/**
	 * The open file.
	 *
	 * @var resource
	 */
	private $handle;

	/** Delimiter. */
	public readonly string $delimiter;

	/**
	 * Header row.
	 *
	 * @var list<string>
	 */
	public readonly array $headers;

	/** Byte offset of the first row after the header. */
	public readonly int $data_offset;

	/** Line of the first row after the header. */
	public readonly int $data_line;

	/**
	 * Opens a file and reads its header row.
	 *
	 * @param string $path File.
	 * @throws DomainError Naming file when it cannot be read, is not UTF-8 or has no header row.
	 */
	public function __construct( string $path ) {
		$handle = is_readable( $path ) ? fopen( $path, 'rb' ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a local work file.
		if ( false === $handle ) {
			throw new DomainError( 'eventsmith_import_file_missing', __( 'The import\'s file is no longer there.', 'eventsmith' ), DomainError::CONFLICT, 'file' );
		}
		$this->handle = $handle;
		$start        = fread( $handle, 3 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread -- a local work file.
		$offset       = "\xEF\xBB\xBF" === $start ? 3 : 0;
		fseek( $handle, $offset );
		$first = (string) fgets( $handle, 1 << 20 );
		if ( '' === trim( $first ) ) {
			$this->close();
			throw DomainError::invalid( 'file', __( 'file is empty: a CSV file starts with a header row naming its columns.', 'eventsmith' ) );
		}
		self::check_utf8( $first, 1 );
		$this->delimiter = self::sniff( $first );
		fseek( $handle, $offset );
		$header = fgetcsv( $handle, 0, $this->delimiter, '"', '' );
		$lines  = 1;
		$names  = array();
		foreach ( is_array( $header ) ? $header : array() as $cell ) {
			$lines  += substr_count( (string) $cell, "\n" );
			$names[] = trim( (string) $cell );
		}
		if ( ! array_filter( $names, static fn( string $name ): bool => '' !== $name ) ) {
			$this->close();
			throw DomainError::invalid( 'file', __( 'file has no header row naming its columns.', 'eventsmith' ) );
		}
		$this->headers     = $names;
		$this->data_offset = (int) ftell( $handle );
		$this->data_line   = 1 + $lines;
	}

	/**
	 * Up to $limit rows from a byte offset (0: the first row after the header).
	 *
	 * @param int $offset Byte offset.
	 * @param int $line   Line at the offset.
	 * @param int $limit  Rows to read.
	 * @return array{rows: list<array{line: int, cells: list<string|null>}>, next: int, next_line: int, end: bool}
	 * @throws DomainError Naming file when a row is not UTF-8.
	 */
	public function rows( int $offset, int $line, int $limit ): array {
		if ( $offset < $this->data_offset ) {
			$offset = $this->data_offset;
			$line   = $this->data_line;
		}
		fseek( $this->handle, $offset );
		$rows = array();
		while ( count( $rows ) < $limit ) {
			$cells = fgetcsv( $this->handle, 0, $this->delimiter, '"', '' );
			if ( false === $cells ) {
				break;
			}
			$lines = 1;
			foreach ( $cells as $cell ) {
				$lines += substr_count( (string) $cell, "\n" );
				self::check_utf8( (string) $cell, $line );
			}
			$rows[] = array(
				'line'  => $line,
				'cells' => $cells,
			);
			$line  += $lines;
		}
		$next = (int) ftell( $this->handle );
		return array(
			'rows'      => $rows,
			'next'      => $next,
			'next_line' => $line,
			'end'       => count( $rows ) < $limit || false === fgetc( $this->handle ),
		);
	}

	/**
	 * Closes the file.
	 */
	public function close(): void {
		if ( is_resource( $this->handle ) ) {
			fclose( $this->handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a local work file.
		}
	}

	/**
	 * The delimiter a header line uses most (outside quotes).
	 *
	 * @param string $line Header line.
	 */
	private static function sniff( string $line ): string {
		$outside = (string) preg_replace( '/"[^"]*"/', '', $line );
		$best    = ',';
		$most    = 0;
		foreach ( self::DELIMITERS as $delimiter ) {
			$count = substr_count( $outside, $delimiter );
			if ( $count > $most ) {
				$best = $delimiter;
				$most = $count;
			}
		}
		return $best;
	}

	/**
	 * Refuses text that is not UTF-8.
	 *
	 * @param string $text Text.
	 * @param int    $line Line it is on.
	 * @throws DomainError Naming file.
	 */
	private static function check_utf8( string $text, int $line ): void {
		if ( '' !== $text && 1 !== preg_match( '//u', $text ) ) {
			/* translators: %d: line number. */
			throw DomainError::invalid( 'file', sprintf( __( 'file is not UTF-8 text (line %d): save the spreadsheet as "CSV UTF-8" and upload it again.', 'eventsmith' ), $line ) );
		}
	}
}
