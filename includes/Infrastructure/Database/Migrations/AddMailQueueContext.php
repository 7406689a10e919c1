<?php
/**
 * Schema 14: what a queued message links to, and a key that queues it once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Adds `context` (JSON: the button's address, whether the event's .ics goes
 * with it) and `dedupe_key` with a unique key to the mail queue: an automatic
 * reminder is one row per attendee and occurrence however often the reminder
 * job runs. NULL keys (every other message) never collide. dbDelta adds what
 * a table made by schema 12 lacks from MailQueueSchema's definition.
 */
final class AddMailQueueContext implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 14;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		MailQueueSchema::apply();
	}
}
