<?php
/**
 * Schema 14: what a queued message links to, and a key that queues it once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Adds `context` (JSON: the button's address, whether the event's .ics goes
 * with it) and `dedupe_key` with a unique key to the mail queue: an automatic
 * reminder is one row per attendee and occurrence however often the reminder
 * job runs. NULL keys (every other message) never collide.
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
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . Tables::mail_queue() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				recipient varchar(191) NOT NULL,
				subject text NOT NULL,
				body longtext NOT NULL,
				kind varchar(20) NOT NULL DEFAULT '',
				event_id bigint(20) unsigned NOT NULL DEFAULT 0,
				created_by bigint(20) unsigned NOT NULL DEFAULT 0,
				state varchar(10) NOT NULL DEFAULT 'queued',
				attempts smallint(5) unsigned NOT NULL DEFAULT 0,
				next_attempt_at bigint(20) unsigned NOT NULL DEFAULT 0,
				lease_until bigint(20) unsigned NOT NULL DEFAULT 0,
				claim_token char(32) NOT NULL DEFAULT '',
				last_error varchar(191) NOT NULL DEFAULT '',
				created_at datetime NOT NULL,
				sent_at datetime NULL,
				context text NULL,
				dedupe_key varchar(100) NULL,
				PRIMARY KEY  (id),
				KEY state_due (state,next_attempt_at),
				KEY event_state (event_id,state),
				UNIQUE KEY dedupe_key (dedupe_key),
				KEY kind_event (kind,event_id)
			) {$wpdb->get_charset_collate()};"
		);
	}
}
