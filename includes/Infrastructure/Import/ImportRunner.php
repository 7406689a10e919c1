<?php
/**
 * Imports: creating a run (its dry run), starting, stopping and undoing it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportStatus;

defined( 'ABSPATH' ) || exit;

/**
 * What staff, the REST route and WP-CLI ask of an import. Every request does at most one batch:
 * start queues the run and the batches go on in WP-Cron (ImportBatches); subscribed feeds are
 * checked hourly (FeedChecks); undo removes a batch at once and the rest in WP-Cron (ImportUndo).
 */
final class ImportRunner {

	public const BATCH_HOOK = ImportBatches::HOOK;
	public const FEEDS_HOOK = FeedChecks::HOOK;

	/** Counts what a run would do. */
	private ImportDryRun $dry_run;

	/** Runs the batches. */
	private ImportBatches $batches;

	/** Checks feeds. */
	private FeedChecks $feeds;

	/** Removes what a run created. */
	private ImportUndo $undo;

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
		ImportOrigins $origins,
		private ImportFiles $files,
		private ImportSources $sources,
		RecordWriter $writer,
		private FeedFetcher $fetcher
	) {
		$this->dry_run = new ImportDryRun( $writer );
		$this->batches = new ImportBatches( $runs, $origins, $files, $sources, $writer );
		$this->feeds   = new FeedChecks( $runs, $files, $sources, $this->dry_run, $this->batches, $fetcher );
		$this->undo    = new ImportUndo( $runs, $origins, $writer );
	}

	/**
	 * Hooks the batches, the removals and the hourly feed check.
	 */
	public function register_hooks(): void {
		$this->batches->register_hooks();
		$this->undo->register_hooks();
		$this->feeds->register_hooks();
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
			$scan = $this->dry_run->count( $this->sources->get( $kind ), $this->files->source_input( $source, $file, $options ) );
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
		$this->batches->schedule( $id );
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
		$this->batches->unschedule( $id );
	}

	/**
	 * Removes what the run created and nothing else ("Remove what this import created"); a
	 * subscription ends. A large run goes on in the background (status undoing).
	 *
	 * @param int $id Run id.
	 * @throws DomainError 404, or 409 while it runs or once undone.
	 */
	public function undo( int $id ): void {
		$this->undo->begin( $id );
	}

	/**
	 * One batch of a run, as the cron event does it.
	 *
	 * @param int $id Run id.
	 * @return bool Whether rows remain.
	 */
	public function run_batch( int $id ): bool {
		return $this->batches->run( $id );
	}

	/**
	 * Runs every batch of a run in this process (WP-CLI), calling back after each.
	 *
	 * @param int      $id       Run id.
	 * @param callable $progress Called with the run after each batch.
	 */
	public function run_all( int $id, callable $progress ): void {
		$this->batches->run_all( $id, $progress );
	}

	/**
	 * Removes all that a run created in this process (WP-CLI).
	 *
	 * @param int $id Run id.
	 * @throws DomainError 404, or 409 while it runs or once undone.
	 */
	public function undo_all( int $id ): void {
		$this->undo->begin( $id );
		while ( $this->undo->run( $id ) ) {
			wp_clear_scheduled_hook( ImportUndo::HOOK, array( $id ) );
		}
		wp_clear_scheduled_hook( ImportUndo::HOOK, array( $id ) );
	}

	/**
	 * Checks the subscribed feeds that are due.
	 *
	 * @return list<int> Runs checked.
	 */
	public function check_feeds(): array {
		return $this->feeds->check_due();
	}
}
