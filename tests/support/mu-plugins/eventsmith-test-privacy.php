<?php
/**
 * Test-only helpers: runs the plugin's personal data exporters and erasers
 * the way Tools → Export / Erase Personal Data does (page 1, 2, … until
 * `done`), straight from WordPress's own filters, so a test sees exactly what
 * WordPress would. Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

/**
 * Runs every Eventsmith exporter or eraser for an address, page by page.
 *
 * @param string $filter    wp_privacy_personal_data_exporters or wp_privacy_personal_data_erasers.
 * @param string $email     Address.
 * @param int    $page_size Records per page (0 keeps the plugin's own).
 * @return array<string, array{name: string, pages: int, responses: list<array<string, mixed>>}> By exporter or eraser id.
 */
function eventsmith_test_privacy_run( string $filter, string $email, int $page_size ): array {
	$size = static fn(): int => $page_size;
	if ( $page_size > 0 ) {
		add_filter( 'eventsmith_privacy_page_size', $size );
	}
	$results = array();
	foreach ( apply_filters( $filter, array() ) as $id => $tool ) { // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound
		if ( ! str_starts_with( (string) $id, 'eventsmith-' ) ) {
			continue;
		}
		$responses = array();
		for ( $page = 1; $page <= 50; $page++ ) {
			$response    = call_user_func( $tool['callback'], $email, $page );
			$responses[] = $response;
			if ( ! empty( $response['done'] ) ) {
				break;
			}
		}
		$results[ $id ] = array(
			'name'      => (string) ( $tool['exporter_friendly_name'] ?? $tool['eraser_friendly_name'] ?? '' ),
			'pages'     => count( $responses ),
			'responses' => $responses,
		);
	}
	remove_filter( 'eventsmith_privacy_page_size', $size );
	return $results;
}

// Exports an address: {email, page_size?}.
eventsmith_test_route( '/privacy/export', 'POST', static fn( WP_REST_Request $request ): array => eventsmith_test_privacy_run( 'wp_privacy_personal_data_exporters', (string) $request['email'], (int) $request['page_size'] ) );

// Erases an address: {email, page_size?}.
eventsmith_test_route( '/privacy/erase', 'POST', static fn( WP_REST_Request $request ): array => eventsmith_test_privacy_run( 'wp_privacy_personal_data_erasers', (string) $request['email'], (int) $request['page_size'] ) );
