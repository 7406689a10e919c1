<?php
/**
 * What a scanner downloads to keep working offline, and its door counters.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * The tickets of one event (and of its occurrences), each keyed by the
 * SHA-256 of its code: the phone can recognise a scanned code without ever
 * holding the codes themselves, so a lost phone gives no one a ticket.
 */
final class ScannerSnapshot {

	/** Most tickets one snapshot holds. */
	public const MOST = 20000;

	/**
	 * The hash a code is known by: SHA-256 of the lower-case code, in hex.
	 *
	 * @param string $code Ticket code.
	 */
	public static function hash( string $code ): string {
		return hash( 'sha256', strtolower( trim( $code ) ) );
	}

	/**
	 * The active tickets of an event.
	 *
	 * @param int $event_id Event (its occurrences included).
	 * @return list<array{hash: string, name: string, ticket_type: string, checked_in: bool}>
	 */
	public function tickets( int $event_id ): array {
		global $wpdb;
		$table = Tables::attendees();
		$ids   = $this->event_and_occurrences( $event_id );
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and placeholders.
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT a.ticket_code, a.name, a.ticket_type, a.checked_in_at FROM {$table} a FORCE INDEX (event_status) WHERE a.event_id IN ({$in}) AND a.status = 'active' ORDER BY a.id LIMIT %d", array_merge( $ids, array( self::MOST ) ) ) );
		$tickets = array();
		foreach ( $rows as $row ) {
			$tickets[] = array(
				'hash'        => self::hash( (string) $row->ticket_code ),
				'name'        => (string) $row->name,
				'ticket_type' => '' !== (string) $row->ticket_type ? (string) $row->ticket_type : __( 'RSVP', 'eventsmith' ),
				'checked_in'  => null !== $row->checked_in_at,
			);
		}
		return $tickets;
	}

	/**
	 * The door's counters: tickets checked in, and tickets sold (active).
	 *
	 * @param int $event_id Event (its occurrences included).
	 * @return array{checked_in: int, sold: int}
	 */
	public function counts( int $event_id ): array {
		global $wpdb;
		$table = Tables::attendees();
		$ids   = $this->event_and_occurrences( $event_id );
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and placeholders.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS sold, SUM( CASE WHEN a.checked_in_at IS NULL THEN 0 ELSE 1 END ) AS checked_in FROM {$table} a FORCE INDEX (event_status) WHERE a.event_id IN ({$in}) AND a.status = 'active'", $ids ) );
		return array(
			'checked_in' => (int) ( $row->checked_in ?? 0 ),
			'sold'       => (int) ( $row->sold ?? 0 ),
		);
	}

	/**
	 * The event and its occurrences (a series' tickets belong to its dates):
	 * the attendees are then read on their (event_id, status) key, not by
	 * joining every attendee of the site to its post.
	 *
	 * @param int $event_id Event.
	 * @return non-empty-list<int>
	 */
	private function event_and_occurrences( int $event_id ): array {
		global $wpdb;
		$children = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_parent = %d AND post_type = %s", $event_id, PostTypes::EVENT ) );
		return array_merge( array( $event_id ), array_map( 'intval', $children ?: array() ) );
	}
}
