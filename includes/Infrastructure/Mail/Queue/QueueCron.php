<?php
/**
 * Runs the mail queue from WP-Cron, in batches.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail\Queue;

defined( 'ABSPATH' ) || exit;

/**
 * One cron event at a time: each batch sends for at most BATCH_SECONDS and
 * schedules the next batch while messages remain. Sites that run real cron
 * (DISABLE_WP_CRON) can call `wp eventsmith mail-queue run` instead.
 */
final class QueueCron {

	public const HOOK = 'eventsmith_mail_queue_run';

	public const BATCH_SIZE    = 100;
	public const BATCH_SECONDS = 20.0;

	/**
	 * Constructor.
	 *
	 * @param QueueWorker $worker Sends messages.
	 * @param MailQueue   $queue  The queue table.
	 */
	public function __construct( private QueueWorker $worker, private MailQueue $queue ) {}

	/**
	 * Adds the cron handler.
	 */
	public function register_hooks(): void {
		add_action( self::HOOK, array( $this, 'run_batch' ) );
	}

	/**
	 * Asks WP-Cron for a batch soon, unless one is already scheduled.
	 *
	 * @param int $at Unix time of the batch.
	 */
	public function schedule( int $at = 0 ): void {
		$at = max( time(), $at );
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( $at, self::HOOK );
		}
	}

	/**
	 * One batch; schedules the next while messages are waiting.
	 *
	 * @return array{sent: int, retry: int, failed: int}
	 */
	public function run_batch(): array {
		$done = $this->worker->run( self::BATCH_SIZE, self::BATCH_SECONDS );
		$next = $this->queue->next_due();
		if ( null !== $next ) {
			$this->schedule( $next );
		}
		return $done;
	}
}
