<?php
/**
 * The origin map: the only writer of Tables::import_origins().
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Object ↔ (source kind, source id): which object a source row became, which run created it,
 * the fingerprint and revision imported last, and whether its feed still lists it.
 */
final class ImportOrigins {

	/**
	 * What was imported for a source id.
	 *
	 * @param string $kind        Source kind (ics).
	 * @param string $source_id   Source id.
	 * @param string $object_type event or category.
	 * @return array{object_id: int, import_id: int, fingerprint: string, sequence: int, removed_at: ?string}|null
	 */
	public function find( string $kind, string $source_id, string $object_type ): ?array {
		global $wpdb;
		$table = Tables::import_origins();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT object_id, import_id, fingerprint, sequence, removed_at FROM {$table} WHERE source_kind = %s AND source_id = %s AND object_type = %s", $kind, self::key( $source_id ), $object_type ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'object_id'   => (int) $row['object_id'],
			'import_id'   => (int) $row['import_id'],
			'fingerprint' => (string) $row['fingerprint'],
			'sequence'    => (int) $row['sequence'],
			'removed_at'  => $row['removed_at'],
		);
	}

	/**
	 * Records (or refreshes) where an object came from.
	 *
	 * @param string $kind        Source kind.
	 * @param string $source_id   Source id.
	 * @param string $object_type event or category.
	 * @param int    $object_id   Object id.
	 * @param int    $import_id   The run importing it now (kept as creator only on insert).
	 * @param int    $check       The run's check number (feeds: listed in this check).
	 * @param string $fingerprint Source text hash.
	 * @param int    $sequence    Source revision.
	 */
	public function remember( string $kind, string $source_id, string $object_type, int $object_id, int $import_id, int $check, string $fingerprint, int $sequence ): void {
		global $wpdb;
		$table = Tables::import_origins();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (source_kind, source_id, object_type, object_id, import_id, last_import_id, seen_check, fingerprint, sequence, removed_at, updated_at) VALUES (%s, %s, %s, %d, %d, %d, %d, %s, %d, NULL, %s) ON DUPLICATE KEY UPDATE object_id = VALUES(object_id), last_import_id = VALUES(last_import_id), seen_check = VALUES(seen_check), fingerprint = VALUES(fingerprint), sequence = VALUES(sequence), removed_at = NULL, updated_at = VALUES(updated_at)", $kind, self::key( $source_id ), $object_type, $object_id, $import_id, $import_id, $check, $fingerprint, $sequence, current_time( 'mysql', true ) ) );
	}

	/**
	 * Marks a source id as listed again in this check, without other changes.
	 *
	 * @param string $kind      Source kind.
	 * @param string $source_id   Source id.
	 * @param string $object_type Object type.
	 * @param int    $import_id   Run.
	 * @param int    $check       Check number.
	 */
	public function seen( string $kind, string $source_id, string $object_type, int $import_id, int $check ): void {
		global $wpdb;
		$table = Tables::import_origins();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET seen_check = %d, last_import_id = %d, removed_at = NULL WHERE source_kind = %s AND source_id = %s AND object_type = %s", $check, $import_id, $kind, self::key( $source_id ), $object_type ) );
	}

	/**
	 * Events a feed run listed before but not in this check: marked removed, returned.
	 *
	 * @param int $import_id Run (the subscription).
	 * @param int $check     This check's number.
	 * @return list<int> Event ids newly marked.
	 */
	public function mark_gone( int $import_id, int $check ): array {
		global $wpdb;
		$table = Tables::import_origins();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT object_id FROM {$table} WHERE last_import_id = %d AND object_type = 'event' AND seen_check < %d AND removed_at IS NULL", $import_id, $check ) ) );
		if ( $ids ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET removed_at = %s WHERE last_import_id = %d AND object_type = 'event' AND seen_check < %d AND removed_at IS NULL", current_time( 'mysql', true ), $import_id, $check ) );
		}
		return $ids;
	}

	/**
	 * Objects a run created, newest first (an attendee before its event, an event before its category).
	 *
	 * @param int $import_id Run.
	 * @param int $limit     At most this many.
	 * @return list<array{id: int, object_type: string, object_id: int}>
	 */
	public function created_by( int $import_id, int $limit ): array {
		global $wpdb;
		$table = Tables::import_origins();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, object_type, object_id FROM {$table} WHERE import_id = %d ORDER BY id DESC LIMIT %d", $import_id, $limit ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'id'          => (int) $row['id'],
				'object_type' => (string) $row['object_type'],
				'object_id'   => (int) $row['object_id'],
			),
			(array) $rows
		);
	}

	/**
	 * Forgets origins (after their objects were deleted).
	 *
	 * @param list<int> $ids Origin row ids.
	 */
	public function forget( array $ids ): void {
		if ( ! $ids ) {
			return;
		}
		global $wpdb;
		$table = Tables::import_origins();
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- prepared-parts: table name and placeholders.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE id IN ({$in})", ...$ids ) );
	}

	/**
	 * A source id that fits the key column (long ids are hashed).
	 *
	 * @param string $source_id Source id.
	 */
	private static function key( string $source_id ): string {
		return strlen( $source_id ) > 191 ? 'sha1:' . sha1( $source_id ) : $source_id;
	}
}
