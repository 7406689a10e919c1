<?php
/**
 * Test-only helpers: BuddyPress. No copy of BuddyPress can be installed on the
 * test sites, so a test switches on a small stand-in
 * (tests/support/buddypress/buddypress-stand-in.php: the BuddyPress functions,
 * class and hooks the community integration uses, documented there) and
 * creates groups for it. Switched off (the default), no BuddyPress function
 * exists and the integration must load nothing. Loaded by
 * eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

if ( 'yes' === get_option( 'eventsmith_test_buddypress_active', 'no' ) ) {
	$eventsmith_test_bp_file = __DIR__ . '/../buddypress/buddypress-stand-in.php';
	if ( ! is_file( $eventsmith_test_bp_file ) ) {
		$eventsmith_test_bp_file = WP_PLUGIN_DIR . '/eventsmith/tests/support/buddypress/buddypress-stand-in.php';
	}
	require_once $eventsmith_test_bp_file;
	unset( $eventsmith_test_bp_file );
}

// {active: bool}: switches the stand-in on or off (from the next request on).
eventsmith_test_route( '/buddypress', 'POST', static function ( WP_REST_Request $request ): array {
	update_option( 'eventsmith_test_buddypress_active', $request['active'] ? 'yes' : 'no' );
	return array( 'active' => (bool) $request['active'] );
} );

// What of the integration is loaded in this request: hooks, routes, block, script module.
eventsmith_test_route( '/buddypress', 'GET', static function (): array {
	return array(
		'stand_in'    => function_exists( 'bp_is_active' ),
		'ajax_list'   => (bool) has_action( 'wp_ajax_eventsmith_bp_event_list' ),
		'ajax_event'  => (bool) has_action( 'wp_ajax_nopriv_eventsmith_bp_event' ),
		'block'       => WP_Block_Type_Registry::get_instance()->is_registered( 'eventsmith/group-events' ),
		'rest_routes' => array_values( array_filter( array_keys( rest_get_server()->get_routes() ), static fn( string $route ): bool => str_starts_with( $route, '/eventsmith/v2/community' ) ) ),
	);
} );

// Creates a group of the stand-in: {name, slug, status, admins, mods, members} (logins).
eventsmith_test_route( '/buddypress/groups', 'POST', static function ( WP_REST_Request $request ): array {
	$ids    = static fn( $logins ): array => array_values( array_filter( array_map( static fn( $login ) => (int) ( get_user_by( 'login', (string) $login )->ID ?? 0 ), (array) $logins ) ) );
	$groups = get_option( 'eventsmith_test_bp_groups', array() );
	$groups = is_array( $groups ) ? $groups : array();
	$id     = ( array() === $groups ? 0 : max( array_keys( $groups ) ) ) + 1;
	$slug   = sanitize_title( (string) ( $request['slug'] ?? $request['name'] ) );
	$groups[ $id ] = array(
		'id'      => $id,
		'name'    => sanitize_text_field( (string) $request['name'] ),
		'slug'    => $slug,
		'status'  => in_array( $request['status'], array( 'public', 'private', 'hidden' ), true ) ? $request['status'] : 'public',
		'admins'  => $ids( $request['admins'] ?? array() ),
		'mods'    => $ids( $request['mods'] ?? array() ),
		'members' => $ids( $request['members'] ?? array() ),
	);
	update_option( 'eventsmith_test_bp_groups', $groups, false );
	return array(
		'id'  => $id,
		'url' => add_query_arg( 'bp-group', $slug, home_url( '/' ) ),
	);
} );

// The stand-in's activity items.
eventsmith_test_route( '/buddypress/activity', 'GET', static function (): array {
	$items = get_option( 'eventsmith_test_bp_activity', array() );
	return is_array( $items ) ? $items : array();
} );
