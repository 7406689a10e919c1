<?php
/**
 * Test-only helpers: peak memory of one request, for the export tests that
 * check large exports stream. Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

// With `X-Eventsmith-Test-Memory: 1`, the request's peak memory is kept for /eventsmith-test/v1/peak-memory.
if ( isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_MEMORY'] ) ) {
	register_shutdown_function(
		static fn() => update_option( 'eventsmith_test_peak_memory', memory_get_peak_usage(), false )
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		// Peak memory of the last request sent with X-Eventsmith-Test-Memory.
		register_rest_route(
			'eventsmith-test/v1',
			'/peak-memory',
			array(
				'methods'             => 'GET',
				'permission_callback' => 'eventsmith_test_admin_only',
				'callback'            => static fn(): array => array( 'bytes' => (int) get_option( 'eventsmith_test_peak_memory', 0 ) ),
			)
		);
	}
);
