<?php
/**
 * Benchmark seed: Eventin data the way Eventin 4.1.18 stores it, written in bulk SQL (the bench
 * measures the import, not Eventin's own screens). Speakers and organizers are users with
 * Eventin's roles and user meta; events are `etn` posts with Eventin's meta (dates and times in
 * the admin screen's format, timezone, location, two ticket variations, speakers); every event
 * has orders (`etn-order`) and attendees (`etn-attendee`), a fifth of them checked in.
 *
 * Run with the site loaded: EVENTIN_EVENTS, EVENTIN_ATTENDEES (per event) set the size.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

// phpcs:disable -- a benchmark seed.

global $wpdb;

$events_wanted = (int) ( getenv( 'EVENTIN_EVENTS' ) ?: 10000 );
$per_event     = false === getenv( 'EVENTIN_ATTENDEES' ) ? 5 : (int) getenv( 'EVENTIN_ATTENDEES' );
$now           = gmdate( 'Y-m-d H:i:s' );

$insert = static function ( string $table, array $columns, array $rows ) use ( $wpdb ): void {
	foreach ( array_chunk( $rows, 1000 ) as $chunk ) {
		$values = array();
		foreach ( $chunk as $row ) {
			$values[] = '(' . implode( ',', array_map( static fn( $v ) => is_int( $v ) ? (string) $v : "'" . esc_sql( (string) $v ) . "'", $row ) ) . ')';
		}
		$wpdb->query( "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $values ) );
	}
};

// Speakers and organizers: 40 users.
$speakers = array();
$user_id  = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->users}" );
$users    = array();
$umeta    = array();
for ( $i = 1; $i <= 40; $i++ ) {
	$id         = ++$user_id;
	$role       = $i <= 30 ? 'speaker' : 'organizer';
	$speakers[] = $id;
	$users[]    = array( $id, "bench-{$role}-{$i}", '', "bench-{$role}-{$i}@example.org", $now, "Bench {$role} {$i}" );
	foreach ( array(
		$wpdb->prefix . 'capabilities' => serialize( array( "etn-{$role}" => true ) ),
		'etn_speaker_title'             => "Bench {$role} {$i}",
		'etn_speaker_website_email'     => "bench-{$role}-{$i}@example.org",
		'etn_speaker_designation'       => 'Engineer',
		'etn_company_name'              => 'Bench Co',
		'etn_speaker_summery'           => '<p>Speaks at benchmarks.</p>',
		'etn_speaker_category'          => serialize( array( $role ) ),
		'etn_speaker_group'             => '[]',
	) as $key => $value ) {
		$umeta[] = array( $id, $key, $value );
	}
}
$insert( $wpdb->users, array( 'ID', 'user_login', 'user_pass', 'user_email', 'user_registered', 'display_name' ), $users );
$insert( $wpdb->usermeta, array( 'user_id', 'meta_key', 'meta_value' ), $umeta );

// Events, their orders and attendees.
$post_id = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" );
$posts   = array();
$meta    = array();
$flush   = static function () use ( &$posts, &$meta, $insert, $wpdb ): void {
	$insert( $wpdb->posts, array( 'ID', 'post_author', 'post_date', 'post_date_gmt', 'post_modified', 'post_modified_gmt', 'post_title', 'post_content', 'post_excerpt', 'to_ping', 'pinged', 'post_content_filtered', 'post_status', 'post_name', 'post_type' ), $posts );
	$insert( $wpdb->postmeta, array( 'post_id', 'meta_key', 'meta_value' ), $meta );
	$posts = array();
	$meta  = array();
};
$post = static function ( int $id, string $type, string $title, string $content, string $status ) use ( &$posts, $now ): void {
	$posts[] = array( $id, 1, $now, $now, $now, $now, $title, $content, '', '', '', '', $status, "{$type}-{$id}", $type );
};
for ( $e = 1; $e <= $events_wanted; $e++ ) {
	$event = ++$post_id;
	$day   = gmdate( 'Y-m-d', strtotime( '2027-01-01 UTC' ) + ( $e % 700 ) * DAY_IN_SECONDS );
	$post( $event, 'etn', "Bench event {$e}", '<p>An event of the Eventin import benchmark.</p>', 'publish' );
	$tickets = array(
		array( 'etn_ticket_name' => 'Standard', 'etn_ticket_price' => 15, 'etn_avaiilable_tickets' => 200, 'etn_ticket_slug' => "standard-{$e}", 'etn_min_ticket' => 1, 'etn_max_ticket' => 10, 'start_date' => '2026-12-01', 'start_time' => '09:00 AM', 'end_date' => $day, 'end_time' => '08:00 AM' ),
		array( 'etn_ticket_name' => 'VIP', 'etn_ticket_price' => 90, 'etn_avaiilable_tickets' => 20, 'etn_ticket_slug' => "vip-{$e}", 'etn_min_ticket' => 1, 'etn_max_ticket' => 2 ),
	);
	foreach ( array(
		'etn_start_date'        => $day,
		'etn_end_date'          => $day,
		'etn_start_time'        => '09:00 AM',
		'etn_end_time'          => '05:30 PM',
		'event_timezone'        => 'Europe/Berlin',
		'event_type'            => 'offline',
		'etn_event_location'    => serialize( array( 'address' => "Hall {$e}, Berlin" ) ),
		'etn_ticket_variations' => serialize( $tickets ),
		'etn_event_speaker'     => serialize( array( $speakers[ $e % 30 ] ) ),
		'etn_event_organizer'   => serialize( array( $speakers[ 30 + $e % 10 ] ) ),
		'etn_total_avaiilable_tickets' => 220,
	) as $key => $value ) {
		$meta[] = array( $event, $key, $value );
	}
	$order = ++$post_id;
	$post( $order, 'etn-order', '', '', 'draft' );
	foreach ( array(
		'customer_fname' => 'Buyer',
		'customer_lname' => (string) $e,
		'customer_email' => "buyer-{$e}@example.org",
		'status'         => 'completed',
		'event_id'       => $event,
		'tickets'        => serialize( array( array( 'ticket_slug' => "standard-{$e}", 'ticket_quantity' => $per_event, 'ticket_price' => 15 ) ) ),
		'total_price'    => 15 * $per_event,
		'payment_method' => 'stripe',
	) as $key => $value ) {
		$meta[] = array( $order, $key, $value );
	}
	for ( $a = 1; $a <= $per_event; $a++ ) {
		$attendee = ++$post_id;
		$post( $attendee, 'etn-attendee', '', '', 'publish' );
		foreach ( array(
			'etn_name'                    => "Attendee {$e}-{$a}",
			'etn_email'                   => "attendee-{$e}-{$a}@example.org",
			'etn_event_id'                => $event,
			'ticket_name'                 => 'Standard',
			'ticket_slug'                 => "standard-{$e}",
			'etn_unique_ticket_id'        => substr( md5( "{$e}-{$a}" ), 0, 10 ),
			'eventin_order_id'            => $order,
			'etn_status'                  => 'success',
			'etn_ticket_price'            => 15,
			'etn_attendeee_ticket_status' => 1 === $a ? 'used' : 'unused',
		) as $key => $value ) {
			$meta[] = array( $attendee, $key, $value );
		}
	}
	if ( 0 === $e % 500 ) {
		$flush();
	}
}
$flush();
echo wp_json_encode( array( 'events' => $events_wanted, 'attendees' => $events_wanted * $per_event, 'speakers' => count( $speakers ) ) ), "\n";
