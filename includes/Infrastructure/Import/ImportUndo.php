<?php
/**
 * "Remove what this import created": deletes a run's objects, a batch at a time.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportStatus;

defined( 'ABSPATH' ) || exit;

/**
 * The objects whose origin names the run as their creator are removed newest first (attendees
 * before their events, events before the categories they brought), each through the writer of
 * its type, and their origins forgotten. The request asking for it removes the first batch, so
 * a small import is undone at once; a large one goes on in WP-Cron batches, status `undoing`.
 */
final class ImportUndo {

	public const HOOK  = 'eventsmith_import_undo';
	public const BATCH = 200;

	/**
	 * Constructor.
	 *
	 * @param ImportRuns    $runs    Runs table.
	 * @param ImportOrigins $origins Origin map.
	 * @param RecordWriter  $writer  Removes objects.
	 */
	public function __construct(
		private ImportRuns $runs,
		private ImportOrigins $origins,
		private RecordWriter $writer
	) {}

	/**
	 * Hooks the removal batches.
	 */
	public function register_hooks(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
	}

	/**
	 * Starts undoing a run (a subscription ends) and removes the first batch.
	 *
	 * @param int $id Run id.
	 * @throws DomainError 404, or 409 while it runs or once undone.
	 */
	public function begin( int $id ): void {
		$run = $this->runs->find( $id );
		ImportStatus::check( 'undo', $run['status'] );
		if ( ! $this->runs->move( $id, array( $run['status'] ), ImportStatus::UNDOING ) ) {
			throw new DomainError( 'eventsmith_import_status', __( 'This import changed meanwhile; reload it.', 'eventsmith' ), DomainError::CONFLICT, 'status' );
		}
		$this->runs->update(
			$id,
			array(
				'subscription' => '',
				'removed'      => 0,
				'locked_until' => null,
			)
		);
		$this->run( $id );
	}

	/**
	 * One batch of removals (the cron handler); the next is scheduled while objects remain.
	 *
	 * @param int|string $id Run id.
	 * @return bool Whether objects remain.
	 */
	public function run( int|string $id ): bool {
		$id = (int) $id;
		if ( ! $this->runs->claim_undo( $id ) ) {
			return false;
		}
		wp_clear_scheduled_hook( self::HOOK, array( $id ) );
		// A watchdog, as for the import's own batches.
		wp_schedule_single_event( time() + ImportRuns::LOCK_SECONDS + 5, self::HOOK, array( $id ) );
		$size    = self::size();
		$objects = $this->origins->created_by( $id, $size );
		foreach ( $objects as $object ) {
			$this->writer->remove( $object['object_type'], $object['object_id'] );
		}
		$this->origins->forget( array_column( $objects, 'id' ) );
		$this->runs->add_removed( $id, count( $objects ) );
		wp_clear_scheduled_hook( self::HOOK, array( $id ) );
		if ( count( $objects ) < $size ) {
			$this->runs->update( $id, array( 'status' => ImportStatus::UNDONE, 'locked_until' => null ) );
			return false;
		}
		$this->runs->release( $id );
		wp_schedule_single_event( time(), self::HOOK, array( $id ) );
		return true;
	}

	/**
	 * Objects removed per batch.
	 */
	private static function size(): int {
		/**
		 * Filters how many objects one batch of "Remove what this import created" removes.
		 *
		 * @param int $size Default 200.
		 */
		return max( 1, (int) apply_filters( 'eventsmith_import_undo_batch_size', self::BATCH ) );
	}
}
