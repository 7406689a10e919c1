<?php
/**
 * Test-only helpers for multivendor sites: hands an event to an author (the
 * events API always files the caller), and marks users as vendors through
 * the eventsmith_is_vendor filter, as a multivendor plugin would.
 * Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// Makes a user the author of an event: {event_id, username}.
eventsmith_test_route( '/event-author', 'POST', static function ( WP_REST_Request $request ): array|WP_Error {
	$user  = get_user_by( 'login', (string) $request['username'] );
	$event = get_post( (int) $request['event_id'] );
	if ( ! $user || ! $event ) {
		return new WP_Error( 'eventsmith_test_unknown', 'Unknown user or event.', array( 'status' => 400 ) );
	}
	wp_update_post(
		array(
			'ID'          => $event->ID,
			'post_author' => $user->ID,
		)
	);
	return array(
		'event_id' => $event->ID,
		'author'   => $user->ID,
	);
} );

// Marks a user as a vendor through the filter only (no capability): {username}.
eventsmith_test_route( '/filter-vendor', 'POST', static function ( WP_REST_Request $request ): array|WP_Error {
	$user = get_user_by( 'login', (string) $request['username'] );
	if ( ! $user ) {
		return new WP_Error( 'eventsmith_test_no_user', 'Unknown user.', array( 'status' => 400 ) );
	}
	update_user_meta( $user->ID, 'eventsmith_test_filter_vendor', '1' );
	return array( 'username' => $user->user_login );
} );

add_filter(
	'eventsmith_is_vendor',
	static fn( bool $is, WP_User $user ): bool => $is || '1' === get_user_meta( $user->ID, 'eventsmith_test_filter_vendor', true ),
	10,
	2
);
