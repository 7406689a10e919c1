<?php
/**
 * Atomic hit counters over a time window, kept in the shared database.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Counts hits per key in the `eventsmith_rate_limits` table. One statement
 * (INSERT … ON DUPLICATE KEY UPDATE) adds the hit and returns the new count,
 * so two parallel requests always read different counts, whether or not a
 * persistent object cache is installed and on however many web servers share
 * the database. A window starts with the first hit of a key and lasts
 * `$seconds`; a hit after it starts a new window at 1.
 */
final class WindowCounter {

	/**
	 * Adds one hit to a key and returns the hits of its current window, this one included.
	 *
	 * @param string $key     Counter name (hashed before it is stored).
	 * @param int    $seconds Window length.
	 */
	public function hit( string $key, int $seconds ): int {
		global $wpdb;
		$now   = time();
		$table = Tables::rate_limits();
		// The hits assignment reads the old expires_at (MySQL assigns left to right), and so does the expires_at one.
		$stored = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a counter, never cached.
			$wpdb->prepare(
				"INSERT INTO {$table} (counter_key, hits, expires_at) VALUES (%s, 1, %d)
				ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID( IF( expires_at <= %d, 1, hits + 1 ) ), expires_at = IF( expires_at <= %d, %d, expires_at )", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				md5( $key ),
				$now + $seconds,
				$now,
				$now,
				$now + $seconds
			)
		);
		if ( false === $stored ) {
			// No table (a migration not yet run): count nothing rather than refuse everybody.
			return 0;
		}
		if ( 1 === (int) $wpdb->rows_affected ) {
			$this->sweep( $now );
			return 1;
		}
		return (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the value set by the statement above, on this connection.
	}

	/**
	 * Now and then (on one new key in fifty) deletes windows that have ended.
	 *
	 * @param int $now Current time.
	 */
	private function sweep( int $now ): void {
		global $wpdb;
		if ( 0 !== wp_rand( 0, 49 ) ) {
			return;
		}
		$table = Tables::rate_limits();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires_at < %d LIMIT 1000", $now ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}
}
