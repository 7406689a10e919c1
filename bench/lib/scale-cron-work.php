<?php
/**
 * Work for the WP-Cron batches `npm run bench:scale` times, run with the site
 * loaded: reminders on (24 hours before, the site default), so the reminder
 * job queues mail for the attendees of the events starting soon; and 1,000
 * unpaid orders whose hold ended an hour ago, each holding one ticket of an
 * upcoming event, for the unpaid-order sweep to release. Written once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

// phpcs:disable -- a benchmark seed.

global $wpdb;

$settings                   = (array) get_option( \Eventsmith\Infrastructure\Settings\SettingsRepository::OPTION, array() );
$settings['reminder_hours'] = '24';
update_option( \Eventsmith\Infrastructure\Settings\SettingsRepository::OPTION, $settings );

$bookings = \Eventsmith\Infrastructure\Database\Tables::bookings();
if ( (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$bookings} WHERE status = 'pending'" ) > 0 ) {
	return;
}
$index     = \Eventsmith\Infrastructure\Database\Tables::event_index();
$attendees = \Eventsmith\Infrastructure\Database\Tables::attendees();
$events    = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT event_id FROM {$index} WHERE is_draft = 0 AND parent_id = 0 AND start_utc > %s ORDER BY start_utc LIMIT 1000 OFFSET 2000", gmdate( 'Y-m-d H:i:s' ) ) ) );
$expired   = gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS );
$created   = gmdate( 'Y-m-d H:i:s', time() - 2 * HOUR_IN_SECONDS );
$wpdb->query( 'START TRANSACTION' );
foreach ( $events as $n => $event ) {
	$wpdb->insert( $bookings, array( 'event_id' => $event, 'customer_name' => "Buyer {$n}", 'customer_email' => "buyer{$n}@example.org", 'line_items' => '[]', 'quantity' => 1, 'total' => 10, 'status' => 'pending', 'payment_method' => 'offline', 'expires_at' => $expired, 'created_at' => $created, 'updated_at' => $created ) );
	$wpdb->insert( $attendees, array( 'event_id' => $event, 'booking_id' => (int) $wpdb->insert_id, 'ticket_type' => 'Standard', 'name' => "Buyer {$n}", 'email' => "buyer{$n}@example.org", 'ticket_code' => md5( "scale-pending-{$n}" ), 'status' => 'pending', 'created_at' => $created ) );
}
$wpdb->query( 'COMMIT' );
