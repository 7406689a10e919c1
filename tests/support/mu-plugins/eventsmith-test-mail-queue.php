<?php
/**
 * Test-only helpers: the background mail queue. While capture is on, every
 * message the plugin sends is appended (under a lock, so parallel workers
 * never lose a line) to a log file the tests read; addresses at
 * fail.example are refused as a mail server would; a request carrying
 * `X-Eventsmith-Test-Interrupt: die-sending` ends its PHP process after
 * claiming a message and before sending it, as a killed worker would.
 * Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

/**
 * The capture log of this site (one per port).
 */
function eventsmith_test_mail_queue_log(): string {
	return sys_get_temp_dir() . '/eventsmith-test-mail-queue-' . absint( wp_unslash( $_SERVER['SERVER_PORT'] ?? 0 ) ) . '.jsonl';
}

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		if ( ! get_option( 'eventsmith_test_mail_queue_capture' ) ) {
			return $short_circuit;
		}
		$to = is_array( $atts['to'] ) ? implode( ',', $atts['to'] ) : (string) $atts['to'];
		if ( str_ends_with( $to, '@fail.example' ) ) {
			do_action( 'wp_mail_failed', new WP_Error( 'wp_mail_failed', '550 Mailbox unavailable' ) );
			return false;
		}
		$mode = isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_INTERRUPT'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_EVENTSMITH_TEST_INTERRUPT'] ) ) : '';
		if ( 'die-sending' === $mode ) {
			exit;
		}
		file_put_contents( eventsmith_test_mail_queue_log(), wp_json_encode( array( 'to' => $to, 'subject' => $atts['subject'] ) ) . "\n", FILE_APPEND | LOCK_EX );
		return true;
	},
	30, // After the site's own answer (the test sites drop mail at priority 10).
	2
);

// Capture on (and an empty queue and log) or off.
eventsmith_test_route( '/mail-queue/capture', 'POST', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$wpdb->query( 'DELETE FROM ' . $wpdb->prefix . 'eventsmith_mail_queue' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	wp_delete_file( eventsmith_test_mail_queue_log() );
	update_option( 'eventsmith_test_mail_queue_capture', $request['on'] ? 1 : 0, false );
	return array( 'on' => (bool) $request['on'] );
} );

// One WP-Cron batch of the queue, as the cron runner would start it.
eventsmith_test_route( '/mail-queue/run', 'POST', static function (): array {
	do_action( 'eventsmith_mail_queue_run' );
	return array( 'ran' => true );
} );

// Time passes: every backoff and every claim lease has run out.
eventsmith_test_route( '/mail-queue/later', 'POST', static function (): array {
	global $wpdb;
	$table = $wpdb->prefix . 'eventsmith_mail_queue';
	$wpdb->query( "UPDATE {$table} SET next_attempt_at = 0, lease_until = 0" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	return array( 'ok' => true );
} );

// The messages captured since capture was turned on, in order.
eventsmith_test_route( '/mail-queue/log', 'GET', static function (): array {
	$file = eventsmith_test_mail_queue_log();
	if ( ! is_file( $file ) ) {
		return array();
	}
	$lines = file( $file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
	return array_map( static fn( string $line ) => json_decode( $line, true ), false === $lines ? array() : $lines );
} );

// One run of the automatic reminders' WP-Cron job, as the cron runner would start it.
eventsmith_test_route( '/reminders/run', 'POST', static function ( WP_REST_Request $request ): array {
	global $wp_filter;
	$queued = 0;
	if ( $request->get_param( 'per_run' ) ) {
		$per_run = (int) $request->get_param( 'per_run' );
		add_filter( 'eventsmith_reminders_per_run', static fn() => $per_run );
	}
	wp_clear_scheduled_hook( 'eventsmith_reminders_continue' );
	foreach ( $wp_filter['eventsmith_reminders_run']->callbacks ?? array() as $callbacks ) {
		foreach ( $callbacks as $callback ) {
			$queued += (int) call_user_func( $callback['function'] );
		}
	}
	// Whether the run left more for a batch shortly after.
	return array( 'queued' => $queued, 'continues' => false !== wp_next_scheduled( 'eventsmith_reminders_continue' ) );
} );

// One run of the organizers' daily digest job, as the cron runner would start it.
eventsmith_test_route( '/organizer-digest/run', 'POST', static function (): array {
	global $wp_filter;
	$queued = 0;
	foreach ( $wp_filter['eventsmith_organizer_digest_run']->callbacks ?? array() as $callbacks ) {
		foreach ( $callbacks as $callback ) {
			$queued += (int) call_user_func( $callback['function'] );
		}
	}
	return array( 'queued' => $queued );
} );

// Time passes for the messages to one address: {recipient, days} moves their queued and sent times back.
eventsmith_test_route( '/mail-queue/age', 'POST', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$table = $wpdb->prefix . 'eventsmith_mail_queue';
	$days  = (int) $request['days'];
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	$rows = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET created_at = created_at - INTERVAL %d DAY, sent_at = sent_at - INTERVAL %d DAY WHERE recipient = %s", $days, $days, (string) $request['recipient'] ) );
	return array( 'aged' => (int) $rows );
} );

// The stored rows of one address: {recipient} → [{id, state, body, context}].
eventsmith_test_route( '/mail-queue/rows', 'GET', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$table = $wpdb->prefix . 'eventsmith_mail_queue';
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	return (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, state, body, context FROM {$table} WHERE LOWER(recipient) = %s ORDER BY id", strtolower( (string) $request['recipient'] ) ), ARRAY_A );
} );

// One run of the daily mail-queue clean-up, as WP-Cron would start it.
eventsmith_test_route( '/mail-queue/retention', 'POST', static function (): array {
	do_action( 'eventsmith_mail_retention' );
	return array( 'ran' => true );
} );
