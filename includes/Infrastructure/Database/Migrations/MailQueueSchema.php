<?php
/**
 * The current definition of the mail queue table.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per message waiting to go out, being sent, sent or failed. Times
 * are Unix seconds so a claim compares integers on every database.
 * `context` (JSON: the button's address, whether the event's .ics goes with
 * it) and the unique `dedupe_key` (an automatic reminder is one row per
 * attendee and occurrence; NULL keys never collide) came with schema 14.
 *
 * dbDelta creates the table when missing and adds missing columns and keys,
 * so every migration of this table applies the same, latest definition.
 */
final class MailQueueSchema {

	/**
	 * Creates or brings the table up to this definition.
	 */
	public static function apply(): void {
		global $wpdb;
		$table   = Tables::mail_queue();
		$collate = $wpdb->get_charset_collate();

		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			"CREATE TABLE {$table} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				recipient varchar(254) NOT NULL,
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
			) {$collate};"
		);
	}
}
