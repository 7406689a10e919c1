<?php
/**
 * The registrations that wait for the organizers' daily digest.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * The one writer of the digest table: a registration is kept once per
 * recipient (a unique key makes a repeated hook harmless), read in id order
 * by the daily job, and deleted once its digest is queued.
 */
final class OrganizerDigestStore {

	/**
	 * Keeps a registration for a recipient's next digest.
	 *
	 * @param string               $recipient The address.
	 * @param int                  $event_id  The event.
	 * @param string               $source    booking or rsvp.
	 * @param int                  $source_id The booking or RSVP answer.
	 * @param array<string, mixed> $item      The registration's line.
	 */
	public function add( string $recipient, int $event_id, string $source, int $source_id, array $item ): void {
		global $wpdb;
		$table = Tables::organizer_digest();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (recipient, event_id, source, source_id, item, created_at) VALUES (%s, %d, %s, %d, %s, %s)", $recipient, $event_id, $source, $source_id, (string) wp_json_encode( $item ), gmdate( 'Y-m-d H:i:s' ) ) );
	}

	/**
	 * The oldest waiting registrations.
	 *
	 * @param int $limit At most this many.
	 * @return list<object{id: string, recipient: string, event_id: string, item: string}>
	 */
	public function oldest( int $limit ): array {
		global $wpdb;
		$table = Tables::organizer_digest();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		return array_values( (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, recipient, event_id, item FROM {$table} ORDER BY id LIMIT %d", $limit ) ) );
	}

	/**
	 * Deletes exactly these rows (a registration stored meanwhile waits for the next run).
	 *
	 * @param list<int> $ids Row ids.
	 */
	public function delete( array $ids ): void {
		if ( array() === $ids ) {
			return;
		}
		global $wpdb;
		$table = Tables::organizer_digest();
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery -- Table name from Tables; $in is a list of %d placeholders.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE id IN ({$in})", ...$ids ) );
	}

	/**
	 * Whether any registration waits.
	 */
	public function has_waiting(): bool {
		global $wpdb;
		$table = Tables::organizer_digest();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Table name from Tables.
		return null !== $wpdb->get_var( "SELECT id FROM {$table} LIMIT 1" ); // prepared-parts: table name only.
	}
}
