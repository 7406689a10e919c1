<?php
/**
 * Runs imports: dry run, background batches, stop, undo and feed checks.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportDecision;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Domain\Import\ImportStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Every request does at most one batch: start queues the run and schedules a single WP-Cron
 * event; each batch claims the run, imports BATCH_SIZE source events, saves its position and
 * counts after every row, and schedules the next batch until the source ends.
 */
final class ImportRunner {

	public const BATCH_HOOK = 'eventsmith_import_batch';
	public const FEEDS_HOOK = 'eventsmith_import_feeds';
	public const BATCH_SIZE = 25;

	/**
	 * Constructor.
	 *
	 * @param ImportRuns    $runs    Runs table.
	 * @param ImportOrigins $origins Origin map.
	 * @param ImportFiles   $files   Stored files.
	 * @param ImportSources $sources The sources (iCal, CSV, other plugins).
	 * @param RecordWriter  $writer  Writes records.
	 * @param FeedFetcher   $fetcher Fetches feeds.
	 */
	public function __construct(
		private ImportRuns $runs,
		private ImportOrigins $origins,
		private ImportFiles $files,
		private ImportSources $sources,
		private RecordWriter $writer,
		private FeedFetcher $fetcher
	) {}

	/**
	 * Hooks the batches and the hourly feed check.
	 */
	public function register_hooks(): void {
		add_action( self::BATCH_HOOK, array( $this, 'run_batch' ) );
		add_action( self::FEEDS_HOOK, array( $this, 'check_feeds' ) );
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( self::FEEDS_HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', self::FEEDS_HOOK );
				}
			}
		);
	}

	/**
	 * Creates an iCal import from text and counts what it would do (nothing is written).
	 *
	 * @param string $text         Calendar text.
	 * @param string $source       File name or feed address.
	 * @param string $subscription '' (once), hourly or daily.
	 * @return int The run's id.
	 * @throws DomainError When the text is not a calendar; nothing is kept then.
	 */
	public function create_ics( string $text, string $source, string $subscription = '' ): int {
		if ( ! in_array( $subscription, array( '', 'hourly', 'daily' ), true ) ) {
			throw DomainError::invalid( 'subscription', __( 'subscription must be hourly, daily or empty.', 'eventsmith' ) );
		}
		return $this->create_ics_file( $this->files->store( $text ), $source, $subscription );
	}

	/**
	 * Creates an iCal import from an uploaded file and counts what it would do.
	 *
	 * @param string $tmp    Uploaded temporary file.
	 * @param string $source File name.
	 * @return int The run's id.
	 * @throws DomainError When the file is not a calendar; nothing is kept then.
	 */
	public function create_upload( string $tmp, string $source ): int {
		return $this->create_ics_file( $this->files->store_upload( $tmp ), $source, '' );
	}

	/**
	 * Counts what the import of a stored file would do and records the run.
	 *
	 * @param string $file         Stored file name.
	 * @param string $source       File name or feed address.
	 * @param string $subscription '' (once), hourly or daily.
	 * @return int The run's id.
	 * @throws DomainError When the file is not a calendar; it is deleted then.
	 */
	private function create_ics_file( string $file, string $source, string $subscription ): int {
		return $this->create( IcalSource::KIND, $source, $file, array( 'timezone' => wp_timezone_string() ), $subscription );
	}

	/**
	 * Creates a run of any source: reads it once for the dry run (nothing is written) and records
	 * the counts, the report and the options its batches need.
	 *
	 * @param string               $kind         Source kind.
	 * @param string               $source       What staff see it as (a file name, a feed, a plugin's name).
	 * @param string               $file         Stored file name ('' when the source is the site's own data).
	 * @param array<string, mixed> $options      The source's options (a column mapping, the site timezone …).
	 * @param string               $subscription '' (once), hourly or daily (feeds).
	 * @return int The run's id.
	 * @throws DomainError When the source cannot be read; a stored file is deleted then.
	 */
	public function create( string $kind, string $source, string $file, array $options, string $subscription = '' ): int {
		try {
			$scan = $this->dry_run( $this->sources->get( $kind ), $this->input( $source, $file, $options ) );
		} catch ( DomainError $error ) {
			if ( '' !== $file ) {
				$this->files->delete( $file );
			}
			throw $error;
		}
		return $this->runs->create(
			array(
				'source_kind'  => $kind,
				'source'       => $source,
				'file'         => $file,
				'subscription' => $subscription,
				'options'      => $scan['options'],
				'preview'      => $scan['preview'],
				'report'       => $scan['report'],
				'total'        => $scan['preview']['total'],
			)
		);
	}

	/**
	 * Creates an import of a feed: fetched now, then checked on its schedule when subscribed.
	 *
	 * @param string $url          Feed address.
	 * @param string $subscription '' (once), hourly or daily.
	 * @return int The run's id.
	 * @throws DomainError Naming url when it cannot be fetched.
	 */
	public function create_feed( string $url, string $subscription = '' ): int {
		$url = FeedFetcher::normalise( $url );
		return $this->create_ics( $this->fetcher->fetch( $url ), $url, $subscription );
	}

	/**
	 * Starts (or resumes) a run in the background.
	 *
	 * @param int $id Run id.
	 * @throws DomainError 404, or 409 when its status does not allow it.
	 */
	public function start( int $id ): void {
		$run = $this->runs->find( $id );
		ImportStatus::check( 'start', $run['status'] );
		if ( ImportStatus::DRY_RUN === $run['status'] ) {
			$this->runs->update( $id, array( 'report' => array(), 'checks' => max( 1, $run['checks'] ) ) );
		}
		if ( ! $this->runs->move( $id, array( ImportStatus::DRY_RUN, ImportStatus::STOPPED ), ImportStatus::QUEUED ) ) {
			throw new DomainError( 'eventsmith_import_status', __( 'This import changed meanwhile; reload it.', 'eventsmith' ), DomainError::CONFLICT, 'status' );
		}
		$this->schedule( $id );
	}

	/**
	 * Stops a run after the row it is on; start resumes it.
	 *
	 * @param int $id Run id.
	 * @throws DomainError 404, or 409 when it is not running.
	 */
	public function stop( int $id ): void {
		$run = $this->runs->find( $id );
		ImportStatus::check( 'stop', $run['status'] );
		$this->runs->move( $id, array( ImportStatus::QUEUED, ImportStatus::RUNNING ), ImportStatus::STOPPED );
		wp_clear_scheduled_hook( self::BATCH_HOOK, array( $id ) );
	}

	/**
	 * Removes what the run created (events with their occurrences, categories) and nothing else;
	 * a subscription ends.
	 *
	 * @param int $id Run id.
	 * @return int How many objects were removed.
	 * @throws DomainError 404, or 409 while it runs.
	 */
	public function undo( int $id ): int {
		$run = $this->runs->find( $id );
		ImportStatus::check( 'undo', $run['status'] );
		$removed = 0;
		foreach ( $this->origins->created_by( $id ) as $object ) {
			$this->writer->remove( $object['object_type'], $object['object_id'] );
			++$removed;
		}
		$this->origins->forget_created_by( $id );
		$this->runs->update(
			$id,
			array(
				'status'       => ImportStatus::UNDONE,
				'subscription' => '',
				'removed'      => $removed,
			)
		);
		return $removed;
	}

	/**
	 * One batch of a run (the cron handler). Schedules the next one while rows remain.
	 *
	 * @param int|string $id Run id.
	 * @return bool Whether rows remain.
	 */
	public function run_batch( int|string $id ): bool {
		$id = (int) $id;
		if ( ! $this->runs->claim( $id ) ) {
			$this->watch_locked( $id );
			return false;
		}
		// A watchdog: should this process die mid-batch, this event resumes the run once the lock expires.
		wp_clear_scheduled_hook( self::BATCH_HOOK, array( $id ) );
		wp_schedule_single_event( time() + ImportRuns::LOCK_SECONDS + 5, self::BATCH_HOOK, array( $id ) );
		$run = $this->runs->find( $id );
		try {
			$batch = $this->sources->get( $run['source_kind'] )->batch( $this->input( $run['source'], $run['file'], $run['options'] ), $run['position'], $run['line'], $this->batch_size() );
		} catch ( DomainError $error ) {
			$this->runs->update( $id, array( 'status' => ImportStatus::FAILED, 'error' => $error->getMessage(), 'locked_until' => null ) );
			wp_clear_scheduled_hook( self::BATCH_HOOK, array( $id ) );
			return false;
		}
		$report = $run['report'];
		$left   = count( $batch['records'] );
		foreach ( $batch['records'] as $record ) {
			--$left;
			$done     = $this->writer->write( $run['source_kind'], $record, $id, $run['checks'] );
			$counter  = self::counter( $done['action'] );
			$report[] = self::report_row( $record, $done );
			$at_end   = 0 === $left;
			$this->runs->advance( $id, $counter, $at_end ? $batch['next'] : $run['position'], $at_end ? $batch['next_line'] : $run['line'], array_values( array_filter( $report ) ) );
			if ( ! $at_end && ImportStatus::STOPPED === $this->runs->find( $id )['status'] ) {
				$this->runs->release( $id );
				wp_clear_scheduled_hook( self::BATCH_HOOK, array( $id ) );
				return false;
			}
		}
		if ( ! $batch['records'] ) {
			$this->runs->update( $id, array( 'position' => $batch['next'], 'line' => $batch['next_line'] ) );
		}
		wp_clear_scheduled_hook( self::BATCH_HOOK, array( $id ) );
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
		wp_clear_scheduled_hook( self::BATCH_HOOK, array( $id ) );
		do {
			$more = $this->run_batch( $id );
			wp_clear_scheduled_hook( self::BATCH_HOOK, array( $id ) );
			$progress( $this->runs->find( $id ) );
		} while ( $more );
	}

	/**
	 * Checks the subscribed feeds that are due (the hourly cron handler).
	 *
	 * @return list<int> Runs checked.
	 */
	public function check_feeds(): array {
		$checked = $this->runs->due_subscriptions();
		foreach ( $checked as $id ) {
			$this->check_feed( $id );
		}
		return $checked;
	}

	/**
	 * Fetches a subscribed feed again and queues its import; a failure is reported and keeps
	 * what was imported, and the next check tries again.
	 *
	 * @param int $id Run id.
	 */
	public function check_feed( int $id ): void {
		$run = $this->runs->find( $id );
		$now = current_time( 'mysql', true );
		try {
			$text = $this->fetcher->fetch( $run['source'] );
			$file = $this->files->store( $text );
			$scan = $this->dry_run( $this->sources->get( IcalSource::KIND ), $this->input( $run['source'], $file, array( 'timezone' => (string) ( $run['options']['timezone'] ?? wp_timezone_string() ) ) ) );
		} catch ( DomainError $error ) {
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
		$this->schedule( $id );
	}

	/**
	 * Counts what an import would do.
	 *
	 * @param ImportSource                                                        $reader The source.
	 * @param array{file: string, source: string, options: array<string, mixed>} $input  The run as the source reads it.
	 * @return array{options: array<string, mixed>, preview: array<string, int>, report: list<array<string, mixed>>}
	 * @throws DomainError When the source cannot be read.
	 */
	private function dry_run( ImportSource $reader, array $input ): array {
		$preview = array(
			'total'  => 0,
			'create' => 0,
			'update' => 0,
			'skip'   => 0,
			'fail'   => 0,
		);
		$report  = array();
		$kind    = $reader->kind();
		$context = $reader->scan(
			$input,
			function ( ImportRecord $record ) use ( &$preview, &$report, $kind ): void {
				$action = $this->writer->decide( $kind, $record );
				++$preview['total'];
				++$preview[ $action ];
				if ( ( ImportDecision::FAIL === $action || null !== $record->note ) && count( $report ) < ImportRuns::REPORT_LIMIT ) {
					$report[] = self::report_row( $record, array( 'action' => $action, 'reason' => $record->error ?? (string) $record->note, 'id' => 0 ) );
				}
			}
		);
		return array(
			'options' => $context + $input['options'],
			'preview' => $preview,
			'report'  => array_values( array_filter( $report ) ),
		);
	}

	/**
	 * A run as a source reads it.
	 *
	 * @param string               $source  What staff see it as.
	 * @param string               $file    Stored file name, '' for none.
	 * @param array<string, mixed> $options Options.
	 * @return array{file: string, source: string, options: array<string, mixed>}
	 */
	private function input( string $source, string $file, array $options ): array {
		return array(
			'file'    => '' === $file ? '' : $this->files->path( $file ),
			'source'  => $source,
			'options' => $options,
		);
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
		if ( ! ImportStatus::is_active( $run['status'] ) || null === $run['locked_until'] || wp_next_scheduled( self::BATCH_HOOK, array( $id ) ) ) {
			return;
		}
		wp_schedule_single_event( (int) strtotime( $run['locked_until'] . ' UTC' ) + 5, self::BATCH_HOOK, array( $id ) );
	}

	/**
	 * Schedules the next batch now.
	 *
	 * @param int $id Run id.
	 */
	private function schedule( int $id ): void {
		if ( ! wp_next_scheduled( self::BATCH_HOOK, array( $id ) ) ) {
			wp_schedule_single_event( time(), self::BATCH_HOOK, array( $id ) );
		}
	}

	/**
	 * Source events per batch.
	 */
	private function batch_size(): int {
		/**
		 * Filters how many source events (VEVENTs) one background import batch reads.
		 *
		 * @param int $size Default 25.
		 */
		return max( 1, (int) apply_filters( 'eventsmith_import_batch_size', self::BATCH_SIZE ) );
	}

	/**
	 * The run column counting an action.
	 *
	 * @param string $action ImportDecision constant.
	 */
	private static function counter( string $action ): string {
		return match ( $action ) {
			ImportDecision::CREATE => 'created',
			ImportDecision::UPDATE => 'updated',
			ImportDecision::SKIP   => 'skipped',
			default                => 'failed',
		};
	}

	/**
	 * A report row for a failed, skipped or noted record; null for a plain success.
	 *
	 * @param ImportRecord                                    $record Record.
	 * @param array{action: string, reason: string, id: int} $done   Outcome.
	 * @return array<string, mixed>|null
	 */
	private static function report_row( ImportRecord $record, array $done ): ?array {
		if ( '' === $done['reason'] ) {
			return null;
		}
		return array(
			'line'   => $record->line,
			'uid'    => $record->source_id,
			'type'   => $record->object_type,
			'action' => $done['action'],
			'reason' => $done['reason'],
		);
	}
}
