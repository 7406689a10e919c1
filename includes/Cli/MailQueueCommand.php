<?php
/**
 * WP-CLI: wp eventsmith mail-queue run|status.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Cli;

use Eventsmith\Infrastructure\Mail\Queue\MailQueue;
use Eventsmith\Infrastructure\Mail\Queue\QueueCron;

defined( 'ABSPATH' ) || exit;

/**
 * Runs the background mail queue from real cron (sites with DISABLE_WP_CRON).
 */
final class MailQueueCommand {

	/**
	 * Constructor.
	 *
	 * @param QueueCron $cron  The batches.
	 * @param MailQueue $queue The queue table.
	 */
	public function __construct( private QueueCron $cron, private MailQueue $queue ) {}

	/**
	 * Adds the command to WP-CLI.
	 *
	 * @param QueueCron $cron  The batches.
	 * @param MailQueue $queue The queue table.
	 */
	public static function register( QueueCron $cron, MailQueue $queue ): void {
		\WP_CLI::add_command( 'eventsmith mail-queue', new self( $cron, $queue ) );
	}

	/**
	 * Sends one batch of due messages (at most 100, for at most 20 seconds).
	 *
	 * ## EXAMPLES
	 *
	 *     * * * * * wp eventsmith mail-queue run --path=/var/www/html
	 *
	 * @param list<string>          $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Named arguments (none).
	 */
	public function run( array $args, array $assoc_args ): void {
		unset( $args, $assoc_args );
		$done = $this->cron->run_batch();
		\WP_CLI::success( sprintf( 'sent=%d retry=%d failed=%d', $done['sent'], $done['retry'], $done['failed'] ) );
	}

	/**
	 * Prints how many messages are queued, being sent, sent and failed.
	 *
	 * @param list<string>          $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Named arguments (none).
	 */
	public function status( array $args, array $assoc_args ): void {
		unset( $args, $assoc_args );
		$progress = $this->queue->progress( 0 );
		\WP_CLI::log( sprintf( 'queued=%d sending=%d sent=%d failed=%d', $progress['queued'], $progress['sending'], $progress['sent'], $progress['failed'] ) );
	}
}
