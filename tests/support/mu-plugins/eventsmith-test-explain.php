<?php
/**
 * Test-only helpers for the EXPLAIN checks (26.6): fill the plugin's tables
 * to 100,000 rows with MariaDB's sequence engine, record the SQL that real
 * requests send to those tables, EXPLAIN it, and remove the rows again.
 * Loaded by eventsmith-test-helpers.php.
 *
 * A request carrying the header `X-Eventsmith-Capture: <label>` records every
 * statement naming an eventsmith_ table; the statements are kept in an
 * option until `GET /explain` reads and EXPLAINs them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

const EVENTSMITH_TEST_CAPTURED = 'eventsmith_test_captured_sql';
const EVENTSMITH_TEST_SEEDED   = 'eventsmith_test_explain_seed';

/**
 * The label of a capturing request, or ''.
 */
function eventsmith_test_capture_label(): string {
	$label = isset( $_SERVER['HTTP_X_EVENTSMITH_CAPTURE'] ) ? sanitize_key( wp_unslash( (string) $_SERVER['HTTP_X_EVENTSMITH_CAPTURE'] ) ) : '';
	return $label;
}

if ( '' !== eventsmith_test_capture_label() ) {
	$GLOBALS['eventsmith_test_sql'] = array();
	add_filter(
		'query',
		static function ( string $sql ): string {
			if ( str_contains( $sql, 'eventsmith_' ) && ! str_contains( $sql, EVENTSMITH_TEST_CAPTURED ) && ! str_contains( $sql, 'eventsmith_settings' ) ) {
				$GLOBALS['eventsmith_test_sql'][] = $sql;
			}
			return $sql;
		}
	);
	add_action(
		'shutdown',
		static function (): void {
			global $wpdb;
			$label = eventsmith_test_capture_label();
			$all   = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", EVENTSMITH_TEST_CAPTURED ) ), true );
			$all   = is_array( $all ) ? $all : array();
			$all[ $label ] = array_merge( $all[ $label ] ?? array(), $GLOBALS['eventsmith_test_sql'] );
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)", EVENTSMITH_TEST_CAPTURED, wp_json_encode( $all ) ) );
		},
		1
	);
}

// POST {rows, event_id}: 100,000 rows in each hot table (events as posts plus their date index, bookings, attendees, check-ins, capacity scopes, ticket types), spread over many events; the given event keeps a few hundred attendees of its own.
eventsmith_test_route( '/explain/seed', 'POST', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$rows   = max( 1000, min( 100000, (int) $request['rows'] ) );
	$event  = (int) $request['event_id'];
	$seq    = "seq_1_to_{$rows}";
	$p      = $wpdb->prefix . 'eventsmith_';
	$now    = gmdate( 'Y-m-d H:i:s' );
	$max    = static fn( string $table, string $column ): int => (int) $wpdb->get_var( "SELECT COALESCE(MAX({$column}), 0) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers-only: table and column names of this file.
	$seeded = array(
		'posts'     => $max( $wpdb->posts, 'ID' ),
		'bookings'  => $max( "{$p}bookings", 'id' ),
		'attendees' => $max( "{$p}attendees", 'id' ),
		'checkins'  => $max( "{$p}checkins", 'id' ),
		'types'     => $max( "{$p}ticket_types", 'id' ),
		'rows'      => $rows,
	);
	$started = microtime( true );
	$times   = array();
	$timed   = static function ( string $name, string $sql ) use ( $wpdb, &$times ): void {
		$at             = microtime( true );
		$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- integers-only: table names and integers.
		$times[ $name ] = round( microtime( true ) - $at, 2 );
	};
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and integers only.
	$timed( 'posts', "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count) SELECT 1, '{$now}', '{$now}', '', CONCAT('Explain load ', seq), '', IF(seq % 10 = 0, 'draft', 'publish'), 'closed', 'closed', '', CONCAT('explain-load-', seq), '', '', '{$now}', '{$now}', '', 0, '', 0, 'eventsmith_event', '', 0 FROM {$seq}" );
	$first = $seeded['posts'] + 1;
	$timed( 'pevent_index', "INSERT INTO {$p}event_index (event_id, parent_id, start_utc, end_utc, timezone, is_draft) SELECT ID, 0, '2020-01-01 00:00:00' + INTERVAL (ID - {$first}) HOUR, '2020-01-01 03:00:00' + INTERVAL (ID - {$first}) HOUR, 'UTC', post_status = 'draft' FROM {$wpdb->posts} WHERE ID >= {$first}" );
	$timed( 'pbookings', "INSERT INTO {$p}bookings (event_id, customer_name, customer_email, line_items, quantity, total, currency, status, created_at, updated_at) SELECT {$first} + seq % 1000, CONCAT('Load buyer ', seq), CONCAT('load', seq, '@example.org'), '[]', 1, 10, 'EUR', ELT(1 + seq % 3, 'completed', 'pending', 'refunded'), '{$now}' - INTERVAL seq MINUTE, '{$now}' FROM {$seq}" );
	$timed( 'pattendees', "INSERT INTO {$p}attendees (event_id, booking_id, ticket_type, name, email, ticket_code, status, checked_in_at, created_at) SELECT IF(seq % 250 = 0, {$event}, {$first} + seq % 1000), {$seeded['bookings']} + seq, 'Load', CONCAT('Load buyer ', seq), CONCAT('load', seq, '@example.org'), MD5(CONCAT('explain', seq, RAND())), 'active', IF(seq % 2 = 0, '{$now}', NULL), '{$now}' FROM {$seq}" );
	$timed( 'pcheckins', "INSERT INTO {$p}checkins (attendee_id, checked_at, user_id, device, result) SELECT {$seeded['attendees']} + seq, '{$now}', 1, 'Load gate', 'ok' FROM {$seq}" );
	$timed( 'pcapacity', "INSERT IGNORE INTO {$p}capacity (scope, capacity, taken) SELECT CONCAT('explain-load-', seq), 100, 0 FROM {$seq}" );
	$timed( 'pticket_types', "INSERT INTO {$p}ticket_types (event_id, name, description, price, capacity, position) SELECT {$first} + seq % 1000, CONCAT('Load ', seq), '', 10, 100, seq FROM {$seq}" );
	foreach ( array( $wpdb->posts, "{$p}event_index", "{$p}bookings", "{$p}attendees", "{$p}checkins", "{$p}capacity", "{$p}ticket_types" ) as $table ) {
		$timed( "analyze {$table}", "ANALYZE TABLE {$table}" );
	}
	// phpcs:enable
	update_option( EVENTSMITH_TEST_SEEDED, $seeded, false );
	delete_option( EVENTSMITH_TEST_CAPTURED );
	( new \Eventsmith\Infrastructure\Events\EventIndexTotals() )->changed();
	return array(
		'rows'    => $rows,
		'seconds' => round( microtime( true ) - $started, 2 ),
		'times'   => $times,
		'error'   => $wpdb->last_error,
	);
} );

// GET: the captured statements by label, each with its EXPLAIN rows.
eventsmith_test_route( '/explain', 'GET', static function (): array {
	global $wpdb;
	$captured = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", EVENTSMITH_TEST_CAPTURED ) ), true );
	$plans    = array();
	foreach ( is_array( $captured ) ? $captured : array() as $label => $statements ) {
		foreach ( array_unique( $statements ) as $sql ) {
			if ( ! preg_match( '/^\s*(SELECT|UPDATE|DELETE)\b/i', $sql ) ) {
				continue;
			}
			$plans[] = array(
				'label' => $label,
				'sql'   => $sql,
				'plan'  => $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: the statement the plugin itself sent.
			);
		}
	}
	return $plans;
} );

// DELETE: removes the rows /explain/seed added and the captured statements.
eventsmith_test_route( '/explain/seed', 'DELETE', static function (): array {
	global $wpdb;
	$seeded = get_option( EVENTSMITH_TEST_SEEDED );
	delete_option( EVENTSMITH_TEST_CAPTURED );
	if ( ! is_array( $seeded ) ) {
		return array( 'deleted' => false );
	}
	$p = $wpdb->prefix . 'eventsmith_';
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and integers only.
	$started = microtime( true );
	$wpdb->query( "DELETE FROM {$p}event_index WHERE event_id > {$seeded['posts']} AND event_id <= {$seeded['posts']} + {$seeded['rows']}" ); // integers-only: table names and the ids the seeding recorded.
	$wpdb->query( "DELETE FROM {$wpdb->posts} WHERE ID > {$seeded['posts']} AND post_name LIKE 'explain-load-%'" ); // integers-only: table names and the ids the seeding recorded.
	$wpdb->query( "DELETE FROM {$p}bookings WHERE id > {$seeded['bookings']} AND customer_name LIKE 'Load buyer %'" ); // integers-only: table names and the ids the seeding recorded.
	$wpdb->query( "DELETE FROM {$p}attendees WHERE id > {$seeded['attendees']} AND ticket_type = 'Load'" ); // integers-only: table names and the ids the seeding recorded.
	$wpdb->query( "DELETE FROM {$p}checkins WHERE id > {$seeded['checkins']} AND device = 'Load gate'" ); // integers-only: table names and the ids the seeding recorded.
	$wpdb->query( "DELETE FROM {$p}capacity WHERE scope LIKE 'explain-load-%'" ); // integers-only: table names and the ids the seeding recorded.
	$wpdb->query( "DELETE FROM {$p}ticket_types WHERE id > {$seeded['types']} AND name LIKE 'Load %'" ); // integers-only: table names and the ids the seeding recorded.
	// phpcs:enable
	delete_option( EVENTSMITH_TEST_SEEDED );
	// The rows went around the plugin: its remembered list totals are out of date.
	( new \Eventsmith\Infrastructure\Events\EventIndexTotals() )->changed();
	wp_cache_flush();
	return array(
		'deleted' => true,
		'seconds' => round( microtime( true ) - $started, 2 ),
	);
} );
