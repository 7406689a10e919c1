<?php
/**
 * Writes the site's export to a stream: JSON, CSV or .ics.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Export;

use Eventsmith\Domain\Calendar\IcsEvent;
use Eventsmith\Domain\Calendar\IcsWriter;
use Eventsmith\Domain\Export\ExportCsv;
use Eventsmith\Domain\Export\ExportFormat;
use Eventsmith\Domain\Export\ExportRequest;
use Eventsmith\Domain\Export\ExportStream;
use Eventsmith\Domain\Export\SpreadsheetCell;

defined( 'ABSPATH' ) || exit;

/**
 * Writes an export (ExportRequest) to an open stream (php://output for a download,
 * a file for WP-CLI) while reading it batch by batch from ExportSource: memory
 * holds one batch. The REST route and the WP-CLI command both call write().
 */
final class SiteExport {

	public const BATCH = 200;

	/**
	 * Constructor.
	 *
	 * @param ExportSource $source Reads the site.
	 * @param int          $batch  Records per batch.
	 */
	public function __construct( private ExportSource $source, private int $batch = self::BATCH ) {}

	/**
	 * Writes the export.
	 *
	 * @param ExportRequest $request What to write.
	 * @param resource      $out     Open, writable stream.
	 */
	public function write( ExportRequest $request, $out ): void {
		match ( $request->format ) {
			'json'  => $this->json( $request, $out ),
			'csv'   => $this->csv( $request, $out ),
			default => $this->ics( $out ),
		};
	}

	/**
	 * The JSON document.
	 *
	 * @param ExportRequest $request What to write.
	 * @param resource      $out     Stream.
	 */
	private function json( ExportRequest $request, $out ): void {
		$sections = array();
		if ( $request->has_events() ) {
			$sections['events']    = array( $this->source, 'events' );
			$sections['speakers']  = array( $this->source, 'speakers' );
			$sections['schedules'] = array( $this->source, 'schedules' );
		}
		if ( $request->has_attendees() ) {
			$sections['attendees'] = array( $this->source, 'attendees' );
			$sections['rsvps']     = array( $this->source, 'rsvps' );
		}
		ExportStream::json(
			ExportFormat::head( home_url( '/' ), new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) ),
			$sections,
			static function ( string $text ) use ( $out ): void {
				fwrite( $out, $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a stream the caller opened.
			},
			$this->batch
		);
	}

	/**
	 * The CSV of events or attendees.
	 *
	 * @param ExportRequest $request What to write.
	 * @param resource      $out     Stream.
	 */
	private function csv( ExportRequest $request, $out ): void {
		$events = $request->has_events();
		self::row( $out, $events ? ExportCsv::EVENT_COLUMNS : ExportCsv::ATTENDEE_COLUMNS );
		if ( $events ) {
			foreach ( ExportStream::records( array( $this->source, 'events' ), $this->batch ) as $event ) {
				self::row( $out, ExportCsv::event_row( $event ) );
			}
			return;
		}
		$titles = array();
		$source = $this->source;
		// Each batch also looks up the titles of its events, in one query.
		$batch = static function ( int $after, int $limit ) use ( $source, &$titles ): array {
			$records = $source->attendees( $after, $limit );
			$titles  = $source->titles( array_map( static fn( array $record ): int => (int) $record['event'], $records ) );
			return $records;
		};
		foreach ( ExportStream::records( $batch, $this->batch ) as $attendee ) {
			self::row( $out, ExportCsv::attendee_row( $attendee, $titles[ (int) $attendee['event'] ] ?? '' ) );
		}
	}

	/**
	 * The published events as one calendar: the time zones of its series first, then each event.
	 *
	 * @param resource $out Stream.
	 */
	private function ics( $out ): void {
		$writer = new IcsWriter();
		$spans  = array();
		// First pass: the zones the series need, with the span each must cover.
		$this->each_entry(
			function ( IcsEvent $entry ) use ( $writer, &$spans ): void {
				$zone = $writer->zone_of( $entry );
				if ( null === $zone ) {
					return;
				}
				$name           = $zone->getName();
				$spans[ $name ] = array(
					'zone'  => $zone,
					'first' => min( $spans[ $name ]['first'] ?? PHP_INT_MAX, $entry->start->getTimestamp() ),
					'last'  => max( $spans[ $name ]['last'] ?? 0, $entry->end->getTimestamp() ),
				);
			}
		);
		$write = static function ( string $text ) use ( $out ): void {
			fwrite( $out, $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a stream the caller opened.
		};
		$write( $writer->open( html_entity_decode( get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ) ) );
		foreach ( $spans as $span ) {
			$write( $writer->timezone( $span['zone'], $span['first'], $span['last'] ) );
		}
		$this->each_entry(
			static function ( IcsEvent $entry ) use ( $writer, $write ): void {
				$write( $writer->event( $entry ) );
			}
		);
		$write( $writer->close() );
	}

	/**
	 * Calls back with each published event's calendar entry, batch by batch.
	 *
	 * @param callable(IcsEvent): void $each Callback.
	 */
	private function each_entry( callable $each ): void {
		$after = 0;
		do {
			$batch = $this->source->calendar( $after, $this->batch );
			foreach ( $batch['entries'] as $entry ) {
				$each( $entry );
			}
			$after = $batch['last'];
		} while ( $batch['count'] >= $this->batch );
	}

	/**
	 * Writes one CSV row, each cell guarded against formulas (SpreadsheetCell). No escape
	 * character: a quote inside a cell is doubled (RFC 4180), so JSON cells read back intact.
	 *
	 * @param resource     $out   Stream.
	 * @param list<string> $cells Cells.
	 */
	private static function row( $out, array $cells ): void {
		fputcsv( $out, array_map( array( SpreadsheetCell::class, 'safe' ), $cells ), ',', '"', '' );
	}
}
