<?php
/**
 * Test-only helpers: facts about the running site and its plugin lifecycle,
 * for the smoke, asset, uninstall and demo-seed tests. Loaded by
 * eventsmith-test-helpers.php; every route needs manage_options.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// Every dependency named in every built *.asset.php, and whether WordPress registers it.
eventsmith_test_route( '/asset-dependencies', 'GET', static function (): array {
	$build = WP_PLUGIN_DIR . '/eventsmith/build';
	// Front-end requests register the core script modules on wp_enqueue_scripts; REST requests do not.
	wp_interactivity()->register_script_modules();
	$modules = ( new ReflectionProperty( WP_Script_Modules::class, 'registered' ) );
	$modules->setAccessible( true );
	$registered_modules = array_keys( $modules->getValue( wp_script_modules() ) );

	$files = array_merge( glob( $build . '/*/*.asset.php' ) ?: array(), glob( $build . '/*/*/*.asset.php' ) ?: array() );
	$report = array();
	foreach ( $files as $file ) {
		$asset     = require $file;
		$is_module = 'module' === ( $asset['type'] ?? '' );
		// 'lazy': handles loaded on demand (tools/webpack/lazy-dependencies-plugin.js); they must be registered too.
		foreach ( array_merge( $asset['dependencies'], $asset['lazy'] ?? array() ) as $dependency ) {
			$id       = is_array( $dependency ) ? $dependency['id'] : $dependency;
			$report[] = array(
				'file'       => substr( $file, strlen( $build ) + 1 ),
				'dependency' => $id,
				'kind'       => $is_module ? 'module' : 'script',
				'registered' => $is_module ? in_array( $id, $registered_modules, true ) : wp_script_is( $id, 'registered' ),
			);
		}
	}
	return $report;
} );

// Facts about the running site the smoke tests check.
eventsmith_test_route( '/environment', 'GET', static function (): array {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$administrator = get_role( 'administrator' );
	return array(
		'wp_version'     => get_bloginfo( 'version' ),
		'php_version'    => PHP_VERSION,
		'wp_debug'       => defined( 'WP_DEBUG' ) && WP_DEBUG,
		'wp_debug_log'   => defined( 'WP_DEBUG_LOG' ) ? WP_DEBUG_LOG : false,
		'plugin_active'  => is_plugin_active( 'eventsmith/plugin.php' ),
		'schema_version' => (int) get_option( 'eventsmith_schema_version', 0 ),
		'tables'         => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'eventsmith_' ) . '%' ) ),
		'admin_caps'     => array_keys( array_filter( $administrator ? $administrator->capabilities : array() ) ),
		'blocks'         => array_keys( array_filter( WP_Block_Type_Registry::get_instance()->get_all_registered(), static fn( $type ) => str_starts_with( $type->name, 'eventsmith/' ) ) ),
		'plugin_path'    => (string) realpath( WP_PLUGIN_DIR . '/eventsmith' ),
		'debug_log'      => is_readable( WP_CONTENT_DIR . '/debug.log' ) ? (string) file_get_contents( WP_CONTENT_DIR . '/debug.log' ) : '',
	);
} );

// Runs the plugin's uninstall.php as WordPress would when the plugin is deleted, then activates it again.
eventsmith_test_route( '/uninstall-and-reactivate', 'POST', static function (): array {
	global $wpdb;
	define( 'WP_UNINSTALL_PLUGIN', 'eventsmith/plugin.php' );
	include WP_PLUGIN_DIR . '/eventsmith/uninstall.php';
	$table = $wpdb->prefix . 'eventsmith_event_index';
	wp_cache_flush();
	$after = array(
		'table_exists'   => (bool) $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ),
		'settings'       => get_option( 'eventsmith_settings', null ),
		'schema_version' => get_option( 'eventsmith_schema_version', null ),
		'admin_has_cap'  => (bool) get_role( 'administrator' )->has_cap( 'eventsmith_manage_event' ),
	);
	\Eventsmith\Core\Plugin::activate();
	return $after;
} );

// Deactivates the plugin as the Plugins screen does (firing its deactivation hook) with cron
// events of its own scheduled, one with arguments and one under a hook no code names,
// reports the cron hooks left, then activates it again.
eventsmith_test_route( '/deactivate-and-reactivate', 'POST', static function (): array {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$hooks = static function (): array {
		$names = array();
		foreach ( (array) _get_cron_array() as $events ) {
			$names = array_merge( $names, array_keys( (array) $events ) );
		}
		$names = array_values( array_unique( $names ) );
		sort( $names );
		return $names;
	};
	wp_schedule_single_event( time() + HOUR_IN_SECONDS, 'eventsmith_test_probe', array( 42, 'x' ) );
	wp_schedule_event( time() + MINUTE_IN_SECONDS, 'hourly', 'eventsmith_test_later_job' );
	wp_schedule_single_event( time() + HOUR_IN_SECONDS, 'other_plugin_job' );
	$before = $hooks();
	deactivate_plugins( 'eventsmith/plugin.php' );
	$active = is_plugin_active( 'eventsmith/plugin.php' );
	$after  = $hooks();
	wp_clear_scheduled_hook( 'other_plugin_job' );
	$result = activate_plugin( 'eventsmith/plugin.php' );
	return array(
		'before'      => $before,
		'after'       => $after,
		'was_active'  => $active,
		'reactivated' => ! is_wp_error( $result ) && is_plugin_active( 'eventsmith/plugin.php' ),
	);
} );

// Runs the demo seeding service, as the blueprint and `wp eventsmith seed` do, and reports what it created.
eventsmith_test_route( '/seed', 'POST', static function ( WP_REST_Request $request ): array {
	$created = array();
	$report  = static function ( array $counts ) use ( &$created ): void {
		$created = $counts;
	};
	add_action( 'eventsmith_demo_seeded', $report );
	do_action( 'eventsmith_seed_demo', array( 'events' => (int) $request['events'] ) );
	remove_action( 'eventsmith_demo_seeded', $report );
	return $created;
} );

// The site language (Settings > General > Site Language stores it as WPLANG; '' is English).
eventsmith_test_route( '/language', 'POST', static function ( WP_REST_Request $request ): array {
	$locale = (string) $request['locale'];
	if ( '' !== $locale && ! preg_match( '/^[a-z]{2,3}(_[A-Z]{2})?$/', $locale ) ) {
		return array( 'error' => 'locale' );
	}
	// WordPress keeps only languages whose core pack is installed; test sites have none
	// (no downloads), and the plugin ships its own translation in languages/. Written
	// afresh: once the REST API registers WPLANG (default en_US), update_option() cannot
	// replace a stored 'en_US'.
	$keep = static fn(): string => $locale;
	add_filter( 'sanitize_option_WPLANG', $keep );
	delete_option( 'WPLANG' );
	add_option( 'WPLANG', $locale );
	remove_filter( 'sanitize_option_WPLANG', $keep );
	return array( 'locale' => get_option( 'WPLANG' ) );
} );

// Brings the site back to schema 10 with no title grams, then runs the migrations, as on an upgrade.
eventsmith_test_route( '/upgrade-from-schema-10', 'POST', static function (): array {
	global $wpdb;
	$wpdb->query( 'DELETE FROM ' . \Eventsmith\Infrastructure\Database\Tables::event_title_grams() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: table name only.
	update_option( \Eventsmith\Infrastructure\Database\Migrator::VERSION_OPTION, 10, true );
	$migrator = new \Eventsmith\Infrastructure\Database\Migrator();
	$migrator->migrate();
	return array(
		'schema_version' => $migrator->installed_version(),
		'grams'          => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \Eventsmith\Infrastructure\Database\Tables::event_title_grams() ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: table name only.
	);
} );

// Test sites start without events, so the dashboard's first-run welcome would stand above
// every screen of the browser tests: it is done before the plugin is activated (activation
// keeps a stored state). The welcome's own tests ask for the real first run below.
add_action(
	'init',
	static function (): void {
		if ( false === get_option( 'eventsmith_welcome_state' ) ) {
			add_option( 'eventsmith_welcome_state', 'done' );
		}
	}
);

// The first run: forgets the welcome and its samples, then activates the plugin as the Plugins
// screen does. With `park`, the events earlier tests made go to the trash first (a site without
// events, as a new one), and /welcome-done brings them back.
eventsmith_test_route( '/welcome-first-run', 'POST', static function ( WP_REST_Request $request ): array {
	if ( $request['park'] ) {
		$ids = get_posts(
			array(
				'post_type'   => 'eventsmith_event',
				'post_status' => 'any',
				'fields'      => 'ids',
				'numberposts' => -1,
			)
		);
		update_option( 'eventsmith_test_parked_events', array_merge( (array) get_option( 'eventsmith_test_parked_events', array() ), $ids ) );
		array_map( 'wp_trash_post', $ids );
	}
	delete_option( 'eventsmith_welcome_state' );
	delete_option( 'eventsmith_welcome_samples' );
	\Eventsmith\Core\Plugin::activate();
	return array( 'state' => get_option( 'eventsmith_welcome_state' ) );
} );

// Ends the welcome again, as the other tests expect it, and brings parked events back.
eventsmith_test_route( '/welcome-done', 'POST', static function (): array {
	update_option( 'eventsmith_welcome_state', 'done' );
	delete_option( 'eventsmith_welcome_samples' );
	add_filter( 'wp_untrash_post_status', 'wp_untrash_post_set_previous_status', 10, 3 );
	array_map( 'wp_untrash_post', array_map( 'intval', (array) get_option( 'eventsmith_test_parked_events', array() ) ) );
	delete_option( 'eventsmith_test_parked_events' );
	return array( 'state' => 'done' );
} );
