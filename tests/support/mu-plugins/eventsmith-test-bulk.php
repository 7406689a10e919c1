<?php
/**
 * Test-only helpers: bulk rows for the export tests, written straight into
 * the booking and attendee tables (far faster than booking over REST), and
 * removed again. Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// Bulk rows for export tests: POST {event_id, count} adds `count` bookings with one attendee each.
eventsmith_test_route( '/bulk-tickets', 'POST', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$tables = eventsmith_test_tables();
	$event  = (int) $request['event_id'];
	$count  = min( 200000, (int) $request['count'] );
	$now    = gmdate( 'Y-m-d H:i:s' );
	$first  = (int) $wpdb->get_var( "SELECT COALESCE(MAX(id), 0) FROM {$tables['bookings']}" ) + 1;
	for ( $from = 0; $from < $count; $from += 1000 ) {
		$bookings  = array();
		$attendees = array();
		for ( $n = $from; $n < min( $count, $from + 1000 ); $n++ ) {
			$id          = $first + $n;
			$bookings[]  = $wpdb->prepare( '(%d, %d, %s, %s, %s, 1, 10, %s, %s, %s, %s)', $id, $event, "Bulk buyer {$n}", "bulk{$n}@example.org", '[{"ticket_type":"Bulk","quantity":1,"price":10}]', 'EUR', 'completed', $now, $now );
			$attendees[] = $wpdb->prepare( '(%d, %d, %s, %s, %s, %s, %s, %s)', $event, $id, 'Bulk', "Bulk buyer {$n}", "bulk{$n}@example.org", bin2hex( random_bytes( 16 ) ), 'active', $now );
		}
		$wpdb->query( "INSERT INTO {$tables['bookings']} (id, event_id, customer_name, customer_email, line_items, quantity, total, currency, status, created_at, updated_at) VALUES " . implode( ',', $bookings ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$wpdb->query( "INSERT INTO {$tables['attendees']} (event_id, booking_id, ticket_type, name, email, ticket_code, status, created_at) VALUES " . implode( ',', $attendees ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}
	return array( 'inserted' => $count );
} );

// DELETE ?event_id= removes an event's bookings and attendees again.
eventsmith_test_route( '/bulk-tickets', 'DELETE', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$tables = eventsmith_test_tables();
	$event  = (int) $request['event_id'];
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['attendees']} WHERE event_id = %d", $event ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['bookings']} WHERE event_id = %d", $event ) );
	return array( 'deleted' => true );
} );

// Bulk RSVP answers for export tests: POST {event_id, count} adds `count` "going" answers of two places each.
eventsmith_test_route( '/bulk-rsvps', 'POST', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$tables = eventsmith_test_tables();
	$event  = (int) $request['event_id'];
	$count  = min( 200000, (int) $request['count'] );
	$now    = gmdate( 'Y-m-d H:i:s' );
	for ( $from = 0; $from < $count; $from += 1000 ) {
		$rows = array();
		for ( $n = $from; $n < min( $count, $from + 1000 ); $n++ ) {
			$rows[] = $wpdb->prepare( '(%d, %s, 2, %s, %s, %s, %s)', $event, 'going', '', "Bulk guest {$n}", "guest{$n}@example.org", $now );
		}
		$wpdb->query( "INSERT INTO {$tables['responses']} (event_id, response, attendee_count, reason, name, email, created_at) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: each row prepared above.
	}
	return array( 'inserted' => $count );
} );

// DELETE ?event_id= removes an event's RSVP answers again.
eventsmith_test_route( '/bulk-rsvps', 'DELETE', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$tables = eventsmith_test_tables();
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['responses']} WHERE event_id = %d", (int) $request['event_id'] ) );
	return array( 'deleted' => true );
} );
