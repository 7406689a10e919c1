<?php
/**
 * Test-only helpers: users and nonces. Grants one capability to one user (as
 * long as there is no permissions API for it) and hands a logged-in test the
 * nonce an admin screen would print. Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// Gives one user one capability, as long as there is no permissions API: {username, capability}.
eventsmith_test_route( '/grant', 'POST', static function ( WP_REST_Request $request ): array|WP_Error {
	$user       = get_user_by( 'login', (string) $request['username'] );
	$capability = (string) $request['capability'];
	if ( ! $user || '' === $capability ) {
		return new WP_Error( 'eventsmith_test_no_user', 'Unknown user or empty capability.', array( 'status' => 400 ) );
	}
	$user->add_cap( $capability );
	return array(
		'username'   => $user->user_login,
		'capability' => $capability,
		'granted'    => true,
	);
} );

// A nonce for the current (logged-in) user and an action, as an admin screen would print it: ?action=.
eventsmith_test_route( '/nonce', 'GET', static fn( WP_REST_Request $request ): array => array( 'nonce' => wp_create_nonce( (string) $request['action'] ) ), 'is_user_logged_in' );
