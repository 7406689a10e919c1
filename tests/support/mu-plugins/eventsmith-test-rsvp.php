<?php
/**
 * Test-only helpers: RSVPs from anonymous visitors. Hands out the RSVP form's
 * nonce as the event page would print it, and lets tests set the RSVP rate
 * limit they test (many RSVPs come from one address). Loaded by
 * eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// The RSVP form's nonce for an anonymous visitor, as the event page would print it.
// Public because the caller is anonymous; only mounted on test sites.
eventsmith_test_route( '/rsvp-nonce', 'GET', static fn(): array => array( 'nonce' => wp_create_nonce( 'eventsmith_rsvp' ) ), static fn(): bool => true );

// Sets the RSVP rate limit for the test site: {limit}.
eventsmith_test_route( '/rsvp-rate-limit', 'POST', static function ( WP_REST_Request $request ): array {
	update_option( 'eventsmith_test_rsvp_rate_limit', (int) $request['limit'] );
	return array( 'limit' => (int) $request['limit'] );
} );

// Tests fire many RSVPs from one address; they set the limit they test.
add_filter(
	'eventsmith_rsvp_rate_limit',
	static fn( int $limit ): int => (int) get_option( 'eventsmith_test_rsvp_rate_limit', 1000 )
);

// Declares the reverse proxies the RSVP rate limit trusts (as a site owner would).
eventsmith_test_route( '/trusted-proxies', 'POST', static function ( WP_REST_Request $request ): array {
	update_option( 'eventsmith_test_trusted_proxies', array_map( 'strval', (array) $request['proxies'] ) );
	return array( 'proxies' => get_option( 'eventsmith_test_trusted_proxies' ) );
} );
add_filter(
	'eventsmith_trusted_proxies',
	static fn( array $proxies ): array => array_merge( $proxies, (array) get_option( 'eventsmith_test_trusted_proxies', array() ) )
);

// A request carrying `X-Eventsmith-Test-Clock-Ahead: {seconds}` sees WordPress
// nonces as they would be that much later: the nonce tick is ceil( time / ( life / 2 ) ),
// so shrinking the life by time / ( time + ahead ) gives exactly the later tick.
// Per request, so parallel tests on the same site are not affected.
add_filter(
	'nonce_life',
	static function ( $life ) {
		$ahead = isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_CLOCK_AHEAD'] ) ? (int) $_SERVER['HTTP_X_EVENTSMITH_TEST_CLOCK_AHEAD'] : 0;
		if ( $ahead <= 0 ) {
			return $life;
		}
		$now = time();
		return $life * $now / ( $now + $ahead );
	},
	PHP_INT_MAX
);
