<?php
/**
 * Test-only helpers: lets tests set the embed route's rate limit they test
 * (every test request comes from one address). Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// Sets the embed rate limit for the test site: {limit}.
eventsmith_test_route( '/embed-rate-limit', 'POST', static function ( WP_REST_Request $request ): array {
	update_option( 'eventsmith_test_embed_rate_limit', (int) $request['limit'] );
	return array( 'limit' => (int) $request['limit'] );
} );

add_filter(
	'eventsmith_embed_rate_limit',
	static fn( int $limit ): int => (int) get_option( 'eventsmith_test_embed_rate_limit', 1000 )
);
