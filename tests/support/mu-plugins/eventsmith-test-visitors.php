<?php
/**
 * Test-only helpers for the visitor pages: raw event meta (old or broken
 * data), post dates, and switching to the classic test theme. Loaded by
 * eventsmith-test-helpers.php; every route needs manage_options.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// The classic test theme lives with the tests.
register_theme_directory( WP_PLUGIN_DIR . '/eventsmith/tests/support/themes' );

// Writes one stored field of an event as it is, bypassing validation (old or broken data).
eventsmith_test_route( '/event-meta', 'POST', static function ( WP_REST_Request $request ): array {
	$id    = (int) $request['event_id'];
	$key   = \Eventsmith\Infrastructure\Events\EventMeta::key( (string) $request['field'] );
	$value = $request['value'];
	if ( null === $value ) {
		delete_post_meta( $id, $key );
	} else {
		update_post_meta( $id, $key, $value );
	}
	return array( 'event_id' => $id );
} );

// Sets the day a post was written (to prove lists do not sort by it).
eventsmith_test_route( '/post-date', 'POST', static function ( WP_REST_Request $request ): array {
	$id   = (int) $request['id'];
	$date = (string) $request['date'];
	wp_update_post(
		array(
			'ID'            => $id,
			'post_date'     => $date,
			'post_date_gmt' => get_gmt_from_date( $date ),
		)
	);
	return array( 'id' => $id );
} );

// Switches the theme (the classic test theme, or back to the default block theme).
eventsmith_test_route( '/theme', 'POST', static function ( WP_REST_Request $request ): array {
	switch_theme( sanitize_key( (string) $request['stylesheet'] ) );
	return array( 'stylesheet' => get_stylesheet() );
} );

// Sets a post's status as WordPress stores it (e.g. private, which the events API does not offer).
eventsmith_test_route( '/post-status', 'POST', static function ( WP_REST_Request $request ): array {
	$id = (int) $request['id'];
	wp_update_post(
		array(
			'ID'          => $id,
			'post_status' => sanitize_key( (string) $request['status'] ),
		)
	);
	return array( 'status' => get_post_status( $id ) );
} );

// Ids of the events the demo seed created (demo keys event-N and event-series), whatever later tests added.
eventsmith_test_route( '/demo-events', 'GET', static function (): array {
	global $wpdb;
	return array_map(
		'intval',
		$wpdb->get_col(
			$wpdb->prepare(
				"SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value LIKE %s",
				\Eventsmith\Infrastructure\Demo\DemoSeeder::DEMO_META,
				$wpdb->esc_like( 'event-' ) . '%'
			)
		)
	);
} );
