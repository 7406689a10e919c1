<?php
/**
 * Benchmark seed for `npm run bench:scale`, run with the site loaded after the
 * events (BulkEventSeeder), in one of two steps (SCALE_STEP):
 * - `posts`: SCALE_COUNT plain posts numbered from SCALE_FROM, spread over the
 *   last two years (WordPress's own side "at the same size");
 * - `attendees`: SCALE_ATTENDEES attendees written in bulk SQL:
 *   SCALE_SCANNER_TICKETS on one event starting soon (the scanner's), the rest
 *   ten to an event over the next events to start. Prints the scanner event's id.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

// phpcs:disable -- a benchmark seed.

global $wpdb;

$step            = (string) getenv( 'SCALE_STEP' );
$from            = (int) getenv( 'SCALE_FROM' );
$posts_wanted    = 'posts' === $step ? $from + (int) getenv( 'SCALE_COUNT' ) : 0;
$attendees       = (int) ( getenv( 'SCALE_ATTENDEES' ) ?: 100000 );
$scanner_tickets = (int) ( getenv( 'SCALE_SCANNER_TICKETS' ) ?: 10000 );
$index           = \Eventsmith\Infrastructure\Database\Tables::event_index();
$table           = \Eventsmith\Infrastructure\Database\Tables::attendees();
$now             = time();

$wpdb->query( 'START TRANSACTION' );

// Plain posts, in batches of 1,000 rows.
for ( $done = $from; $done < $posts_wanted; ) {
	$rows = array();
	for ( $i = 0; $i < 1000 && $done < $posts_wanted; $i++, $done++ ) {
		$date   = gmdate( 'Y-m-d H:i:s', $now - ( ( $done * 7919 ) % ( 730 * 86400 ) ) );
		$title  = sprintf( 'Plain post %07d', $done );
		$rows[] = $wpdb->prepare( "(1,%s,%s,%s,%s,'','publish','open','open',%s,%s,%s,'','','',0,'post')", $date, $date, '<!-- wp:paragraph --><p>A plain post of the benchmark.</p><!-- /wp:paragraph -->', $title, sanitize_title( $title ), $date, $date );
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_parent, post_type) VALUES " . implode( ',', $rows ) );
}

if ( 'attendees' !== $step ) {
	$wpdb->query( 'COMMIT' );
	return;
}

// The next single events to start: the scanner's first, then ten attendees each.
$upcoming = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT event_id FROM {$index} WHERE is_draft = 0 AND parent_id = 0 AND start_utc > %s ORDER BY start_utc LIMIT %d", gmdate( 'Y-m-d H:i:s', $now + 2 * HOUR_IN_SECONDS ), 1 + (int) ceil( max( 0, $attendees - $scanner_tickets ) / 10 ) ) ) );
$scanner  = array_shift( $upcoming );
$owners   = array_fill( 0, $scanner_tickets, $scanner );
foreach ( $upcoming as $event ) {
	array_push( $owners, ...array_fill( 0, 10, $event ) );
}
$owners  = array_slice( $owners, 0, $attendees );
$created = gmdate( 'Y-m-d H:i:s', $now );
foreach ( array_chunk( $owners, 1000, true ) as $chunk ) {
	$rows = array();
	foreach ( $chunk as $n => $event ) {
		$rows[] = $wpdb->prepare( "(%d,'Standard',%s,%s,%s,'active',%s)", $event, "Guest {$n}", "guest{$n}@example.org", md5( "scale-ticket-{$n}" ), $created );
	}
	$wpdb->query( "INSERT INTO {$table} (event_id, ticket_type, name, email, ticket_code, status, created_at) VALUES " . implode( ',', $rows ) );
}

$wpdb->query( 'COMMIT' );
wp_cache_flush();
echo $scanner;
