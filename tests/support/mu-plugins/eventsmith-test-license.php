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

require_once __DIR__ . '/eventsmith-test-api.php';

// Lets a test check license keys made with its own throw-away key pair: {public_key}.
eventsmith_test_route( '/license-public-key', 'POST', static function ( WP_REST_Request $request ): array {
	update_option( 'eventsmith_test_license_public_key', (string) $request['public_key'] );
	return array( 'saved' => true );
} );

add_filter(
	'eventsmith_license_public_key',
	static function ( string $key ): string {
		$test_key = (string) get_option( 'eventsmith_test_license_public_key', '' );
		return '' !== $test_key ? $test_key : $key;
	}
);
