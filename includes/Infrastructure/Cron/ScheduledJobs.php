<?php
/**
 * The plugin's WP-Cron jobs, in one list.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Cron;

use Eventsmith\Infrastructure\Import\FeedChecks;
use Eventsmith\Infrastructure\Mail\OrganizerNotifier;
use Eventsmith\Infrastructure\Mail\Queue\MailRetention;
use Eventsmith\Infrastructure\Mail\Queue\QueueCron;
use Eventsmith\Infrastructure\Mail\ReminderScheduler;
use Eventsmith\Infrastructure\Payment\PaymentReconciliation;
use Eventsmith\Infrastructure\ScheduledWork;
use Eventsmith\Infrastructure\Tickets\UnpaidOrderSweep;

defined( 'ABSPATH' ) || exit;

/**
 * Every scheduled job, so that deactivation and uninstalling clear them all
 * (each job schedules itself again on `init` once the plugin is active).
 */
final class ScheduledJobs {

	public const HOOKS = array( UnpaidOrderSweep::HOOK, QueueCron::HOOK, ReminderScheduler::HOOK, MailRetention::HOOK, OrganizerNotifier::DIGEST_HOOK, PaymentReconciliation::HOOK, FeedChecks::HOOK );

	/**
	 * Unschedules every job.
	 */
	public static function clear(): void {
		foreach ( self::HOOKS as $hook ) {
			wp_clear_scheduled_hook( $hook );
		}
		// And any other event of ours, whatever its arguments (an add-on's, or one left by an older version).
		ScheduledWork::unschedule_all();
	}
}
