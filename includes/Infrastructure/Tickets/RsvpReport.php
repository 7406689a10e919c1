<?php
/**
 * Counts and lists of RSVP responses.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Read side of RSVPs: totals per answer, a page of responses, and keyset chunks for the CSV export.
 */
final class RsvpReport {

	/**
	 * Totals and a page of responses, for one event or all.
	 *
	 * @param int $event_id Event id, 0 for all.
	 * @param int $paged    Page from 1.
	 * @param int $per_page Rows per page.
	 * @return array{going: int, not_going: int, attendees: int, items: list<array<string, mixed>>, total_items: int}
	 */
	public function for_event( int $event_id, int $paged, int $per_page ): array {
		global $wpdb;
		$table = Tables::rsvp_responses();
		$where = $event_id > 0 ? $wpdb->prepare( 'event_id = %d', $event_id ) : '1=1';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- $where is prepared above.
		$totals = $wpdb->get_results( "SELECT response, COUNT(*) AS responses, SUM(attendee_count) AS attendees FROM {$table} WHERE {$where} GROUP BY response", OBJECT_K ); // prepared-parts: $where is prepared above.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$where} ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, ( $paged - 1 ) * $per_page ) );
		// phpcs:enable
		$going     = isset( $totals['going'] ) ? (int) $totals['going']->responses : 0;
		$not_going = isset( $totals['not_going'] ) ? (int) $totals['not_going']->responses : 0;
		return array(
			'going'       => $going,
			'not_going'   => $not_going,
			'attendees'   => isset( $totals['going'] ) ? (int) $totals['going']->attendees : 0,
			'items'       => array_map(
				static fn( object $row ): array => array(
					'id'             => (int) $row->id,
					'event_id'       => (int) $row->event_id,
					'response'       => $row->response,
					'attendee_count' => (int) $row->attendee_count,
					'name'           => $row->name,
					'email'          => $row->email,
					'reason'         => (string) $row->reason,
					'created_at'     => $row->created_at,
				),
				$rows
			),
			'total_items' => $going + $not_going,
		);
	}

	/**
	 * Responses after an id, in id order (keyset paging: the export stays fast at any size).
	 *
	 * @param int $event_id Event id, 0 for all.
	 * @param int $after_id Last id already read.
	 * @param int $limit    Rows.
	 * @return list<object>
	 */
	public function chunk_after( int $event_id, int $after_id, int $limit ): array {
		global $wpdb;
		$table = Tables::rsvp_responses();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows = $event_id > 0
			? $wpdb->get_results( $wpdb->prepare( "SELECT id, event_id, response, attendee_count, name, email, reason, created_at FROM {$table} WHERE event_id = %d AND id > %d ORDER BY id LIMIT %d", $event_id, $after_id, $limit ) )
			: $wpdb->get_results( $wpdb->prepare( "SELECT id, event_id, response, attendee_count, name, email, reason, created_at FROM {$table} WHERE id > %d ORDER BY id LIMIT %d", $after_id, $limit ) );
		// phpcs:enable
		return $rows;
	}
}
