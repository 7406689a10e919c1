<?php
/**
 * WP-CLI: wp eventsmith import ics <file|url> [--dry-run], wp eventsmith import eventsmith <file> [--dry-run],
 * wp eventsmith import eventin [--dry-run], wp eventsmith import tec [--dry-run], wp eventsmith import csv <file> --what=events|attendees [--map=…]
 * [--date-format=…] [--dry-run], wp eventsmith import undo <id>.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Cli;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Import\Csv\CsvSource;
use Eventsmith\Infrastructure\Import\EventsmithJsonSource;
use Eventsmith\Infrastructure\Import\ImportFiles;
use Eventsmith\Infrastructure\Import\ImportRunner;
use Eventsmith\Infrastructure\Import\ImportRuns;
use Eventsmith\Infrastructure\Import\Tec\TecSource;

defined( 'ABSPATH' ) || exit;

/**
 * Imports events the way the REST routes do: a dry run first, then the batches, printing
 * progress after each.
 */
final class ImportCommand {

	/**
	 * Constructor.
	 *
	 * @param ImportRunner $runner Runs imports.
	 * @param ImportRuns   $runs   Reads runs.
	 */
	public function __construct( private ImportRunner $runner, private ImportRuns $runs ) {}

	/**
	 * Adds the command to WP-CLI.
	 *
	 * @param ImportRunner $runner Runs imports.
	 * @param ImportRuns   $runs   Reads runs.
	 */
	public static function register( ImportRunner $runner, ImportRuns $runs ): void {
		\WP_CLI::add_command( 'eventsmith import', new self( $runner, $runs ) );
	}

	/**
	 * Imports an .ics file or feed.
	 *
	 * ## OPTIONS
	 *
	 * <source>
	 * : A path to an .ics file, or a feed address (https://, webcal://).
	 *
	 * [--dry-run]
	 * : Only count what would be created, updated, skipped and failed.
	 *
	 * ## EXAMPLES
	 *
	 *     wp eventsmith import ics calendar.ics --dry-run
	 *     wp eventsmith import ics https://calendar.example.org/basic.ics
	 *
	 * @param list<string>          $args       The source.
	 * @param array<string, string> $assoc_args --dry-run.
	 */
	public function ics( array $args, array $assoc_args ): void {
		$source = (string) ( $args[0] ?? '' );
		try {
			if ( 1 === preg_match( '#^(https?|webcals?)://#i', $source ) ) {
				$id = $this->runner->create_feed( $source );
			} else {
				if ( ! is_readable( $source ) ) {
					\WP_CLI::error( sprintf( 'Cannot read %s.', $source ) );
				}
				$id = $this->runner->create_upload( $source, basename( $source ) );
			}
			$this->count_and_run( $id, isset( $assoc_args['dry-run'] ) );
		} catch ( DomainError $error ) {
			\WP_CLI::error( $error->getMessage() );
		}
	}

	/**
	 * Imports an Eventsmith export (JSON): events, ticket types, speakers and organizers,
	 * schedules, RSVPs, attendees and orders.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : A path to a JSON file exported by Eventsmith (`wp eventsmith export json`).
	 *
	 * [--dry-run]
	 * : Only count what would be created, updated, skipped and failed.
	 *
	 * ## EXAMPLES
	 *
	 *     wp eventsmith import eventsmith eventsmith-all-2026-11-29.json --dry-run
	 *
	 * @param list<string>          $args       The file.
	 * @param array<string, string> $assoc_args --dry-run.
	 */
	public function eventsmith( array $args, array $assoc_args ): void {
		$source = (string) ( $args[0] ?? '' );
		if ( ! is_readable( $source ) ) {
			\WP_CLI::error( sprintf( 'Cannot read %s.', $source ) );
		}
		try {
			$id = $this->runner->create( EventsmithJsonSource::KIND, basename( $source ), ( new ImportFiles() )->store_upload( $source ), array() );
			$this->count_and_run( $id, isset( $assoc_args['dry-run'] ) );
		} catch ( DomainError $error ) {
			\WP_CLI::error( $error->getMessage() );
		}
	}

	/**
	 * Imports Eventin's events, speakers, organizers, schedules, ticket types, orders, attendees
	 * and RSVPs from this site (Eventin must be active). Nothing in Eventin is changed.
	 *
	 * ## OPTIONS
	 *
	 * [--dry-run]
	 * : Only count what would be created, updated, skipped and failed.
	 *
	 * ## EXAMPLES
	 *
	 *     wp eventsmith import eventin --dry-run
	 *     wp eventsmith import eventin
	 *
	 * @param list<string>          $args       None.
	 * @param array<string, string> $assoc_args --dry-run.
	 */
	public function eventin( array $args, array $assoc_args ): void {
		try {
			$this->count_and_run( $this->runner->create( 'eventin', 'Eventin', '', array() ), isset( $assoc_args['dry-run'] ) );
		} catch ( DomainError $error ) {
			\WP_CLI::error( $error->getMessage() );
		}
	}

	/**
	 * Imports The Events Calendar's events, venues, organizers, categories and tags from this site.
	 *
	 * ## OPTIONS
	 *
	 * [--dry-run]
	 * : Only count what would be created, updated, skipped and failed.
	 *
	 * ## EXAMPLES
	 *
	 *     wp eventsmith import tec --dry-run
	 *     wp eventsmith import tec
	 *
	 * @param list<string>          $args       None.
	 * @param array<string, string> $assoc_args --dry-run.
	 */
	public function tec( array $args, array $assoc_args ): void {
		unset( $args );
		try {
			$id = $this->runner->create( TecSource::KIND, __( 'The Events Calendar (on this site)', 'eventsmith' ), '', array( 'timezone' => wp_timezone_string() ) );
			$this->count_and_run( $id, isset( $assoc_args['dry-run'] ) );
		} catch ( DomainError $error ) {
			\WP_CLI::error( $error->getMessage() );
		}
	}

	/**
	 * Imports events or attendees from a CSV file.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : A path to a .csv file (UTF-8; comma, semicolon or tab separated; a header row first).
	 *
	 * [--what=<what>]
	 * : What the rows are.
	 * ---
	 * default: events
	 * options:
	 *   - events
	 *   - attendees
	 * ---
	 *
	 * [--map=<mapping>]
	 * : Columns to import, as <column>=<field>,… (a field left empty: the column is not imported).
	 * Without it, the columns whose headers name a field (as in the plugin's own export) are imported.
	 *
	 * [--date-format=<format>]
	 * : How dates with slashes read: auto, d/m/Y or m/d/Y.
	 * ---
	 * default: auto
	 * ---
	 *
	 * [--dry-run]
	 * : Only count what would be created, updated, skipped and failed.
	 *
	 * ## EXAMPLES
	 *
	 *     wp eventsmith import csv events.csv --dry-run
	 *     wp eventsmith import csv people.csv --what=attendees --map="Event=event,Full name=name,E-mail=email"
	 *
	 * @param list<string>          $args       The file.
	 * @param array<string, string> $assoc_args --what, --map, --date-format, --dry-run.
	 */
	public function csv( array $args, array $assoc_args ): void {
		$file = (string) ( $args[0] ?? '' );
		if ( ! is_readable( $file ) ) {
			\WP_CLI::error( sprintf( 'Cannot read %s.', $file ) );
		}
		$mapping = array();
		foreach ( array_filter( array_map( 'trim', explode( ',', (string) ( $assoc_args['map'] ?? '' ) ) ) ) as $pair ) {
			$at = strrpos( $pair, '=' );
			if ( false === $at ) {
				\WP_CLI::error( sprintf( '--map: "%s" is not <column>=<field>.', $pair ) );
			}
			$mapping[ trim( substr( $pair, 0, (int) $at ) ) ] = trim( substr( $pair, (int) $at + 1 ) );
		}
		$options = array(
			'what'        => (string) ( $assoc_args['what'] ?? 'events' ),
			'mapping'     => $mapping,
			'date_format' => (string) ( $assoc_args['date-format'] ?? 'auto' ),
			'timezone'    => wp_timezone_string(),
		);
		try {
			$id = $this->runner->create( CsvSource::KIND, basename( $file ), ( new ImportFiles() )->store_upload( $file ), $options );
			$this->count_and_run( $id, isset( $assoc_args['dry-run'] ) );
		} catch ( DomainError $error ) {
			\WP_CLI::error( $error->getMessage() );
		}
	}

	/**
	 * Removes what an import created (its events, speakers, attendees … and nothing else).
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : The import's id, as `wp eventsmith import` printed it.
	 *
	 * ## EXAMPLES
	 *
	 *     wp eventsmith import undo 12
	 *
	 * @param list<string> $args The id.
	 */
	public function undo( array $args ): void {
		$id = (int) ( $args[0] ?? 0 );
		try {
			$this->runner->undo_all( $id );
			\WP_CLI::success( sprintf( 'Import %d undone: removed=%d', $id, $this->runs->find( $id )['removed'] ) );
		} catch ( DomainError $error ) {
			\WP_CLI::error( $error->getMessage() );
		}
	}

	/**
	 * Prints a created run's dry run, then (unless only counting) runs every batch here,
	 * printing progress after each, and the final counts. Every source's subcommand ends here.
	 *
	 * @param int  $id      Run id.
	 * @param bool $dry_run Only count.
	 * @throws DomainError When the run cannot start.
	 */
	private function count_and_run( int $id, bool $dry_run ): void {
		$run = $this->runs->find( $id );
		\WP_CLI::log( sprintf( 'Import %d, dry run: create=%d update=%d skip=%d fail=%d', $id, $run['preview']['create'], $run['preview']['update'], $run['preview']['skip'], $run['preview']['fail'] ) );
		$this->print_report( $run['report'] );
		if ( $dry_run ) {
			self::print_memory();
			return;
		}
		$this->runner->start( $id );
		$this->runner->run_all(
			$id,
			static function ( array $run ): void {
				\WP_CLI::log( sprintf( '%d/%d created=%d updated=%d skipped=%d failed=%d', $run['processed'], $run['total'], $run['created'], $run['updated'], $run['skipped'], $run['failed'] ) );
			}
		);
		$run = $this->runs->find( $id );
		$this->print_report( $run['report'] );
		self::print_memory();
		\WP_CLI::success( sprintf( 'Import %d %s: created=%d updated=%d skipped=%d failed=%d', $id, $run['status'], $run['created'], $run['updated'], $run['skipped'], $run['failed'] ) );
	}

	/**
	 * Prints the process's peak memory (a large file imports in bounded memory).
	 */
	private static function print_memory(): void {
		\WP_CLI::log( sprintf( 'Peak memory: %.1f MB', memory_get_peak_usage() / 1048576 ) );
	}

	/**
	 * Prints report rows.
	 *
	 * @param list<array<string, mixed>> $report Rows.
	 */
	private function print_report( array $report ): void {
		foreach ( $report as $row ) {
			\WP_CLI::log( sprintf( '  line %d %s [%s]: %s', (int) $row['line'], (string) $row['uid'], (string) $row['action'], (string) $row['reason'] ) );
		}
	}
}
