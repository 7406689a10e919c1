<?php
/**
 * WP-CLI: wp eventsmith import ics <file|url> [--dry-run], wp eventsmith import csv <file> [--what] [--map] [--dry-run].
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Cli;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Import\Csv\CsvSource;
use Eventsmith\Infrastructure\Import\ImportFiles;
use Eventsmith\Infrastructure\Import\ImportRunner;
use Eventsmith\Infrastructure\Import\ImportRuns;

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
	 * @param ImportFiles  $files  Stored files.
	 */
	public function __construct( private ImportRunner $runner, private ImportRuns $runs, private ImportFiles $files = new ImportFiles() ) {}

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
			$run = $this->runs->find( $id );
			\WP_CLI::log( sprintf( 'Import %d, dry run: create=%d update=%d skip=%d fail=%d', $id, $run['preview']['create'], $run['preview']['update'], $run['preview']['skip'], $run['preview']['fail'] ) );
			$this->print_report( $run['report'] );
			if ( isset( $assoc_args['dry-run'] ) ) {
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
			\WP_CLI::success( sprintf( 'Import %d %s: created=%d updated=%d skipped=%d failed=%d', $id, $run['status'], $run['created'], $run['updated'], $run['skipped'], $run['failed'] ) );
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
			$id = $this->runner->create( CsvSource::KIND, basename( $file ), $this->files->store_upload( $file ), $options );
			$this->run( $id, isset( $assoc_args['dry-run'] ) );
		} catch ( DomainError $error ) {
			\WP_CLI::error( $error->getMessage() );
		}
	}

	/**
	 * Prints the dry run of a run, then (unless dry) runs every batch printing progress.
	 *
	 * @param int  $id  Run id.
	 * @param bool $dry Only the dry run.
	 */
	private function run( int $id, bool $dry ): void {
		$run = $this->runs->find( $id );
		\WP_CLI::log( sprintf( 'Import %d, dry run: create=%d update=%d skip=%d fail=%d', $id, $run['preview']['create'], $run['preview']['update'], $run['preview']['skip'], $run['preview']['fail'] ) );
		$this->print_report( $run['report'] );
		if ( $dry ) {
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
		\WP_CLI::success( sprintf( 'Import %d %s: created=%d updated=%d skipped=%d failed=%d', $id, $run['status'], $run['created'], $run['updated'], $run['skipped'], $run['failed'] ) );
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
