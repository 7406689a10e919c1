<?php
/**
 * Reads an .ics file for an import run.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Core\SabreFunctions;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\Ical\IcsSplitter;
use Eventsmith\Domain\Import\Ical\VeventMapper;
use Eventsmith\Domain\Import\ImportRecord;
use Sabre\VObject\TimeZoneUtil;

defined( 'ABSPATH' ) || exit;

/**
 * The scan (once, for the dry run) collects the calendar's VTIMEZONEs, its own timezone
 * (X-WR-TIMEZONE, for floating times and whole days) and the dates changed occurrences replace;
 * each batch then reads a few VEVENTs from a byte offset with them.
 */
final class IcalSource implements ImportSource {

	public const KIND = 'ics';

	/**
	 * {@inheritDoc}
	 */
	public function kind(): string {
		return self::KIND;
	}

	/**
	 * Reads the whole file once: time zones, changed occurrences, and every record.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run  The run (options: timezone).
	 * @param callable                                                            $each Called with each ImportRecord.
	 * @return array{timezones: string, overrides: array<string, list<string>>, calendar_timezone: string}
	 * @throws DomainError When the file is not a calendar.
	 */
	public function scan( array $run, callable $each ): array {
		SabreFunctions::load();
		$path     = $run['file'];
		$calendar = $this->calendar_zone( $path );
		$timezone = (string) ( $run['options']['timezone'] ?? wp_timezone_string() );
		$context  = array(
			'timezones'         => '',
			'overrides'         => array(),
			'calendar_timezone' => $calendar,
		);
		$probe   = new VeventMapper( $timezone, '', array(), $calendar );
		$this->walk(
			$path,
			static function ( array $block ) use ( &$context, $probe ): void {
				if ( 'VTIMEZONE' === $block['kind'] ) {
					$context['timezones'] .= $block['text'];
				} elseif ( 'VEVENT' === $block['kind'] && false !== stripos( $block['text'], 'RECURRENCE-ID' ) ) {
					$override = $probe->override_of( $block['text'] );
					if ( null !== $override ) {
						$context['overrides'][ $override['uid'] ][] = $override['date'];
					}
				}
			}
		);
		$mapper = new VeventMapper( $timezone, $context['timezones'], $context['overrides'], $calendar );
		$this->walk(
			$path,
			static function ( array $block ) use ( $mapper, $each ): void {
				foreach ( self::records( $mapper, $block ) as $record ) {
					$each( $record );
				}
			}
		);
		return $context;
	}

	/**
	 * One batch of records from a position.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run    The run (options: timezone, timezones, overrides).
	 * @param int                                                                 $offset Byte offset.
	 * @param int                                                                 $line   Line at the offset.
	 * @param int                                                                 $limit  VEVENTs to read.
	 * @return array{records: list<ImportRecord>, next: int, next_line: int, end: bool}
	 */
	public function batch( array $run, int $offset, int $line, int $limit ): array {
		SabreFunctions::load();
		$options = $run['options'];
		$handle  = $this->open( $run['file'] );
		$read   = ( new IcsSplitter( $handle ) )->read( $offset, $line, $limit );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a local work file.
		$mapper  = new VeventMapper( (string) ( $options['timezone'] ?? 'UTC' ), (string) ( $options['timezones'] ?? '' ), (array) ( $options['overrides'] ?? array() ), (string) ( $options['calendar_timezone'] ?? '' ) );
		$records = array();
		foreach ( $read['blocks'] as $block ) {
			array_push( $records, ...self::records( $mapper, $block ) );
		}
		return array(
			'records'   => $records,
			'next'      => $read['next'],
			'next_line' => $read['next_line'],
			'end'       => $read['end'],
		);
	}

	/**
	 * Records of a block (none for a VTIMEZONE).
	 *
	 * @param VeventMapper                                   $mapper Mapper.
	 * @param array{kind: string, line: int, text: string}   $block  Block.
	 * @return list<ImportRecord>
	 */
	private static function records( VeventMapper $mapper, array $block ): array {
		if ( 'BROKEN' === $block['kind'] ) {
			return array( ImportRecord::failed( '', $block['line'], __( 'The event has no END:VEVENT line.', 'eventsmith' ) ) );
		}
		return 'VEVENT' === $block['kind'] ? $mapper->map( $block['text'], $block['line'] ) : array();
	}

	/**
	 * Calls back with every block of a file, a batch at a time.
	 *
	 * @param string   $path File.
	 * @param callable $each Called with each block.
	 * @throws DomainError When the file is not a calendar.
	 */
	private function walk( string $path, callable $each ): void {
		$handle = $this->open( $path );
		$head   = (string) fread( $handle, 64 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread -- a local work file.
		if ( ! str_starts_with( strtoupper( ltrim( $head, "\xEF\xBB\xBF \t\r\n" ) ), 'BEGIN:VCALENDAR' ) ) {
			fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a local work file.
			throw DomainError::invalid( 'file', __( 'file is not an iCalendar (.ics) file: it does not start with BEGIN:VCALENDAR.', 'eventsmith' ) );
		}
		$splitter = new IcsSplitter( $handle );
		$offset   = 0;
		$line     = 1;
		do {
			$read = $splitter->read( $offset, $line, 200 );
			foreach ( $read['blocks'] as $block ) {
				$each( $block );
			}
			$offset = $read['next'];
			$line   = $read['next_line'];
		} while ( ! $read['end'] );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a local work file.
	}

	/**
	 * The calendar's own timezone (X-WR-TIMEZONE, an IANA or a Windows name), or '' when it
	 * names none that is known.
	 *
	 * @param string $path File.
	 * @throws DomainError When the file cannot be opened.
	 */
	private function calendar_zone( string $path ): string {
		$handle = $this->open( $path );
		$name   = ( new IcsSplitter( $handle ) )->calendar_property( 'X-WR-TIMEZONE' );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a local work file.
		if ( '' === $name ) {
			return '';
		}
		try {
			return ( new \DateTimeZone( $name ) )->getName();
		} catch ( \Throwable ) {
			try {
				return TimeZoneUtil::getTimeZone( $name, null, true )->getName();
			} catch ( \Throwable ) {
				return '';
			}
		}
	}

	/**
	 * Opens a file for reading.
	 *
	 * @param string $path File.
	 * @return resource
	 * @throws DomainError When it cannot be opened.
	 */
	private function open( string $path ) {
		$handle = is_readable( $path ) ? fopen( $path, 'rb' ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a local work file.
		if ( false === $handle ) {
			throw new DomainError( 'eventsmith_import_file_missing', __( 'The import\'s file is no longer there.', 'eventsmith' ), DomainError::CONFLICT, 'file' );
		}
		return $handle;
	}
}
