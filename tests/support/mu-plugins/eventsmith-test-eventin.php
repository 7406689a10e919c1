<?php
/**
 * Test-only helpers: Eventin next to Eventsmith (issue 35.1). Installs and activates Eventin
 * from its release zip, deactivates it again, checksums everything Eventin stores (its posts
 * and their meta, its terms, its speaker and organizer users and their meta, its tables), adds
 * an RSVP the way Eventin Pro's RSVP module stores it (the free plugin has no code that writes
 * one), and lists where imported objects came from. Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

const EVENTSMITH_TEST_EVENTIN = 'wp-event-solution/eventin.php';

// Unzips the release (when its folder is missing) and activates it: {active: true}.
eventsmith_test_route( '/eventin/install', 'POST', static function ( WP_REST_Request $request ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	if ( ! is_file( WP_PLUGIN_DIR . '/' . EVENTSMITH_TEST_EVENTIN ) ) {
		WP_Filesystem();
		$unzipped = unzip_file( (string) $request['zip'], WP_PLUGIN_DIR );
		if ( is_wp_error( $unzipped ) ) {
			return $unzipped;
		}
	}
	$active = activate_plugin( EVENTSMITH_TEST_EVENTIN );
	if ( is_wp_error( $active ) ) {
		return $active;
	}
	// Eventin's own dashboard runs its setup on first visit; answer none of its wizards.
	update_option( 'etn_wizard', 'active' );
	return array( 'active' => is_plugin_active( EVENTSMITH_TEST_EVENTIN ) );
} );

eventsmith_test_route( '/eventin/deactivate', 'POST', static function (): array {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	deactivate_plugins( EVENTSMITH_TEST_EVENTIN );
	return array( 'active' => is_plugin_active( EVENTSMITH_TEST_EVENTIN ) );
} );

// A checksum of all Eventin stores, and how many rows went into it.
eventsmith_test_route( '/eventin/checksum', 'GET', static function (): array {
	global $wpdb;
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: table names only.
	$queries = array(
		"SELECT * FROM {$wpdb->posts} WHERE post_type LIKE 'etn%' ORDER BY ID",
		"SELECT m.* FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type LIKE 'etn%' ORDER BY m.meta_id",
		"SELECT t.*, tt.* FROM {$wpdb->terms} t JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.taxonomy LIKE 'etn%' ORDER BY t.term_id",
		"SELECT r.* FROM {$wpdb->term_relationships} r JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = r.term_taxonomy_id WHERE tt.taxonomy LIKE 'etn%' ORDER BY r.object_id, r.term_taxonomy_id",
		"SELECT u.* FROM {$wpdb->users} u WHERE u.ID IN (SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = 'etn_speaker_category') ORDER BY u.ID",
		"SELECT m.* FROM {$wpdb->usermeta} m WHERE m.user_id IN (SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = 'etn_speaker_category') AND m.meta_key NOT IN ('session_tokens') ORDER BY m.umeta_id",
	);
	foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'etn' ) . '%' ) ) as $table ) {
		$queries[] = "SELECT * FROM `{$table}`";
	}
	$hash = hash_init( 'sha256' );
	$rows = 0;
	foreach ( $queries as $sql ) {
		foreach ( (array) $wpdb->get_results( $sql, ARRAY_N ) as $row ) { // prepared-parts: constant queries over table names.
			hash_update( $hash, (string) wp_json_encode( $row ) );
			++$rows;
		}
	}
	// phpcs:enable
	return array(
		'checksum' => hash_final( $hash ),
		'rows'     => $rows,
	);
} );

// An RSVP as Eventin Pro stores it: an etn_rsvp post titled with the name, its meta, a child post per guest.
eventsmith_test_route( '/eventin/rsvp', 'POST', static function ( WP_REST_Request $request ): array {
	$id = wp_insert_post(
		array(
			'post_type'   => 'etn_rsvp',
			'post_status' => 'publish',
			'post_title'  => (string) $request['name'],
		)
	);
	update_post_meta( $id, 'event_id', (int) $request['event_id'] );
	update_post_meta( $id, 'attendee_email', (string) $request['email'] );
	update_post_meta( $id, 'etn_rsvp_value', (string) $request['status'] );
	update_post_meta( $id, 'number_of_attendee', 1 + count( (array) $request['guests'] ) );
	foreach ( (array) $request['guests'] as $guest ) {
		$child = wp_insert_post(
			array(
				'post_type'   => 'etn_rsvp',
				'post_status' => 'publish',
				'post_parent' => $id,
				'post_title'  => (string) $guest['name'],
			)
		);
		update_post_meta( $child, 'attendee_email', (string) $guest['email'] );
	}
	return array( 'id' => $id );
} );

// Objects imported from Eventin: {type: {source id: object id}}.
eventsmith_test_route( '/eventin/origins', 'GET', static function (): array {
	global $wpdb;
	$out = array();
	foreach ( (array) $wpdb->get_results( "SELECT object_type, source_id, object_id FROM {$wpdb->prefix}eventsmith_import_origins WHERE source_kind = 'eventin' ORDER BY id", ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
		$out[ $row['object_type'] ][ $row['source_id'] ] = (int) $row['object_id'];
	}
	return $out;
} );

// The object types an Eventin run reads (kinds this site has no writer for are left out).
eventsmith_test_route( '/eventin/types/(?P<id>\d+)', 'GET', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$options = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT options FROM {$wpdb->prefix}eventsmith_imports WHERE id = %d", (int) $request['id'] ) ), true ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	return array_values( (array) ( $options['types'] ?? array() ) );
} );
