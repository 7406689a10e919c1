<?php
/**
 * Test support: a cron runner for the mail queue of a site whose WP-Cron is
 * off, as `wp eventsmith mail-queue run` called again and again would be. It
 * runs batches (the `eventsmith_mail_queue_run` action) until no message is
 * queued or being sent, or the time is up, waiting a moment whenever what is
 * left is claimed by another worker or waits for its lease to run out.
 *
 *     php tests/support/mail-queue-runner.php <site folder> [seconds]
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.Security.EscapeOutput.OutputNotEscaped -- a command-line test tool.

if ( PHP_SAPI !== 'cli' || ! isset( $argv[1] ) ) {
	exit( 1 );
}
define( 'WP_ADMIN', false );
require rtrim( $argv[1], '/' ) . '/wp-load.php';

$eventsmith_until = microtime( true ) + (float) ( $argv[2] ?? 120 );
$eventsmith_table = $GLOBALS['wpdb']->prefix . 'eventsmith_mail_queue';
$eventsmith_runs  = 0;
while ( microtime( true ) < $eventsmith_until ) {
	do_action( 'eventsmith_mail_queue_run' );
	++$eventsmith_runs;
	$eventsmith_now  = time();
	$eventsmith_left = $GLOBALS['wpdb']->get_row( $GLOBALS['wpdb']->prepare( "SELECT SUM(state IN ('queued', 'sending')) AS waiting, SUM((state = 'queued' AND next_attempt_at <= %d) OR (state = 'sending' AND lease_until < %d)) AS due FROM {$eventsmith_table}", $eventsmith_now, $eventsmith_now ) );
	if ( 0 === (int) $eventsmith_left->waiting ) {
		break;
	}
	if ( 0 === (int) $eventsmith_left->due ) {
		usleep( 250000 );
	}
}
echo 'batches=' . (int) $eventsmith_runs . "\n";
