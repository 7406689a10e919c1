<?php
/**
 * Reads a CSV file of events or attendees for an import run.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Csv;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\Csv\CsvFields;
use Eventsmith\Domain\Import\Csv\CsvRowMapper;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Import\ImportOrigins;
use Eventsmith\Infrastructure\Import\ImportSource;

defined( 'ABSPATH' ) || exit;

/**
 * Options: `what` (events or attendees), `mapping` (column header => field; the suggested one
 * when none is given), `date_format` (auto, d/m/Y, m/d/Y), `timezone` (of dates without one).
 * The scan checks the file and the mapping and keeps the header row; batches read rows from a
 * byte offset.
 */
final class CsvSource implements ImportSource {

	public const KIND = 'csv';

	/** Rows the dry run holds at a time (rows may be large: memory stays that of a few rows). */
	private const SCAN_ROWS = 20;

	/** Rows the preview shows. */
	public const PREVIEW_ROWS = 5;

	/**
	 * Constructor.
	 *
	 * @param ImportOrigins $origins The origin map (attendees name events imported from a CSV by their export id).
	 */
	public function __construct( private ImportOrigins $origins = new ImportOrigins() ) {}

	/**
	 * {@inheritDoc}
	 */
	public function kind(): string {
		return self::KIND;
	}

	/**
	 * The header row, the first rows, the suggested mapping and the fields of a file.
	 *
	 * @param string $path File.
	 * @param string $what events or attendees.
	 * @return array{what: string, delimiter: string, headers: list<string>, rows: list<array{line: int, cells: list<string>}>, mapping: array<string, string>, fields: list<array{field: string, label: string, required: bool}>}
	 * @throws DomainError Naming file or what.
	 */
	public function preview( string $path, string $what ): array {
		CsvFields::what( $what );
		$file = new CsvFile( $path );
		$read = $file->rows( 0, 1, self::PREVIEW_ROWS );
		$file->close();
		$rows = array();
		foreach ( $read['rows'] as $row ) {
			$rows[] = array(
				'line'  => $row['line'],
				'cells' => array_map( static fn( $cell ): string => (string) $cell, $row['cells'] ),
			);
		}
		$fields = array();
		foreach ( CsvFields::fields( $what ) as $field => $label ) {
			$fields[] = array(
				'field'    => $field,
				'label'    => $label,
				'required' => in_array( $field, CsvFields::required( $what ), true ),
			);
		}
		return array(
			'what'      => $what,
			'delimiter' => $file->delimiter,
			'headers'   => $file->headers,
			'rows'      => $rows,
			'mapping'   => (object) CsvFields::suggest( $what, $file->headers ),
			'fields'    => $fields,
		);
	}

	/**
	 * Reads the whole file once: checks the mapping, and every row (a file that is not UTF-8 is refused).
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run  The run.
	 * @param callable                                                            $each Called with each ImportRecord.
	 * @return array{what: string, mapping: array<string, string>, headers: list<string>}
	 * @throws DomainError Naming file, what or mapping.
	 */
	public function scan( array $run, callable $each ): array {
		$what    = CsvFields::what( (string) ( $run['options']['what'] ?? CsvFields::EVENTS ) );
		$file    = new CsvFile( $run['file'] );
		$given   = $run['options']['mapping'] ?? null;
		$mapping = CsvFields::check( $what, $file->headers, is_array( $given ) && $given ? $given : CsvFields::suggest( $what, $file->headers ) );
		$context = array(
			'what'    => $what,
			'mapping' => $mapping,
			'headers' => $file->headers,
		);
		$mapper  = $this->mapper( $context + $run['options'] );
		$offset  = 0;
		$line    = 1;
		$orders  = array();
		try {
			do {
				$read = $file->rows( $offset, $line, self::SCAN_ROWS );
				foreach ( $read['rows'] as $row ) {
					foreach ( self::records( $mapper, $row ) as $record ) {
						// An order is one record, however many of its attendees the file lists.
						if ( 'order' === $record->object_type ) {
							if ( isset( $orders[ $record->source_id ] ) ) {
								continue;
							}
							$orders[ $record->source_id ] = true;
						}
						$each( $record );
					}
				}
				$offset = $read['next'];
				$line   = $read['next_line'];
			} while ( ! $read['end'] );
		} finally {
			$file->close();
		}
		return $context;
	}

	/**
	 * One batch of rows from a byte offset.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run    The run.
	 * @param int                                                                 $offset Byte offset (0: after the header).
	 * @param int                                                                 $line   Line at the offset.
	 * @param int                                                                 $limit  Rows to read.
	 * @return array{records: list<ImportRecord>, next: int, next_line: int, end: bool}
	 */
	public function batch( array $run, int $offset, int $line, int $limit ): array {
		$file   = new CsvFile( $run['file'] );
		$mapper = $this->mapper( $run['options'] + array( 'headers' => $file->headers ) );
		try {
			$read = $file->rows( $offset, $line, $limit );
		} finally {
			$file->close();
		}
		$records = array();
		$orders  = array();
		foreach ( $read['rows'] as $row ) {
			foreach ( self::records( $mapper, $row ) as $record ) {
				if ( 'order' === $record->object_type ) {
					if ( isset( $orders[ $record->source_id ] ) ) {
						continue;
					}
					$orders[ $record->source_id ] = true;
				}
				$records[] = $record;
			}
		}
		return array(
			'records'   => $records,
			'next'      => $read['next'],
			'next_line' => $read['next_line'],
			'end'       => $read['end'],
		);
	}

	/**
	 * The mapper of a run.
	 *
	 * @param array<string, mixed> $options The run's options with the header row.
	 */
	private function mapper( array $options ): CsvRowMapper {
		$what = (string) ( $options['what'] ?? CsvFields::EVENTS );
		return new CsvRowMapper(
			$what,
			array_map( 'strval', (array) ( $options['headers'] ?? array() ) ),
			(array) ( $options['mapping'] ?? array() ),
			(string) ( $options['date_format'] ?? 'auto' ),
			(string) ( $options['timezone'] ?? wp_timezone_string() ),
			CsvFields::ATTENDEES === $what ? array( $this, 'find_event' ) : null
		);
	}

	/**
	 * The records of a row (none for a blank one).
	 *
	 * @param CsvRowMapper                                   $mapper Mapper.
	 * @param array{line: int, cells: list<string|null>}     $row    Row.
	 * @return list<ImportRecord>
	 */
	private static function records( CsvRowMapper $mapper, array $row ): array {
		if ( CsvRowMapper::is_blank( $row['cells'] ) ) {
			return array();
		}
		return $mapper->map( $row['cells'], $row['line'] );
	}

	/**
	 * This site's event an attendee row names: an event imported from a CSV under that id, an
	 * event id of this site, an event's slug, or its exact title. A title given beside (the
	 * export's `event_title`) must be that event's: an id from another site is not taken for
	 * whatever event has that id here.
	 *
	 * @param string $cell  The row's event cell.
	 * @param string $title The row's event title, '' when none.
	 * @return int|null
	 */
	public function find_event( string $cell, string $title = '' ): ?int {
		$found = $this->event_named( $cell );
		if ( null !== $found && '' !== $title && get_the_title( $found ) !== $title && get_post_field( 'post_title', $found ) !== $title ) {
			return null;
		}
		return $found;
	}

	/**
	 * This site's event a cell names (see find_event()).
	 *
	 * @param string $cell The row's event cell.
	 */
	private function event_named( string $cell ): ?int {
		$origin = $this->origins->find( self::KIND, $cell, 'event' );
		if ( null !== $origin && PostTypes::EVENT === get_post_type( $origin['object_id'] ) ) {
			return $origin['object_id'];
		}
		if ( 1 === preg_match( '/^\d+$/', $cell ) && PostTypes::EVENT === get_post_type( (int) $cell ) ) {
			return (int) $cell;
		}
		$posts = get_posts(
			array(
				'post_type'        => PostTypes::EVENT,
				'post_status'      => array( 'publish', 'future', 'draft', 'pending', 'private' ),
				'name'             => sanitize_title( $cell ),
				'posts_per_page'   => 1,
				'fields'           => 'ids',
				'suppress_filters' => true,
			)
		);
		if ( $posts && sanitize_title( $cell ) === $cell ) {
			return (int) $posts[0];
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a lookup by exact title during an import.
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_title = %s AND post_status NOT IN ('trash', 'auto-draft', 'inherit') ORDER BY post_parent ASC, ID ASC LIMIT 1", PostTypes::EVENT, $cell ) );
		return null === $id ? null : (int) $id;
	}
}
