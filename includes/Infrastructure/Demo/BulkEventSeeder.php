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

defined( 'ABSPATH' ) || exit;

/**
 * Writes posts, meta and index rows with multi-row INSERTs instead of one
 * wp_insert_post() round trip (and its hooks) per event: 100,000 events take
 * seconds, not hours. The rows are the same a normal save writes.
 */
final class BulkEventSeeder {

	private const BATCH  = 500;
	private const ZONES  = array( 'UTC' => 0, 'Europe/Berlin' => 1, 'America/New_York' => -5, 'Asia/Tokyo' => 9, 'Pacific/Kiritimati' => 14, 'Etc/GMT+12' => -12 );
	private const MARKER = 'bulk';

	/**
	 * Adds `$count` published events spread from a year ago to a year ahead.
	 *
	 * @param int $count How many events to add.
	 * @return int How many were added.
	 */
	public function insert( int $count ): int {
		global $wpdb;
		$added = 0;
		$now   = time();
		$zones = array_keys( self::ZONES );
		$wpdb->query( 'START TRANSACTION' );
		while ( $added < $count ) {
			$batch = min( self::BATCH, $count - $added );
			$ids   = $this->insert_posts( $batch, $added );
			$meta  = array();
			$index = array();
			$grams = array();
			for ( $i = 0; $i < $batch; $i++ ) {
				$n        = $added + $i;
				$id       = $ids[ $i ];
				$zone     = $zones[ $n % count( $zones ) ];
				$start    = $now + ( ( $n * 7919 ) % ( 730 * 86400 ) ) - 365 * 86400;
				$start    = $start - $start % 3600;
				$end      = $start + ( 1 + $n % 8 ) * 3600;
				$offset   = self::ZONES[ $zone ] * 3600;
				$fields   = array(
					'start_date'   => gmdate( 'Y-m-d', $start + $offset ),
					'start_time'   => gmdate( 'H:i', $start + $offset ),
					'end_date'     => gmdate( 'Y-m-d', $end + $offset ),
					'end_time'     => gmdate( 'H:i', $end + $offset ),
					'timezone'     => $zone,
					'total_ticket' => -1,
				);
				foreach ( $fields as $field => $value ) {
					$meta[] = $wpdb->prepare( '(%d,%s,%s)', $id, EventMeta::key( $field ), (string) $value );
				}
				$meta[]  = $wpdb->prepare( '(%d,%s,%s)', $id, DemoSeeder::DEMO_META, self::MARKER );
				$index[] = $wpdb->prepare( '(%d,0,%s,%s,%s,0)', $id, gmdate( 'Y-m-d H:i:s', $start ), gmdate( 'Y-m-d H:i:s', $end ), $zone );
				array_push( $grams, ...EventTitleGrams::rows( $id, self::title( $n ) ) );
			}
			// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared -- every value above went through prepare().
			$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) ); // prepared-parts: each row went through prepare() above.
			$wpdb->query( 'INSERT INTO ' . Tables::event_index() . ' (event_id, parent_id, start_utc, end_utc, timezone, is_draft) VALUES ' . implode( ',', $index ) ); // prepared-parts: each row went through prepare() above.
			$wpdb->query( 'INSERT IGNORE INTO ' . Tables::event_title_grams() . ' (gram, event_id) VALUES ' . implode( ',', $grams ) ); // prepared-parts: each row went through prepare() in EventTitleGrams::rows().
			// phpcs:enable
			$added += $batch;
		}
		$wpdb->query( 'COMMIT' );
		( new EventIndexTotals() )->changed();
		wp_cache_flush();
		delete_transient( 'eventsmith_archive_stats' ); // Rows written without hooks: the archive's kept count is stale.
		return $added;
	}

	/**
	 * The title of the n-th event.
	 *
	 * @param int $n Running number.
	 */
	private static function title( int $n ): string {
		return sprintf( 'Benchmark Event %06d', $n );
	}

	/**
	 * Inserts a batch of event posts.
	 *
	 * @param int $batch  How many.
	 * @param int $offset Running number of the first one.
	 * @return list<int> The new ids, in insertion order.
	 */
	private function insert_posts( int $batch, int $offset ): array {
		global $wpdb;
		$date = gmdate( 'Y-m-d H:i:s' );
		$rows = array();
		for ( $i = 0; $i < $batch; $i++ ) {
			$n      = $offset + $i;
			$title  = self::title( $n );
			$rows[] = $wpdb->prepare(
				"(1,%s,%s,'',%s,'','publish','closed','closed',%s,%s,%s,'','','',0,%s)",
				$date,
				$date,
				$title,
				sanitize_title( $title ) . '-' . wp_generate_password( 6, false ),
				$date,
				$date,
				PostTypes::EVENT
			);
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: every value above went through prepare().
		$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_parent, post_type) VALUES " . implode( ',', $rows ) );
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s ORDER BY ID DESC LIMIT %d", PostTypes::EVENT, $batch ) );
		return array_reverse( array_map( 'intval', $ids ) );
	}
}
