<?php
/**
 * Plugin Name: Eventsmith bench row counter
 * Description: For `npm run bench:scale` only. A request sent with the header
 * `X-Bench-Rows: <label>` appends one line to wp-content/bench-rows.jsonl when
 * it ends: how many rows MariaDB sent PHP (Rows_sent) and read to answer it
 * (Rows_read), the queries and PHP's peak memory. The connection is the
 * request's own, so the session counters are the request's.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

// phpcs:disable -- a benchmark helper.

if ( empty( $_SERVER['HTTP_X_BENCH_ROWS'] ) ) {
	return;
}

// With `X-Bench-Rows-Detail: 1`, the queries are kept, and the three that read the most
// rows are listed (rows read, SQL, caller, EXPLAIN).
$eventsmith_bench_detail = ! empty( $_SERVER['HTTP_X_BENCH_ROWS_DETAIL'] );
if ( $eventsmith_bench_detail && ! defined( 'SAVEQUERIES' ) ) {
	define( 'SAVEQUERIES', true );
}

register_shutdown_function(
	static function () use ( $eventsmith_bench_detail ): void {
		global $wpdb;
		$read   = static function () use ( $wpdb ): array {
			$status = array();
			foreach ( (array) $wpdb->get_results( "SHOW SESSION STATUS WHERE Variable_name IN ('Rows_sent','Rows_read')", ARRAY_N ) as $row ) {
				$status[ $row[0] ] = (int) $row[1];
			}
			return $status;
		};
		$status = $read();
		$costly = array();
		if ( $eventsmith_bench_detail ) {
			foreach ( (array) $wpdb->queries as $n => $query ) {
				if ( 0 !== stripos( ltrim( $query[0] ), 'SELECT' ) ) {
					continue;
				}
				$before = $read();
				$wpdb->get_results( $query[0] );
				$after    = $read();
				$costly[] = array( $after['Rows_read'] - $before['Rows_read'], substr( preg_replace( '/\s+/', ' ', $query[0] ), 0, 400 ), substr( $query[2], -200 ), $n );
			}
			usort( $costly, static fn( $a, $b ) => $b[0] <=> $a[0] );
			$costly = array_slice( $costly, 0, 3 );
			foreach ( $costly as $i => $query ) {
				$plan = array();
				foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $wpdb->queries[ $query[3] ][0], ARRAY_A ) as $step ) {
					$plan[] = implode( ' ', array_filter( array( $step['table'], $step['type'], $step['key'] ? 'key ' . $step['key'] : '', 'rows ' . $step['rows'], (string) $step['Extra'] ) ) );
				}
				$costly[ $i ][3] = implode( '; ', $plan );
			}
		}
		file_put_contents(
			WP_CONTENT_DIR . '/bench-rows.jsonl',
			wp_json_encode(
				array(
					'label'     => sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_BENCH_ROWS'] ) ),
					'rows_sent' => $status['Rows_sent'] ?? 0,
					'rows_read' => $status['Rows_read'] ?? 0,
					'queries'   => (int) $wpdb->num_queries,
					'peak_mb'   => round( memory_get_peak_usage() / 1048576, 1 ),
					'costly'    => $costly,
				)
			) . "\n",
			FILE_APPEND | LOCK_EX
		);
	}
);
