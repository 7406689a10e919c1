<?php
/**
 * Runs an import a batch at a time, in WP-Cron or in a WP-CLI process.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Each batch claims the run with a lock, leaves a watchdog event due when the lock expires,
 * reads BATCH_SIZE source rows from the saved position, writes them one by one saving the
 * position and counts after each, and schedules the next batch until the source ends.
 */
final class ImportBatches {

	public const HOOK       = 'eventsmith_import_batch';
	public const BATCH_SIZE = 25;

	/**
	 * Constructor.
	 *
	 * @param ImportRuns    $runs    Runs table.
	 * @param ImportOrigins $origins Origin map.
	 * @param ImportFiles   $files   Stored files.
	 * @param ImportSources $sources The sources.
	 * @param RecordWriter  $writer  Writes records.
	 */
	public function __construct(
		private ImportRuns $runs,
		private ImportOrigins $origins,
		private ImportFiles $files,
		private ImportSources $sources,
		private RecordWriter $writer
	) {}

	/**
	 * Hooks the batches.
	 */
	public function register_hooks(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
	}

	/**
	 * One batch of a run (the cron handler). Schedules the next one while rows remain.
	 *
	 * @param int|string $id Run id.
	 * @return bool Whether rows remain.
	 */
	public function run( int|string $id ): bool {
		$id = (int) $id;
		if ( ! $this->runs->claim( $id ) ) {
			$this->watch_locked( $id );
			return false;
		}
		// A watchdog: should this process die mid-batch, this event resumes the run once the lock expires.
		wp_clear_scheduled_hook( self::HOOK, array( $id ) );
		wp_schedule_single_event( time() + ImportRuns::LOCK_SECONDS + 5, self::HOOK, array( $id ) );
		$run = $this->runs->find( $id );
		try {
			$batch = $this->sources->get( $run['source_kind'] )->batch( $this->files->source_input( $run['source'], $run['file'], $run['options'] ), $run['position'], $run['line'], $this->size() );
		} catch ( DomainError $error ) {
			$this->runs->update( $id, array( 'status' => ImportStatus::FAILED, 'error' => $error->getMessage(), 'locked_until' => null ) );
			wp_clear_scheduled_hook( self::HOOK, array( $id ) );
			return false;
		}
		$report = $run['report'];
		$left   = count( $batch['records'] );
		foreach ( $batch['records'] as $record ) {
			--$left;
			$done     = $this->writer->write( $run['source_kind'], $record, $id, $run['checks'] );
			$report[] = ImportReport::row( $record, $done );
			$at_end   = 0 === $left;
			$this->runs->advance( $id, ImportReport::counter( $done['action'] ), $at_end ? $batch['next'] : $run['position'], $at_end ? $batch['next_line'] : $run['line'], array_values( array_filter( $report ) ) );
			if ( ! $at_end && ImportStatus::STOPPED === $this->runs->find( $id )['status'] ) {
				$this->runs->release( $id );
				wp_clear_scheduled_hook( self::HOOK, array( $id ) );
				return false;
			}
		}
		if ( ! $batch['records'] ) {
			$this->runs->update( $id, array( 'position' => $batch['next'], 'line' => $batch['next_line'] ) );
		}
		wp_clear_scheduled_hook( self::HOOK, array( $id ) );
		if ( ! $batch['end'] ) {
			$this->runs->release( $id );
			if ( ImportStatus::RUNNING === $this->runs->find( $id )['status'] ) {
				$this->schedule( $id );
				return true;
			}
			return false;
		}
		$this->finish( $id );
		return false;
	}

	/**
	 * Runs every batch of a run in this process (WP-CLI), calling back after each.
	 *
	 * @param int      $id       Run id.
	 * @param callable $progress Called with the run after each batch.
	 */
	public function run_all( int $id, callable $progress ): void {
		wp_clear_scheduled_hook( self::HOOK, array( $id ) );
		do {
			$more = $this->run( $id );
			wp_clear_scheduled_hook( self::HOOK, array( $id ) );
			$progress( $this->runs->find( $id ) );
		} while ( $more );
	}

	/**
	 * Schedules the next batch now.
	 *
	 * @param int $id Run id.
	 */
	public function schedule( int $id ): void {
		if ( ! wp_next_scheduled( self::HOOK, array( $id ) ) ) {
			wp_schedule_single_event( time(), self::HOOK, array( $id ) );
		}
	}

	/**
	 * Unschedules a run's batches.
	 *
	 * @param int $id Run id.
	 */
	public function unschedule( int $id ): void {
		wp_clear_scheduled_hook( self::HOOK, array( $id ) );
	}

	/**
	 * Ends a run: a feed's events it no longer lists are marked, the hook fires.
	 *
	 * @param int $id Run id.
	 */
	private function finish( int $id ): void {
		$run = $this->runs->find( $id );
		if ( '' !== $run['subscription'] ) {
			foreach ( $this->origins->mark_gone( $id, $run['checks'] ) as $event ) {
				update_post_meta( $event, RecordWriter::REMOVED_META, current_time( 'mysql', true ) );
			}
		}
		$this->runs->update(
			$id,
			array(
				'status'       => ImportStatus::DONE,
				'locked_until' => null,
				'checked_at'   => $run['checked_at'] ?? current_time( 'mysql', true ),
			)
		);
		$run = $this->runs->find( $id );

		/**
		 * Fires when an import run has gone through its whole source.
		 *
		 * @param int                $id     Run id.
		 * @param array<string, int> $counts created, updated, skipped, failed.
		 */
		do_action(
			'eventsmith_import_done',
			$id,
			array(
				'created' => $run['created'],
				'updated' => $run['updated'],
				'skipped' => $run['skipped'],
				'failed'  => $run['failed'],
			)
		);
	}

	/**
	 * Keeps a batch event waiting behind another worker's lock, so that a run whose worker died
	 * is resumed once the lock expires, whatever event found it locked.
	 *
	 * @param int $id Run id.
	 */
	private function watch_locked( int $id ): void {
		try {
			$run = $this->runs->find( $id );
		} catch ( DomainError ) {
			return;
		}
		if ( ! ImportStatus::is_active( $run['status'] ) || null === $run['locked_until'] || wp_next_scheduled( self::HOOK, array( $id ) ) ) {
			return;
		}
		wp_schedule_single_event( (int) strtotime( $run['locked_until'] . ' UTC' ) + 5, self::HOOK, array( $id ) );
	}

	/**
	 * Source rows per batch.
	 */
	private function size(): int {
		/**
		 * Filters how many source rows (an iCal VEVENT, a CSV row, another plugin's object) one
		 * background import batch reads.
		 *
		 * @param int $size Default 25.
		 */
		return max( 1, (int) apply_filters( 'eventsmith_import_batch_size', self::BATCH_SIZE ) );
	}
}
