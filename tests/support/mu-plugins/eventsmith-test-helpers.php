<?php
/**
 * Test-only helpers, never shipped: the entry point of the test sites'
 * must-use plugins. They let integration, concurrency and browser tests ask
 * the running WordPress about things no public API exposes; most routes
 * need manage_options.
 *
 * Each eventsmith-test-*.php beside this file holds one purpose (the shared
 * functions are in eventsmith-test-api.php). Where the whole folder is
 * mounted as mu-plugins (Playground), WordPress loads them itself; the native
 * sites copy only this file, so it loads the rest from the plugin's
 * tests/support/mu-plugins/. Either way each file is loaded once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

foreach ( array( 'api', 'site', 'users', 'rsvp', 'license', 'mail', 'interrupts', 'memory', 'ledger', 'bulk', 'elementor', 'visitors', 'tickets', 'embed', 'privacy', 'vendors', 'buddypress', 'mail-queue', 'hooks', 'explain', 'waitlist', 'purge', 'series', 'stripe', 'paypal', 'imports', 'eventin' ) as $eventsmith_test_part ) {
	$eventsmith_test_file = __DIR__ . "/eventsmith-test-{$eventsmith_test_part}.php";
	if ( ! is_file( $eventsmith_test_file ) ) {
		$eventsmith_test_file = WP_PLUGIN_DIR . "/eventsmith/tests/support/mu-plugins/eventsmith-test-{$eventsmith_test_part}.php";
	}
	require_once $eventsmith_test_file;
}
unset( $eventsmith_test_part, $eventsmith_test_file );
