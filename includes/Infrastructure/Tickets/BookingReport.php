<?php
/**
 * The purchase report: bookings with search, status filter, paging and totals.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Read side of bookings.
 */
final class BookingReport {

	/**
	 * Most recent days with completed sales that `by_day` reports (oldest first).
	 */
	public const DAYS = 30;

	/**
	 * A page of bookings and totals over every matching one.
	 *
	 * @param int    $event_id Event id, 0 for all.
	 * @param string $search   Text the customer's name or email contains.
	 * @param string $status   '' or a status.
	 * @param int    $paged    Page from 1.
	 * @param int    $per_page Rows per page.
	 * @return array{items: list<array<string, mixed>>, total_items: int, totals: array{tickets: int, revenue: float, by_status: array<string, int>}, by_day: list<array{day: string, tickets: int, revenue: float}>}
	 */
	public function search( int $event_id, string $search, string $status, int $paged, int $per_page ): array {
		global $wpdb;
		$table  = Tables::bookings();
		$where  = array( '1=1' );
		$params = array();
		if ( $event_id > 0 ) {
			$where[]  = 'event_id = %d';
			$params[] = $event_id;
		}
		if ( '' !== $search ) {
			$like     = '%' . $wpdb->esc_like( $search ) . '%';
			$where[]  = '( customer_name LIKE %s OR customer_email LIKE %s )';
			$params[] = $like;
			$params[] = $like;
		}
		$filtered = $where;
		if ( '' !== $status ) {
			$filtered[] = 'status = %s';
		}
		$where_sql    = implode( ' AND ', $where );
		$filtered_sql = implode( ' AND ', $filtered );
		$page_params  = '' !== $status ? array_merge( $params, array( $status ) ) : $params;
		$prepare      = static fn( string $sql, array $values ): string => $values ? $wpdb->prepare( $sql, $values ) : $sql; // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- placeholders only.

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- placeholders only in the WHERE parts.
		$total     = (int) $wpdb->get_var( $prepare( "SELECT COUNT(*) FROM {$table} WHERE {$filtered_sql}", $page_params ) ); // prepared-parts: placeholders only in the WHERE parts.
		$rows      = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$filtered_sql} ORDER BY id DESC LIMIT %d OFFSET %d", array_merge( $page_params, array( $per_page, ( $paged - 1 ) * $per_page ) ) ) ); // prepared-parts: placeholders only in the WHERE parts.
		$by_status = $wpdb->get_results( $prepare( "SELECT status, COUNT(*) AS bookings, SUM(quantity) AS tickets, SUM(total) AS revenue FROM {$table} WHERE {$where_sql} GROUP BY status", $params ), OBJECT_K ); // prepared-parts: placeholders only in the WHERE parts.
		$by_day    = $wpdb->get_results( $prepare( "SELECT DATE(created_at) AS day, SUM(quantity) AS tickets, SUM(total) AS revenue FROM {$table} WHERE {$where_sql} AND status = 'completed' GROUP BY DATE(created_at) ORDER BY day DESC LIMIT " . self::DAYS, $params ) ); // prepared-parts: placeholders only in the WHERE parts.
		// phpcs:enable

		$completed = $by_status['completed'] ?? null;
		return array(
			'items'       => array_map( array( self::class, 'present' ), $rows ),
			'total_items' => $total,
			'totals'      => array(
				'tickets'   => $completed ? (int) $completed->tickets : 0,
				'revenue'   => $completed ? round( (float) $completed->revenue, 2 ) : 0.0,
				'by_status' => array_map( static fn( object $row ): int => (int) $row->bookings, $by_status ),
			),
			'by_day'      => array_reverse(
				array_map(
					static fn( object $row ): array => array(
						'day'     => (string) $row->day,
						'tickets' => (int) $row->tickets,
						'revenue' => round( (float) $row->revenue, 2 ),
					),
					$by_day
				)
			),
		);
	}

	/**
	 * A booking as the API answers it.
	 *
	 * @param object $row Row.
	 * @return array<string, mixed>
	 */
	public static function present( object $row ): array {
		$lines = json_decode( (string) $row->line_items, true );
		return array(
			'id'             => (int) $row->id,
			'event_id'       => (int) $row->event_id,
			'event_name'     => get_the_title( (int) $row->event_id ),
			'customer_name'  => $row->customer_name,
			'customer_email' => $row->customer_email,
			'lines'          => is_array( $lines ) ? $lines : array(),
			'quantity'       => (int) $row->quantity,
			'total'          => (float) $row->total,
			'discount_code_id' => (int) ( $row->discount_code_id ?? 0 ),
			'discount_code'  => (string) ( $row->discount_code ?? '' ),
			'discount_total' => (float) ( $row->discount_total ?? 0 ),
			'currency'       => $row->currency,
			'status'         => $row->status,
			'payment_method' => (string) ( $row->payment_method ?? '' ),
			'payment_ref'    => (string) ( $row->payment_reference ?? '' ),
			'payment_flag'   => (string) ( $row->payment_flag ?? '' ),
			'expires_at'     => $row->expires_at ?? null,
			'refunded_at'    => $row->refunded_at,
			'created_at'     => $row->created_at,
		);
	}

	/**
	 * Bookings after an id, in id order (keyset paging: exports stay fast at any size).
	 *
	 * @param int $event_id Event id, 0 for all.
	 * @param int $after_id Last id already read.
	 * @param int $limit    Rows.
	 * @return list<object>
	 */
	public function chunk_after( int $event_id, int $after_id, int $limit ): array {
		global $wpdb;
		$table = Tables::bookings();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $event_id > 0
			? $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE event_id = %d AND id > %d ORDER BY id LIMIT %d", $event_id, $after_id, $limit ) )
			: $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE id > %d ORDER BY id LIMIT %d", $after_id, $limit ) );
		// phpcs:enable
	}
}
