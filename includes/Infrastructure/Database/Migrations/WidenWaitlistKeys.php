<?php
/**
 * Schema 15: the waitlist holds the longest e-mail address allowed.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * An address may have 254 characters (RFC 5321), and `active_key` was the
 * event id, the type id and the address in a varchar(191): a long address
 * did not fit (issue 32.10). `email` becomes varchar(254), and `active_key`
 * the SHA-256 of that text (`WaitlistRules::active_key()`): 64 ASCII
 * characters whatever the address, so its unique key fits every MySQL and
 * MariaDB index limit. Keys still in plain text (they contain `|`, a hash
 * never does) are hashed first, so re-running changes nothing.
 */
final class WidenWaitlistKeys implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 15;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		$table = Tables::waitlist();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables; no values.
		$wpdb->query( "UPDATE {$table} SET active_key = SHA2(active_key, 256) WHERE active_key LIKE '%|%'" );
		$wpdb->query( "ALTER TABLE {$table} MODIFY email varchar(254) NOT NULL, MODIFY active_key char(64) NULL" );
		// phpcs:enable
	}
}
