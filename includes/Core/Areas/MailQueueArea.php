<?php
/**
 * Wiring of the background mail queue.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Cli\MailQueueCommand;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Mail\OrganizerNotifier;
use Eventsmith\Infrastructure\Mail\Queue\MailQueueRecords;
use Eventsmith\Infrastructure\Mail\Queue\MailRetention;
use Eventsmith\Infrastructure\Mail\ReminderScheduler;
use Eventsmith\Rest\MailQueueController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * The cron batches, the daily clean-up of old messages, the automatic reminders, the organizers' notices of new registrations, the progress route staff read and the WP-CLI runner.
 */
final class MailQueueArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services (the queue and its cron batches among them).
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the cron handler, the route and the command.
	 */
	public function register_hooks(): void {
		$shared = $this->shared;
		$shared->queue_cron->register_hooks();
		( new MailRetention( new MailQueueRecords(), $shared->settings ) )->register_hooks();
		( new ReminderScheduler( $shared->settings, $shared->mail_texts, $shared->mail_queue, $shared->queue_cron ) )->register_hooks();
		( new OrganizerNotifier( $shared->settings, $shared->event_reader, $shared->mail_queue, $shared->queue_cron ) )->register_hooks();
		( new RestRegistrar( array( new MailQueueController( $shared->mail_queue, $shared->access ) ) ) )->register_hooks();
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			MailQueueCommand::register( $shared->queue_cron, $shared->mail_queue );
		}
	}
}
