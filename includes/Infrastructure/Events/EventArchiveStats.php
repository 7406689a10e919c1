<?php
/**
 * Cached figures of the public event archive: row count and earliest running start.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Infrastructure\Cache\PluginCache;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Both figures change only when an event is written or when the next event
 * ends, so they are kept (one entry of PluginCache: object cache group
 * `eventsmith`, or a transient without a persistent object cache) until either happens. A kept
 * earliest start is never wrong, only less tight, as events end.
 */
final class EventArchiveStats {

	private const KEY = 'eventsmith_archive_stats';

	/**
	 * Forgets the figures whenever an event is written, trashed or deleted.
	 */
	public function register_hooks(): void {
		foreach ( array( 'save_post_' . PostTypes::EVENT, 'deleted_post', 'trashed_post', 'untrashed_post' ) as $hook ) {
			add_action( $hook, array( $this, 'forget' ) );
		}
	}

	/**
	 * Drops the kept figures.
	 */
	public function forget(): void {
		( new PluginCache() )->delete( self::KEY );
	}

	/**
	 * The number of items /events/ (or /events/past/) lists to this visitor.
	 *
	 * @param bool   $past Past page.
	 * @param string $now  The moment, UTC.
	 */
	public function count( bool $past, string $now ): int {
		$hide_private = ! current_user_can( 'read_private_posts' );
		return (int) $this->kept( ( $past ? 'past' : 'upcoming' ) . ( $hide_private ? '-public' : '-all' ), $now, fn() => $this->query_count( $past, $hide_private, $now ) );
	}

	/**
	 * The earliest start of an event not yet over (or now when none). Series'
	 * own rows, which span all their dates, are not counted: the archive shows
	 * their occurrences. Read from the start key from the longest event's length
	 * before now, not from every event that ends later.
	 *
	 * @param string $now The moment, UTC.
	 */
	public function earliest_running_start( string $now ): string {
		global $wpdb;
		$index = Tables::event_index();
		return (string) $this->kept(
			'floor',
			$now,
			function () use ( $wpdb, $index, $now ) {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$start = $wpdb->get_var( $wpdb->prepare( "SELECT start_utc FROM {$index} WHERE is_draft = 0 AND start_utc >= %s AND end_utc >= %s ORDER BY start_utc LIMIT 1", ( new LongestEvent() )->earliest_start_reaching( new \DateTimeImmutable( $now, new \DateTimeZone( 'UTC' ) ) ), $now ) );
				return is_string( $start ) && $start < $now ? $start : $now;
			}
		);
	}

	/**
	 * A kept figure, computed when missing or stale.
	 *
	 * @param string   $name    Figure name.
	 * @param string   $now     The moment, UTC.
	 * @param callable $compute Computes the figure.
	 * @return int|string
	 */
	private function kept( string $name, string $now, callable $compute ) {
		$cache = new PluginCache();
		$kept  = $cache->get( self::KEY );
		$kept = is_array( $kept ) ? $kept : array();
		if ( ! isset( $kept['until'] ) || $now >= $kept['until'] ) {
			$kept = array( 'until' => $this->next_end( $now ) );
		}
		if ( ! array_key_exists( $name, $kept ) ) {
			$kept[ $name ] = $compute();
			$cache->set( self::KEY, $kept, DAY_IN_SECONDS );
		}
		return $kept[ $name ];
	}

	/**
	 * When the next event ends (the moment the figures change by themselves).
	 *
	 * @param string $now The moment, UTC.
	 */
	private function next_end( string $now ): string {
		global $wpdb;
		$index = Tables::event_index();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$end = $wpdb->get_var( $wpdb->prepare( "SELECT MIN(end_utc) FROM {$index} WHERE is_draft = 0 AND end_utc >= %s", $now ) );
		return is_string( $end ) ? $end : '9999-12-31 23:59:59';
	}

	/**
	 * Counts from the index: top-level rows in range (for upcoming, a series'
	 * parent row stands for the one occurrence shown; for past, series ended in
	 * part add their latest occurrence), minus events published later or private.
	 *
	 * @param bool   $past         Past page.
	 * @param bool   $hide_private Whether private events are hidden from this visitor.
	 * @param string $now          The moment, UTC.
	 */
	private function query_count( bool $past, bool $hide_private, string $now ): int {
		global $wpdb;
		$index    = Tables::event_index();
		$cmp      = $past ? '<' : '>=';
		$hidden   = $hide_private ? array( 'future', 'private' ) : array( 'future' );
		$statuses = implode( ',', array_fill( 0, count( $hidden ), '%s' ) );
		$partial  = $past
			? " + ( SELECT COUNT( DISTINCT c.parent_id ) FROM {$index} AS c INNER JOIN {$index} AS s ON s.event_id = c.parent_id WHERE c.parent_id > 0 AND c.is_draft = 0 AND c.end_utc < %s AND s.end_utc >= %s )"
			: '';
		$params   = array_merge( array( $now ), $past ? array( $now, $now ) : array(), array( PostTypes::EVENT ), $hidden, array( $now ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names, fixed operators and placeholders only.
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT ( SELECT COUNT(*) FROM {$index} WHERE is_draft = 0 AND parent_id = 0 AND end_utc {$cmp} %s ){$partial}"
				. " - ( SELECT COUNT(*) FROM {$index} AS h INNER JOIN {$wpdb->posts} AS hp ON hp.ID = h.event_id WHERE hp.post_type = %s AND hp.post_status IN ({$statuses}) AND h.parent_id = 0 AND h.is_draft = 0 AND h.end_utc {$cmp} %s )",
				$params
			)
		);
		// phpcs:enable
	}
}
