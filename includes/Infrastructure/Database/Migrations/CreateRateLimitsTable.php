<?php
/**
 * Schema 8: counters of the rate limits.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per counted key (a hash of visitor and event) with its hits and the
 * moment its window ends. Counted with one INSERT … ON DUPLICATE KEY UPDATE,
 * so parallel requests on any web server never read the same count.
 */
final class CreateRateLimitsTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 8;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . Tables::rate_limits() . " (
				counter_key char(32) NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				expires_at int(10) unsigned NOT NULL,
				PRIMARY KEY  (counter_key),
				KEY expires_at (expires_at)
			) {$wpdb->get_charset_collate()};"
		);
	}
}
