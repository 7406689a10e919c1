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

add_action(
	'rest_api_init',
	static function (): void {
		// Gives one user one capability, as long as there is no permissions API: {username, capability}.
		register_rest_route(
			'eventsmith-test/v1',
			'/grant',
			array(
				'methods'             => 'POST',
				'permission_callback' => 'eventsmith_test_admin_only',
				'callback'            => static function ( WP_REST_Request $request ): array|WP_Error {
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
				},
			)
		);

		// A nonce for the current (logged-in) user and an action, as an admin screen would print it: ?action=.
		register_rest_route(
			'eventsmith-test/v1',
			'/nonce',
			array(
				'methods'             => 'GET',
				'permission_callback' => 'is_user_logged_in',
				'callback'            => static fn( WP_REST_Request $request ): array => array( 'nonce' => wp_create_nonce( (string) $request['action'] ) ),
			)
		);
	}
);
