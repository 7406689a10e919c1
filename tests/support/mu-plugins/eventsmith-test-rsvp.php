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

add_action(
	'rest_api_init',
	static function (): void {
		// The RSVP form's nonce for an anonymous visitor, as the event page would print it.
		// Public because the caller is anonymous; only mounted on test sites.
		register_rest_route(
			'eventsmith-test/v1',
			'/rsvp-nonce',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn(): bool => true,
				'callback'            => static fn(): array => array( 'nonce' => wp_create_nonce( 'eventsmith_rsvp' ) ),
			)
		);

		// Sets the RSVP rate limit for the test site: {limit}.
		register_rest_route(
			'eventsmith-test/v1',
			'/rsvp-rate-limit',
			array(
				'methods'             => 'POST',
				'permission_callback' => 'eventsmith_test_admin_only',
				'callback'            => static function ( WP_REST_Request $request ): array {
					update_option( 'eventsmith_test_rsvp_rate_limit', (int) $request['limit'] );
					return array( 'limit' => (int) $request['limit'] );
				},
			)
		);
	}
);

// Tests fire many RSVPs from one address; they set the limit they test.
add_filter(
	'eventsmith_rsvp_rate_limit',
	static fn( int $limit ): int => (int) get_option( 'eventsmith_test_rsvp_rate_limit', 1000 )
);
