<?php
/**
 * Schema 10: scans a scanner made offline and uploaded later.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per offline scan, keyed by the id the device gave it (a UUID): an
 * upload sent twice claims the same key once, so it checks nobody in twice.
 * The row keeps the outcome (checked_in, conflict, refused) so a replay
 * answers the same, and the attendee list can mark conflicts.
 */
final class CreateOfflineScansTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 10;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . Tables::offline_scans() . " (
				client_id char(36) NOT NULL,
				attendee_id bigint(20) unsigned NOT NULL DEFAULT 0,
				event_id bigint(20) unsigned NOT NULL DEFAULT 0,
				user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				device varchar(100) NOT NULL DEFAULT '',
				scanned_at datetime NOT NULL,
				synced_at datetime NOT NULL,
				result varchar(20) NOT NULL DEFAULT 'pending',
				first_checked_in_at datetime NULL,
				message varchar(191) NOT NULL DEFAULT '',
				PRIMARY KEY  (client_id),
				KEY attendee_result (attendee_id,result)
			) {$wpdb->get_charset_collate()};"
		);
	}
}
