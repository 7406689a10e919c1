<?php
/**
 * The record of uploaded offline scans, keyed by the device's scan id.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\Checkin\OfflineScan;
use Eventsmith\Domain\Checkin\SyncResult;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * `claim()` is one `INSERT IGNORE` on the primary key: of two uploads of the
 * same scan, however close, exactly one gets the row and goes on to check
 * the ticket in; the other reads the outcome the first recorded.
 */
final class OfflineScanLog {

	/**
	 * Claims a scan id for this upload.
	 *
	 * @param OfflineScan $scan     The scan.
	 * @param int         $event_id The event the door is for.
	 * @param int         $user_id  Who uploads.
	 * @param string      $device   Device label.
	 * @return bool Whether this upload is the first with that id.
	 */
	public function claim( OfflineScan $scan, int $event_id, int $user_id, string $device ): bool {
		global $wpdb;
		$table = Tables::offline_scans();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (client_id, event_id, user_id, device, scanned_at, synced_at, result) VALUES (%s, %d, %d, %s, %s, %s, 'pending')", $scan->client_id, $event_id, $user_id, substr( sanitize_text_field( $device ), 0, 100 ), $scan->scanned_at, gmdate( 'Y-m-d H:i:s' ) ) );
		return 1 === $inserted;
	}

	/**
	 * Records what a claimed scan came to.
	 *
	 * @param SyncResult $result      The outcome.
	 * @param int        $attendee_id The ticket's attendee, 0 when unknown.
	 */
	public function record( SyncResult $result, int $attendee_id ): void {
		global $wpdb;
		$wpdb->update(
			Tables::offline_scans(),
			array(
				'attendee_id'         => $attendee_id,
				'result'              => $result->result,
				'first_checked_in_at' => '' !== $result->first_checked_in_at ? $result->first_checked_in_at : null,
				'message'             => substr( $result->message, 0, 191 ),
			),
			array( 'client_id' => $result->client_id ),
			array( '%d', '%s', '%s', '%s' ),
			array( '%s' )
		);
	}

	/**
	 * What the first upload of a scan id recorded.
	 *
	 * @param string $client_id Scan id.
	 */
	public function find( string $client_id ): ?object {
		global $wpdb;
		$table = Tables::offline_scans();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE client_id = %s", $client_id ) );
	}

	/**
	 * Of some attendees, those with an offline scan that conflicted: the
	 * ticket was checked in on two devices. Keyed by attendee id, with the
	 * conflicting scan's time (UTC).
	 *
	 * @param list<int> $attendee_ids Attendee ids.
	 * @return array<int, string>
	 */
	public function conflicts_of( array $attendee_ids ): array {
		$ids = array_values( array_filter( array_map( 'intval', $attendee_ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		global $wpdb;
		$table = Tables::offline_scans();
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table name; one placeholder per id.
		$rows      = $wpdb->get_results( $wpdb->prepare( "SELECT attendee_id, MAX(scanned_at) AS scanned_at FROM {$table} WHERE result = 'conflict' AND attendee_id IN ({$in}) GROUP BY attendee_id", $ids ) );
		$conflicts = array();
		foreach ( $rows as $row ) {
			$conflicts[ (int) $row->attendee_id ] = (string) $row->scanned_at;
		}
		return $conflicts;
	}
}
