<?php
/**
 * Test-only helpers: mail. Test sites have no mail transport, so each message
 * is kept where tests can read it (and clear it) instead of being sent.
 * Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// Mail captured on the test site (see the pre_wp_mail filter below), read and cleared.
// Test sites run no WP-Cron on page loads, so reading the mailbox first runs the
// background mail queue, as cron would have between the request and the reading.
eventsmith_test_route( '/mail', 'GET', static function (): array {
	do_action( 'eventsmith_mail_queue_run' );
	$mail = get_option( 'eventsmith_test_mail', array() );
	delete_option( 'eventsmith_test_mail' );
	return is_array( $mail ) ? $mail : array();
} );

// Test sites have no mail transport: keep each message where tests can read it, and report it sent.
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		if ( get_option( 'eventsmith_test_mail_queue_capture' ) ) {
			return $short_circuit; // The mail queue's capture (eventsmith-test-mail-queue.php) answers.
		}
		$mail   = get_option( 'eventsmith_test_mail', array() );
		// The sender as wp_mail() would set it: its default, then the wp_mail_from filters.
		$host   = (string) preg_replace( '#^www\.#', '', (string) wp_parse_url( network_home_url(), PHP_URL_HOST ) );
		$mail[] = array(
			'to'        => $atts['to'],
			'subject'   => $atts['subject'],
			'message'   => $atts['message'],
			'from'      => apply_filters( 'wp_mail_from', 'wordpress@' . $host ),
			'from_name' => apply_filters( 'wp_mail_from_name', 'WordPress' ),
		);
		update_option( 'eventsmith_test_mail', $mail, false );
		return true;
	},
	20,
	2
);
