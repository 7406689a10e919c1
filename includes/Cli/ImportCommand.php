<?php
/**
 * WP-CLI: wp eventsmith import ics <file|url> [--dry-run], wp eventsmith import eventin [--dry-run].
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Cli;

use Eventsmith\Domain\DomainError;
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
			$this->import_run( $this->runner->create( 'eventin', 'Eventin', '', array() ), isset( $assoc_args['dry-run'] ) );
		} catch ( DomainError $error ) {
			\WP_CLI::error( $error->getMessage() );
		}
	}

	/**
	 * Prints a created run's dry run, then (unless only counting) runs its batches printing progress.
	 *
	 * @param int  $id      Run id.
	 * @param bool $dry_run Only count.
	 */
	private function import_run( int $id, bool $dry_run ): void {
		$run = $this->runs->find( $id );
		\WP_CLI::log( sprintf( 'Import %d, dry run: create=%d update=%d skip=%d fail=%d', $id, $run['preview']['create'], $run['preview']['update'], $run['preview']['skip'], $run['preview']['fail'] ) );
		$this->print_report( $run['report'] );
		if ( $dry_run ) {
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
