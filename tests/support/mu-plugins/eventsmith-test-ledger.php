<?php
/**
 * Test-only helpers: the ledger, row counts behind one event's tickets read
 * straight from the tables, so integration and concurrency tests can check
 * that no booking, attendee, check-in or seat row was lost or doubled.
 * Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

/**
 * Row counts behind one event's tickets, read straight from the tables.
 *
 * @param int $event Event id.
 * @return array<string, int|array|null>
 */
function eventsmith_test_ledger( int $event ): array {
	global $wpdb;
	$tables = eventsmith_test_tables();
	$count  = static fn( string $sql ): int => (int) $wpdb->get_var( $wpdb->prepare( $sql, $event ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	$seats  = static fn( string $scope ): ?array => $wpdb->get_row( $wpdb->prepare( "SELECT capacity, taken FROM {$tables['capacity']} WHERE scope = %s", $scope ), ARRAY_A );
	return array(
		'bookings'           => $count( "SELECT COUNT(*) FROM {$tables['bookings']} WHERE event_id = %d" ),
		'completed_bookings' => $count( "SELECT COUNT(*) FROM {$tables['bookings']} WHERE event_id = %d AND status = 'completed'" ),
		'completed_tickets'  => $count( "SELECT COALESCE(SUM(quantity), 0) FROM {$tables['bookings']} WHERE event_id = %d AND status = 'completed'" ),
		'attendees'          => $count( "SELECT COUNT(*) FROM {$tables['attendees']} WHERE event_id = %d" ),
		'active_attendees'   => $count( "SELECT COUNT(*) FROM {$tables['attendees']} WHERE event_id = %d AND status = 'active'" ),
		'refunded_attendees' => $count( "SELECT COUNT(*) FROM {$tables['attendees']} WHERE event_id = %d AND status = 'refunded'" ),
		'responses'          => $count( "SELECT COUNT(*) FROM {$tables['responses']} WHERE event_id = %d" ),
		'bookings_without_attendees' => $count( "SELECT COUNT(*) FROM {$tables['bookings']} b WHERE b.event_id = %d AND NOT EXISTS ( SELECT 1 FROM {$tables['attendees']} a WHERE a.booking_id = b.id )" ),
		'bookings_short_of_attendees' => $count( "SELECT COUNT(*) FROM {$tables['bookings']} b WHERE b.event_id = %d AND b.quantity <> ( SELECT COUNT(*) FROM {$tables['attendees']} a WHERE a.booking_id = b.id )" ),
		'attendees_without_booking'  => $count( "SELECT COUNT(*) FROM {$tables['attendees']} a WHERE a.event_id = %d AND a.booking_id > 0 AND NOT EXISTS ( SELECT 1 FROM {$tables['bookings']} b WHERE b.id = a.booking_id )" ),
		'checked_in'         => $count( "SELECT COUNT(*) FROM {$tables['attendees']} WHERE event_id = %d AND checked_in_at IS NOT NULL" ),
		'checkin_rows'       => $count( "SELECT COUNT(*) FROM {$tables['checkins']} c JOIN {$tables['attendees']} a ON a.id = c.attendee_id WHERE a.event_id = %d AND c.result = 'checked_in'" ),
		'refused_scan_rows'  => $count( "SELECT COUNT(*) FROM {$tables['checkins']} c JOIN {$tables['attendees']} a ON a.id = c.attendee_id WHERE a.event_id = %d AND c.result <> 'checked_in'" ),
		'event_seats'        => $seats( 'event:' . $event ),
		'rsvp_seats'         => $seats( 'rsvp:' . $event ),
	);
}

// Row counts behind one event's tickets: ?event_id=.
eventsmith_test_route( '/ledger', 'GET', static fn( WP_REST_Request $request ): array => eventsmith_test_ledger( (int) $request['event_id'] ) );
