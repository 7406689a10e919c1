<?php
/**
 * Checks subscribed iCal feeds on their schedule.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportStatus;

defined( 'ABSPATH' ) || exit;

/**
 * The hourly cron event fetches every feed that is due, counts it again and queues the same run
 * over the new text; a feed that fails is reported, keeps what was imported and is tried again
 * at the next check.
 */
final class FeedChecks {

	public const HOOK = 'eventsmith_import_feeds';

	/**
	 * Constructor.
	 *
	 * @param ImportRuns    $runs    Runs table.
	 * @param ImportFiles   $files   Stored files.
	 * @param ImportSources $sources The sources (the iCal one reads feeds).
	 * @param ImportDryRun  $dry_run Counts.
	 * @param ImportBatches $batches Queues the batches.
	 * @param FeedFetcher   $fetcher Fetches feeds.
	 */
	public function __construct(
		private ImportRuns $runs,
		private ImportFiles $files,
		private ImportSources $sources,
		private ImportDryRun $dry_run,
		private ImportBatches $batches,
		private FeedFetcher $fetcher
	) {}

	/**
	 * Hooks the hourly check and keeps it scheduled.
	 */
	public function register_hooks(): void {
		add_action( self::HOOK, array( $this, 'check_due' ) );
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( self::HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', self::HOOK );
				}
			}
		);
	}

	/**
	 * Checks the subscribed feeds that are due (the hourly cron handler).
	 *
	 * @return list<int> Runs checked.
	 */
	public function check_due(): array {
		$checked = $this->runs->due_subscriptions();
		foreach ( $checked as $id ) {
			$this->check( $id );
		}
		return $checked;
	}

	/**
	 * Fetches a subscribed feed again and queues its import.
	 *
	 * @param int $id Run id.
	 */
	public function check( int $id ): void {
		$run = $this->runs->find( $id );
		$now = current_time( 'mysql', true );
		try {
			$text = $this->fetcher->fetch( $run['source'] );
			$file = $this->files->store( $text );
			$scan = $this->dry_run->count( $this->sources->get( IcalSource::KIND ), $this->files->source_input( $run['source'], $file, array( 'timezone' => (string) ( $run['options']['timezone'] ?? wp_timezone_string() ) ) ) );
		} catch ( DomainError $error ) {
			if ( isset( $file ) ) {
				$this->files->delete( $file );
			}
			$this->runs->update(
				$id,
				array(
					'status'     => ImportStatus::FAILED,
					'error'      => $error->getMessage(),
					'checked_at' => $now,
					'report'     => array( array( 'line' => 0, 'uid' => '', 'action' => 'fail', 'reason' => $error->getMessage() ) ),
				)
			);
			return;
		}
		$this->files->delete( $run['file'] );
		$this->runs->update(
			$id,
			array(
				'file'       => $file,
				'options'    => $scan['options'],
				'preview'    => $scan['preview'],
				'report'     => array(),
				'total'      => $scan['preview']['total'],
				'status'     => ImportStatus::QUEUED,
				'error'      => '',
				'checks'     => $run['checks'] + 1,
				'checked_at' => $now,
				'position'   => 0,
				'line'       => 1,
				'processed'  => 0,
				'created'    => 0,
				'updated'    => 0,
				'skipped'    => 0,
				'failed'     => 0,
			)
		);
		$this->batches->schedule( $id );
	}
}
