<?php
/**
 * Wiring of the background mail queue.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Cli\MailQueueCommand;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Mail\Queue\MailQueue;
use Eventsmith\Infrastructure\Mail\Queue\QueueCron;
use Eventsmith\Rest\MailQueueController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * The cron batches, the progress route staff read and the WP-CLI runner.
 */
final class MailQueueArea {

	/**
	 * Constructor.
	 *
	 * @param MailQueue    $queue  The queue table.
	 * @param QueueCron    $cron   The cron batches.
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private MailQueue $queue, private QueueCron $cron, private AccessPolicy $access ) {}

	/**
	 * Registers the cron handler, the route and the command.
	 */
	public function register_hooks(): void {
		$this->cron->register_hooks();
		( new RestRegistrar( array( new MailQueueController( $this->queue, $this->access ) ) ) )->register_hooks();
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			MailQueueCommand::register( $this->cron, $this->queue );
		}
	}
}
