<?php
/**
 * Inserts many events at once, for benchmarks and load tests.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventIndexTotals;
use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Events\EventTitleGrams;
use Eventsmith\Infrastructure\Events\LongestEvent;

defined( 'ABSPATH' ) || exit;

/**
 * Writes posts, meta and index rows with multi-row INSERTs instead of one
 * wp_insert_post() round trip (and its hooks) per event: 100,000 events take
 * seconds, not hours. The rows are the same a normal save writes: a series is
 * its parent post (with its weekly rule) and one child post per date.
 */
final class BulkEventSeeder {

	private const BATCH  = 500;
	private const ZONES  = array( 'UTC' => 0, 'Europe/Berlin' => 1, 'America/New_York' => -5, 'Asia/Tokyo' => 9, 'Pacific/Kiritimati' => 14, 'Etc/GMT+12' => -12 );
	private const MARKER = 'bulk';
	private const WEEK   = 7 * 86400;

	/**
	 * Adds `$count` published events spread from a year ago to a year ahead.
	 *
	 * @param int $count How many events to add.
	 * @return int How many were added.
	 */
	public function insert( int $count ): int {
		$added = 0;
		$this->in_transaction(
			function () use ( $count, &$added ): void {
				$first = $this->count_bulk();
				while ( $added < $count ) {
					$batch = array();
					for ( $i = 0, $size = min( self::BATCH, $count - $added ); $i < $size; $i++ ) {
						$n       = $first + $added + $i;
						$batch[] = $this->event( $n, $this->start_of( $n ), 0, null );
					}
					$this->write( $batch );
					$added += count( $batch );
				}
			}
		);
		return $added;
	}

	/**
	 * Adds `$series` weekly series of `$dates` occurrences each: the series'
	 * own post plus one post per date, so `$series * ( $dates + 1 )` events.
	 *
	 * @param int $series How many series.
	 * @param int $dates  Occurrences in each.
	 * @return int How many events (series and occurrences) were added.
	 */
	public function insert_series( int $series, int $dates ): int {
		$added = 0;
		$this->in_transaction(
			function () use ( $series, $dates, &$added ): void {
				$first = $this->count_bulk();
				for ( $s = 0; $s < $series; $s++ ) {
					$n      = $first + $added;
					$start  = $this->start_of( $n );
					$own = $this->event( $n, $start, 0, $dates );
					// A series' own index row spans all its dates (EventReader::span()).
					$own['end'] += ( $dates - 1 ) * self::WEEK;
					$parent       = $this->write( array( $own ) )[0];
					$batch  = array();
					for ( $d = 0; $d < $dates; $d++ ) {
						$batch[] = $this->event( $n, $start + $d * self::WEEK, $parent, null );
					}
					$this->write( $batch );
					$added += 1 + $dates;
				}
			}
		);
		return $added;
	}

	/**
	 * Runs a seeding step in one transaction and tells the caches the rows changed.
	 *
	 * @param callable $step What to write.
	 */
	private function in_transaction( callable $step ): void {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		$step();
		$wpdb->query( 'COMMIT' );
		( new EventIndexTotals() )->changed();
		( new LongestEvent() )->forget();
		wp_cache_flush();
		delete_transient( 'eventsmith_archive_stats' ); // Rows written without hooks: the archive's kept count is stale.
	}

	/**
	 * How many bulk events the site holds, so a second call numbers on.
	 */
	private function count_bulk(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value = %s", DemoSeeder::DEMO_META, self::MARKER ) );
	}

	/**
	 * The start (UTC, on the hour) of the n-th event: spread over two years around now.
	 *
	 * @param int $n Running number.
	 */
	private function start_of( int $n ): int {
		$start = time() + ( ( $n * 7919 ) % ( 730 * 86400 ) ) - 365 * 86400;
		return $start - $start % 3600;
	}

	/**
	 * One event to write.
	 *
	 * @param int      $n      Running number (title, zone, length).
	 * @param int      $start  Start, UTC timestamp.
	 * @param int      $parent Series id, or 0.
	 * @param int|null $dates  For a series: its number of weekly dates.
	 * @return array{title: string, start: int, end: int, zone: string, parent: int, meta: array<string, mixed>}
	 */
	private function event( int $n, int $start, int $parent, ?int $dates ): array {
		$zones  = array_keys( self::ZONES );
		$zone   = $zones[ $n % count( $zones ) ];
		$end    = $start + ( 1 + $n % 8 ) * 3600;
		$offset = self::ZONES[ $zone ] * 3600;
		$meta   = array(
			'start_date'   => gmdate( 'Y-m-d', $start + $offset ),
			'start_time'   => gmdate( 'H:i', $start + $offset ),
			'end_date'     => gmdate( 'Y-m-d', $end + $offset ),
			'end_time'     => gmdate( 'H:i', $end + $offset ),
			'timezone'     => $zone,
			'total_ticket' => -1,
		);
		if ( null !== $dates ) {
			$meta['recurrence'] = maybe_serialize(
				array(
					'freq'         => 'weekly',
					'interval'     => 1,
					'by_day'       => array(),
					'by_month_day' => array(),
					'count'        => $dates,
					'until'        => null,
					'exclusions'   => array(),
				)
			);
		}
		return array(
			'title'  => sprintf( 'Benchmark Event %06d', $n ),
			'start'  => $start,
			'end'    => $end,
			'zone'   => $zone,
			'parent' => $parent,
			'meta'   => $meta,
		);
	}

	/**
	 * Writes a batch of events: posts, meta, index rows and title grams.
	 *
	 * @param list<array{title: string, start: int, end: int, zone: string, parent: int, meta: array<string, mixed>}> $events Events.
	 * @return list<int> Their ids, in order.
	 */
	private function write( array $events ): array {
		global $wpdb;
		$ids   = $this->insert_posts( $events );
		$meta  = array();
		$index = array();
		$grams = array();
		foreach ( $events as $i => $event ) {
			$id = $ids[ $i ];
			foreach ( $event['meta'] as $field => $value ) {
				$meta[] = $wpdb->prepare( '(%d,%s,%s)', $id, EventMeta::key( $field ), (string) $value );
			}
			$meta[]  = $wpdb->prepare( '(%d,%s,%s)', $id, DemoSeeder::DEMO_META, self::MARKER );
			$index[] = $wpdb->prepare( '(%d,%d,%s,%s,%s,0)', $id, $event['parent'], gmdate( 'Y-m-d H:i:s', $event['start'] ), gmdate( 'Y-m-d H:i:s', $event['end'] ), $event['zone'] );
			array_push( $grams, ...EventTitleGrams::rows( $id, $event['title'] ) );
		}
		// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared -- every value above went through prepare().
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) ); // prepared-parts: each row went through prepare() above.
		$wpdb->query( 'INSERT INTO ' . Tables::event_index() . ' (event_id, parent_id, start_utc, end_utc, timezone, is_draft) VALUES ' . implode( ',', $index ) ); // prepared-parts: each row went through prepare() above.
		$wpdb->query( 'INSERT IGNORE INTO ' . Tables::event_title_grams() . ' (gram, event_id) VALUES ' . implode( ',', $grams ) ); // prepared-parts: each row went through prepare() in EventTitleGrams::rows().
		// phpcs:enable
		return $ids;
	}

	/**
	 * Inserts a batch of event posts.
	 *
	 * @param list<array{title: string, parent: int}> $events Events.
	 * @return list<int> The new ids, in insertion order.
	 */
	private function insert_posts( array $events ): array {
		global $wpdb;
		$date = gmdate( 'Y-m-d H:i:s' );
		$rows = array();
		foreach ( $events as $event ) {
			$rows[] = $wpdb->prepare(
				"(1,%s,%s,'',%s,'','publish','closed','closed',%s,%s,%s,'','','',%d,%s)",
				$date,
				$date,
				$event['title'],
				sanitize_title( $event['title'] ) . '-' . wp_generate_password( 6, false ),
				$date,
				$date,
				$event['parent'],
				PostTypes::EVENT
			);
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: every value above went through prepare().
		$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_parent, post_type) VALUES " . implode( ',', $rows ) );
		// One multi-row INSERT takes consecutive ids from the first (InnoDB's default lock mode).
		$first = (int) $wpdb->insert_id;
		return range( $first, $first + count( $rows ) - 1 );
	}
}
