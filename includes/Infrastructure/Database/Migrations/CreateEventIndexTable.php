<?php
/**
 * Schema 1: the event index table.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per event and per recurrence occurrence, with UTC start and end, so
 * list, calendar and status queries use indexes instead of post meta.
 */
final class CreateEventIndexTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 1;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		$table   = Tables::event_index();
		$collate = $wpdb->get_charset_collate();

		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			"CREATE TABLE {$table} (
				event_id bigint(20) unsigned NOT NULL,
				parent_id bigint(20) unsigned NOT NULL DEFAULT 0,
				start_utc datetime NOT NULL,
				end_utc datetime NOT NULL,
				timezone varchar(64) NOT NULL DEFAULT 'UTC',
				is_draft tinyint(1) NOT NULL DEFAULT 0,
				PRIMARY KEY  (event_id),
				KEY draft_start (is_draft,start_utc),
				KEY draft_end (is_draft,end_utc),
				KEY parent_id (parent_id)
			) {$collate};"
		);
	}
}
