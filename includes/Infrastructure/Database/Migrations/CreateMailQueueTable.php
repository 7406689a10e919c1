<?php
/**
 * Schema 12: the background mail queue.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per message waiting to go out, being sent, sent or failed. Times
 * are Unix seconds so a claim compares integers on every database.
 */
final class CreateMailQueueTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 12;
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
				PRIMARY KEY  (id),
				KEY state_due (state,next_attempt_at),
				KEY event_state (event_id,state)
			) {$wpdb->get_charset_collate()};"
		);
	}
}
