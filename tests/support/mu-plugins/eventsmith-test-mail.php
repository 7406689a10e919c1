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
eventsmith_test_route( '/mail', 'GET', static function (): array {
	$mail = get_option( 'eventsmith_test_mail', array() );
	delete_option( 'eventsmith_test_mail' );
	return is_array( $mail ) ? $mail : array();
} );

// Test sites have no mail transport: keep each message where tests can read it, and report it sent.
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		$mail   = get_option( 'eventsmith_test_mail', array() );
		$mail[] = array(
			'to'      => $atts['to'],
			'subject' => $atts['subject'],
			'message' => $atts['message'],
		);
		update_option( 'eventsmith_test_mail', $mail, false );
		return true;
	},
	20,
	2
);
