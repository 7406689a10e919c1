<?php
/**
 * Test-only helpers: what became of a series' occurrences, read straight
 * from the tables, so the concurrency suite can check that an edit of a
 * series racing bookings and a cancellation orphaned and oversold nothing.
 * Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

/**
 * For a series and the ids its occurrences had: how many of them are still
 * its occurrences, how many rows point at an id that is no event post, and
 * how many seat counters (event or RSVP) hold more than their capacity, or
 * fewer than the active attendees they stand for.
 *
 * @param int       $parent The series.
 * @param list<int> $ids    Occurrence ids before the race.
 * @return array{occurrences_kept: int, orphaned: int, oversold: int}
 */
function eventsmith_test_series_state( int $parent, array $ids ): array {
	global $wpdb;
	$tables = eventsmith_test_tables() + array( 'waitlist' => $wpdb->prefix . 'eventsmith_waitlist' );
	$ids    = array_values( array_filter( array_map( 'intval', $ids ) ) );
	if ( array() === $ids ) {
		return array(
			'occurrences_kept' => 0,
			'orphaned'         => 0,
			'oversold'         => 0,
		);
	}
	$holes = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
	// phpcs:disable WordPress.DB.PreparedSQL
	$kept     = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'eventsmith_event' AND post_parent = %d AND ID IN ({$holes})", $parent, ...$ids ) );
	$orphaned = 0;
	foreach ( array( 'attendees', 'bookings', 'responses', 'waitlist' ) as $table ) {
		$orphaned += (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$tables[ $table ]} t LEFT JOIN {$wpdb->posts} p ON p.ID = t.event_id AND p.post_type = 'eventsmith_event' WHERE t.event_id IN ({$holes}) AND p.ID IS NULL", ...$ids ) );
	}
	$oversold = 0;
	foreach ( $ids as $id ) {
		foreach ( array( 'event' => 'a.booking_id > 0', 'rsvp' => 'a.rsvp_id > 0' ) as $kind => $source ) {
			$seats = $wpdb->get_row( $wpdb->prepare( "SELECT capacity, taken FROM {$tables['capacity']} WHERE scope = %s", "{$kind}:{$id}" ), ARRAY_A );
			if ( null === $seats ) {
				continue;
			}
			$active = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$tables['attendees']} a WHERE a.event_id = %d AND a.status = 'active' AND {$source}", $id ) );
			$limit  = (int) $seats['capacity'];
			if ( $limit >= 0 && ( (int) $seats['taken'] > $limit || $active > $limit ) ) {
				++$oversold;
			}
		}
	}
	// phpcs:enable
	return array(
		'occurrences_kept' => $kept,
		'orphaned'         => $orphaned,
		'oversold'         => $oversold,
	);
}

// What became of a series' occurrences: ?parent=&ids=1,2,3.
eventsmith_test_route(
	'/series-state',
	'GET',
	static fn( WP_REST_Request $request ): array => eventsmith_test_series_state( (int) $request['parent'], wp_parse_id_list( (string) $request['ids'] ) )
);
