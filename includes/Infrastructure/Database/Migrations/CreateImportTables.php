<?php
/**
 * Schema 19: import runs and the origin map.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per import run (its source, options, status, position in the source, counts and
 * per-row report), and one row per imported object saying where it came from: the unique key
 * (source kind, source id, object type) makes a re-import update instead of duplicating, and
 * the run that created an object is the one whose undo removes it.
 */
final class CreateImportTables implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 19;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		dbDelta(
			'CREATE TABLE ' . Tables::imports() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				source_kind varchar(20) NOT NULL,
				source varchar(2000) NOT NULL DEFAULT '',
				file varchar(255) NOT NULL DEFAULT '',
				options longtext NOT NULL,
				status varchar(20) NOT NULL,
				subscription varchar(10) NOT NULL DEFAULT '',
				checks int(10) unsigned NOT NULL DEFAULT 0,
				position bigint(20) unsigned NOT NULL DEFAULT 0,
				line int(10) unsigned NOT NULL DEFAULT 1,
				processed int(10) unsigned NOT NULL DEFAULT 0,
				total int(10) unsigned NOT NULL DEFAULT 0,
				created int(10) unsigned NOT NULL DEFAULT 0,
				updated int(10) unsigned NOT NULL DEFAULT 0,
				skipped int(10) unsigned NOT NULL DEFAULT 0,
				failed int(10) unsigned NOT NULL DEFAULT 0,
				removed int(10) unsigned NOT NULL DEFAULT 0,
				preview text NOT NULL,
				report longtext NOT NULL,
				error varchar(500) NOT NULL DEFAULT '',
				locked_until datetime NULL DEFAULT NULL,
				checked_at datetime NULL DEFAULT NULL,
				created_by bigint(20) unsigned NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				PRIMARY KEY  (id),
				KEY status (status),
				KEY subscription (subscription,status)
			) {$charset};"
		);
		dbDelta(
			'CREATE TABLE ' . Tables::import_origins() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				source_kind varchar(20) NOT NULL,
				source_id varchar(191) NOT NULL,
				object_type varchar(20) NOT NULL,
				object_id bigint(20) unsigned NOT NULL,
				import_id bigint(20) unsigned NOT NULL,
				last_import_id bigint(20) unsigned NOT NULL,
				seen_check int(10) unsigned NOT NULL DEFAULT 0,
				fingerprint varchar(64) NOT NULL DEFAULT '',
				sequence int(11) NOT NULL DEFAULT 0,
				removed_at datetime NULL DEFAULT NULL,
				updated_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY origin (source_kind,source_id,object_type),
				KEY import (import_id),
				KEY object (object_type,object_id)
			) {$charset};"
		);
	}
}
