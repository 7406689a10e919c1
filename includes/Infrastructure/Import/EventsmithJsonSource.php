<?php
/**
 * Reads an Eventsmith export (JSON, version 1) for an import run.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\Eventsmith\ExportLines;
use Eventsmith\Domain\Import\Eventsmith\ExportRecords;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * The export holds one record per line (ExportLines), so the file is never decoded whole: the
 * scan reads it once to find where each list starts and ends and which occurrence belongs to
 * which series, then reads it list by list in dependency order — speakers and organizers,
 * schedules, events (each followed by its ticket types), RSVP answers, attendees (each order
 * before the first of its attendees). The position is `phase * PHASE + byte offset`: a batch
 * read again from it gives the same records. A batch never ends between two attendees of one
 * order, so each order is written once, with its first attendee.
 */
final class EventsmithJsonSource implements ImportSource {

	public const KIND = 'eventsmith';

	/** Lists in the order they are imported. */
	public const PHASES = array( 'speakers', 'schedules', 'events', 'rsvps', 'attendees' );

	/** Position units per phase (an offset stays below it: 100 GB). */
	private const PHASE = 100000000000;

	/**
	 * {@inheritDoc}
	 */
	public function kind(): string {
		return self::KIND;
	}

	/**
	 * Reads the whole file once for the lists' places and the series' occurrences, then every
	 * record in the order the batches give them.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run  The run.
	 * @param callable                                                            $each Called with each ImportRecord.
	 * @return array{prefix: string, site: string, sections: array<string, array{0: int, 1: int, 2: int}>, occurrences: array<string, string>}
	 * @throws DomainError Naming `file` when it is not an Eventsmith export of version 1.
	 */
	public function scan( array $run, callable $each ): array {
		$context = $this->index( $run['file'] );
		$run['options'] = $context + $run['options'];
		$position       = 0;
		$line           = 1;
		do {
			$batch = $this->batch( $run, $position, $line, 500 );
			foreach ( $batch['records'] as $record ) {
				$each( $record );
			}
			$position = $batch['next'];
			$line     = $batch['next_line'];
		} while ( ! $batch['end'] );
		return $context;
	}

	/**
	 * One batch of records from a position.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run      The run (options from scan()).
	 * @param int                                                                 $position Phase and byte offset (0 at first).
	 * @param int                                                                 $line     Line at the offset.
	 * @param int                                                                 $limit    Exported records to read.
	 * @return array{records: list<ImportRecord>, next: int, next_line: int, end: bool}
	 * @throws DomainError When the file is gone.
	 */
	public function batch( array $run, int $position, int $line, int $limit ): array {
		$options  = $run['options'];
		$sections = is_array( $options['sections'] ?? null ) ? $options['sections'] : array();
		$mapper   = new ExportRecords( (string) ( $options['prefix'] ?? '' ), is_array( $options['occurrences'] ?? null ) ? $options['occurrences'] : array() );
		$phase    = intdiv( $position, self::PHASE );
		$offset   = $position % self::PHASE;
		// Past the lists that are empty, to the start of the next one with records.
		while ( $phase < count( self::PHASES ) && ( ! isset( $sections[ self::PHASES[ $phase ] ] ) || ( $offset > 0 && $offset >= (int) $sections[ self::PHASES[ $phase ] ][1] ) ) ) {
			++$phase;
			$offset = 0;
		}
		if ( $phase >= count( self::PHASES ) ) {
			return array( 'records' => array(), 'next' => $phase * self::PHASE, 'next_line' => $line, 'end' => true );
		}
		$name = self::PHASES[ $phase ];
		list( $start, $end, $first_line ) = array_map( 'intval', $sections[ $name ] );
		if ( 0 === $offset ) {
			$offset = $start;
			$line   = $first_line;
		}
		$handle  = $this->open( $run['file'] );
		$records = array();
		$read    = 0;
		$order   = 0;
		fseek( $handle, $offset );
		while ( $offset < $end ) {
			$text = fgets( $handle );
			if ( false === $text ) {
				break;
			}
			$row = $this->row( $text, $name );
			if ( $read >= $limit && ( 'attendees' !== $name || 0 === $order || self::order_of( $row ) !== $order ) ) {
				break; // Not this one: the next batch starts with it.
			}
			$offset += strlen( $text );
			++$read;
			if ( null === $row['record'] ) {
				$records[] = ImportRecord::failed( '', $line, $row['error'], ExportRecords::type_of( $name ) );
			} else {
				array_push( $records, ...$mapper->map( $name, $row['record'], $line, $row['text'], $order ) );
				$order = self::order_of( $row );
			}
			++$line;
		}
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a local work file.
		$done = $offset >= $end;
		$last = $done && ! array_filter( array_slice( self::PHASES, $phase + 1 ), static fn( string $next ): bool => isset( $sections[ $next ] ) );
		return array(
			'records'   => $records,
			'next'      => $done ? ( $phase + 1 ) * self::PHASE : $phase * self::PHASE + $offset,
			'next_line' => $line,
			'end'       => $last,
		);
	}

	/**
	 * Where each list's records are (start offset, end offset, first line) and the series'
	 * occurrences, from one read of the file.
	 *
	 * @param string $path File.
	 * @return array{prefix: string, site: string, sections: array<string, array{0: int, 1: int, 2: int}>, occurrences: array<string, string>}
	 * @throws DomainError Naming `file` when it is not an Eventsmith export of version 1.
	 */
	private function index( string $path ): array {
		$handle = $this->open( $path );
		$first  = fgets( $handle );
		try {
			$head = ExportLines::head( false === $first ? '' : $first );
		} catch ( DomainError $error ) {
			fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a local work file.
			throw $error;
		}
		$site     = (string) ( $head['head']['site'] ?? '' );
		$sections = array();
		$occurs   = array();
		$split    = ExportLines::split( $head['rest'], '' );
		$section  = null === $split ? '' : $split['section'];
		$offset   = strlen( (string) $first );
		$line     = 2;
		while ( false !== ( $text = fgets( $handle ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading lines.
			$split = ExportLines::split( $text, $section );
			$next  = $offset + strlen( $text );
			if ( null !== $split && null !== $split['record'] ) {
				$name = $split['start'];
				if ( ! isset( $sections[ $name ] ) ) {
					$sections[ $name ] = array( $offset, $next, $line );
				}
				$sections[ $name ][1] = $next;
				if ( 'events' === $name && str_contains( $split['record'], '"occurrences":[{' ) ) {
					$event  = json_decode( $split['record'], true );
					$occurs = is_array( $event ) ? ExportRecords::occurrences_of( $event ) + $occurs : $occurs;
				}
			} elseif ( null === $split && '' !== $section && isset( $sections[ $section ] ) ) {
				$sections[ $section ][1] = $next; // A broken line: reported by the batch that reads it.
			}
			$section = null === $split ? $section : $split['section'];
			$offset  = $next;
			++$line;
		}
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a local work file.
		return array(
			'prefix'      => ExportRecords::prefix( $site ),
			'site'        => $site,
			'sections'    => $sections,
			'occurrences' => $occurs,
		);
	}

	/**
	 * One line's record, decoded, or why it cannot be read.
	 *
	 * @param string $text    The line.
	 * @param string $section Its list.
	 * @return array{record: array<string, mixed>|null, text: string, error: string}
	 */
	private function row( string $text, string $section ): array {
		$split = ExportLines::split( $text, $section );
		$json  = null === $split ? null : $split['record'];
		$data  = null === $json ? null : json_decode( $json, true );
		if ( ! is_array( $data ) ) {
			return array(
				'record' => null,
				'text'   => '',
				'error'  => __( 'This line is not a record of an Eventsmith export (JSON cut or changed by hand).', 'eventsmith' ),
			);
		}
		return array(
			'record' => $data,
			'text'   => (string) $json,
			'error'  => '',
		);
	}

	/**
	 * The order id of an attendee row (0: none).
	 *
	 * @param array{record: array<string, mixed>|null} $row Row.
	 */
	private static function order_of( array $row ): int {
		$order = $row['record']['order'] ?? null;
		return is_array( $order ) ? (int) ( $order['id'] ?? 0 ) : 0;
	}

	/**
	 * Opens a file for reading.
	 *
	 * @param string $path File.
	 * @return resource
	 * @throws DomainError When it cannot be opened.
	 */
	private function open( string $path ) {
		$handle = '' !== $path && is_readable( $path ) ? fopen( $path, 'rb' ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a local work file.
		if ( false === $handle ) {
			throw new DomainError( 'eventsmith_import_file_missing', __( 'The import\'s file is no longer there.', 'eventsmith' ), DomainError::CONFLICT, 'file' );
		}
		return $handle;
	}
}
