<?php
/**
 * The current definition of the event index table.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * dbDelta creates the table when missing and adds missing columns and keys,
 * so every migration of this table applies the same, latest definition.
 */
final class EventIndexSchema {

	/**
	 * Creates or brings the table up to this definition.
	 */
	public static function apply(): void {
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
				KEY parent_id (parent_id),
				KEY draft_start_end (is_draft,start_utc,end_utc),
				KEY draft_end_start (is_draft,end_utc,start_utc),
				KEY start_event (start_utc,event_id),
				KEY draft_parent_end (is_draft,parent_id,end_utc)
			) {$collate};"
		);
	}
}
