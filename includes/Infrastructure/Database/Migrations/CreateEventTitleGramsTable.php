<?php
/**
 * Schema 11: three-character pieces of event titles, for the event list's title search.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventTitleGrams;

defined( 'ABSPATH' ) || exit;

/**
 * A title search compared the term with every event title (a `LIKE '%…%'`
 * over 100,000 titles, twice: for the page and for the total), 5.4× the time
 * of /wp/v2/posts. Grams let it read only the events holding the term's
 * rarest grams. Existing events get their grams here, in batches; the list
 * uses grams only once this migration has completed. Grams are printable
 * ASCII: a text column compared byte by byte (a binary column would hold
 * blobs under SQLite, which never equal the text they are compared with).
 */
final class CreateEventTitleGramsTable implements Migration {

	public const VERSION = 11;

	private const BATCH = 1000;

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return self::VERSION;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		$table = Tables::event_title_grams();
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			"CREATE TABLE {$table} (
				gram varchar(3) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
				event_id bigint(20) unsigned NOT NULL,
				PRIMARY KEY  (gram,event_id),
				KEY event_id (event_id)
			) {$wpdb->get_charset_collate()};"
		);
		$this->backfill();
	}

	/**
	 * Writes the grams of every indexed event, in event id order.
	 */
	private function backfill(): void {
		global $wpdb;
		$table = Tables::event_title_grams();
		$index = Tables::event_index();
		// A run cut short starts over: no event keeps grams of an older title.
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
		$after = 0;
		do {
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
			$events = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT i.event_id, COALESCE(p.post_title, '') AS title FROM {$index} AS i LEFT JOIN {$wpdb->posts} AS p ON p.ID = i.event_id WHERE i.event_id > %d ORDER BY i.event_id ASC LIMIT %d",
					$after,
					self::BATCH
				),
				ARRAY_A
			) ?: array();
			// phpcs:enable
			$rows = array();
			foreach ( $events as $event ) {
				$after = (int) $event['event_id'];
				array_push( $rows, ...EventTitleGrams::rows( $after, (string) $event['title'] ) );
			}
			foreach ( array_chunk( $rows, 5000 ) as $chunk ) {
				// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: every row went through prepare() in EventTitleGrams::rows().
				$wpdb->query( "INSERT IGNORE INTO {$table} (gram, event_id) VALUES " . implode( ',', $chunk ) );
			}
		} while ( count( $events ) === self::BATCH );
	}
}
