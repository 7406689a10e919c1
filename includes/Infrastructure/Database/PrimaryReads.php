<?php
/**
 * Which reads must come from the primary database on a site with replicas.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database;

defined( 'ABSPATH' ) || exit;

/**
 * On a site whose database drop-in sends reads to replicas (LudicrousDB,
 * HyperDB), a replica answers a little behind the primary. Whatever decides
 * a write must not read from it: a seat count, a check-in, a waitlist place,
 * a discount's uses, a payment or an import's origin read a second late
 * double-sells or duplicates. So (docs/production.md):
 *
 * - the counter tables (seats, check-ins, rate limits, offline scans, the
 *   mail queue, payment events, import origins) are always read from the
 *   primary;
 * - a request that writes (any method but GET and HEAD), a cron run, WP-CLI
 *   and every transaction read everything from the primary;
 * - a signed-in user who just saved something reads from the primary for
 *   the replication window after it (a short-lived cookie), so the next
 *   screen shows the edit;
 * - everything else (visitors' pages, feeds, public REST reads) may read
 *   from a replica.
 *
 * Without such a drop-in every method here does nothing: all reads already
 * come from the one database.
 */
final class PrimaryReads {

	/** The cookie that pins a user's reads to the primary; its value is the Unix time it ends. */
	public const COOKIE = 'eventsmith_primary_until';

	/** Seconds a user's reads stay on the primary after their write, unless filtered. */
	public const WINDOW = 10;

	/**
	 * Whether this request sends every read to the primary.
	 *
	 * @var bool
	 */
	private static bool $pinned = false;

	/**
	 * Why it does (for the status of the test stack and for debugging).
	 *
	 * @var string
	 */
	private static string $reason = '';

	/**
	 * Whether the database drop-in routes reads to replicas.
	 */
	public static function replicated(): bool {
		global $wpdb;
		return is_object( $wpdb ) && ( method_exists( $wpdb, 'send_reads_to_primaries' ) || method_exists( $wpdb, 'send_reads_to_masters' ) );
	}

	/**
	 * Sends every further read of this request to the primary.
	 *
	 * @param string $reason Why (a short word: write, cron, cli, transaction, recent-write, …).
	 */
	public static function all( string $reason ): void {
		global $wpdb;
		if ( self::$pinned ) {
			return;
		}
		self::$pinned = true;
		self::$reason = $reason;
		if ( ! is_object( $wpdb ) ) {
			return;
		}
		if ( method_exists( $wpdb, 'send_reads_to_primaries' ) ) {
			$wpdb->send_reads_to_primaries();
		} elseif ( method_exists( $wpdb, 'send_reads_to_masters' ) ) {
			// HyperDB, and LudicrousDB before 5.2.
			$wpdb->send_reads_to_masters();
		}
	}

	/**
	 * Sends every read of these tables to the primary, for the whole request
	 * (the drop-ins match a query against the tables it names).
	 *
	 * @param list<string> $tables Full table names.
	 */
	public static function tables( array $tables ): void {
		global $wpdb;
		if ( ! self::replicated() ) {
			return;
		}
		$property = method_exists( $wpdb, 'send_reads_to_primaries' ) ? 'send_reads_to_primaries' : 'srtm';
		$current  = $wpdb->{$property} ?? array();
		if ( true === $current ) {
			return;
		}
		$current = is_array( $current ) ? $current : array();
		foreach ( $tables as $table ) {
			$current[ $table ] = true;
		}
		$wpdb->{$property} = $current;
	}

	/**
	 * Whether this request reads everything from the primary, and why ('' when it does not).
	 */
	public static function reason(): string {
		return self::$pinned ? self::$reason : '';
	}

	/**
	 * The tables whose reads always decide a write: counters and the
	 * records that stop a second write of the same thing.
	 *
	 * @return list<string>
	 */
	public static function counter_tables(): array {
		return array(
			Tables::capacity(),
			Tables::checkins(),
			Tables::rate_limits(),
			Tables::offline_scans(),
			Tables::mail_queue(),
			Tables::payment_events(),
			Tables::import_origins(),
		);
	}

	/**
	 * How long a user's reads stay on the primary after their write.
	 */
	public static function window(): int {
		/**
		 * Filters how many seconds a signed-in user's reads stay on the
		 * primary database after they saved something (read-your-writes on
		 * a site with replicas). Set it above the replicas' usual lag.
		 *
		 * @param int $seconds Seconds (default 10, at least 1, at most 3600).
		 */
		$seconds = (int) apply_filters( 'eventsmith_primary_reads_window', self::WINDOW );
		return max( 1, min( 3600, $seconds ) );
	}
}
