<?php
/**
 * Test-only helpers: peak memory (and the number of database queries) of one
 * request, for the export tests that check large exports stream. Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// With `X-Eventsmith-Test-Memory: 1`, the request's peak memory is kept for /eventsmith-test/v1/peak-memory.
if ( isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_MEMORY'] ) ) {
	register_shutdown_function(
		static function (): void {
			$queries = (int) $GLOBALS['wpdb']->num_queries;
			update_option( 'eventsmith_test_peak_memory', memory_get_peak_usage(), false );
			update_option( 'eventsmith_test_queries', $queries, false );
		}
	);
}

// Peak memory and database queries of the last request sent with X-Eventsmith-Test-Memory.
eventsmith_test_route(
	'/peak-memory',
	'GET',
	static fn(): array => array(
		'bytes'   => (int) get_option( 'eventsmith_test_peak_memory', 0 ),
		'queries' => (int) get_option( 'eventsmith_test_queries', 0 ),
	)
);
