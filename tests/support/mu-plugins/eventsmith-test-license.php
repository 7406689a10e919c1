<?php
/**
 * Test-only helpers: licenses. Lets a test check license keys made with its
 * own throw-away key pair by swapping in its public key. Loaded by
 * eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	static function (): void {
		// Lets a test check license keys made with its own throw-away key pair: {public_key}.
		register_rest_route(
			'eventsmith-test/v1',
			'/license-public-key',
			array(
				'methods'             => 'POST',
				'permission_callback' => 'eventsmith_test_admin_only',
				'callback'            => static function ( WP_REST_Request $request ): array {
					update_option( 'eventsmith_test_license_public_key', (string) $request['public_key'] );
					return array( 'saved' => true );
				},
			)
		);
	}
);

add_filter(
	'eventsmith_license_public_key',
	static function ( string $key ): string {
		$test_key = (string) get_option( 'eventsmith_test_license_public_key', '' );
		return '' !== $test_key ? $test_key : $key;
	}
);
