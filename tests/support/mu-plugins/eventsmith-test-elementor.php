<?php
/**
 * Test-only helpers: Elementor. No copy of Elementor can be installed on the
 * test sites, so a test may tell Eventsmith to treat it as active (through
 * the public `eventsmith_elementor_active` filter) to check what the builder
 * offers then. Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// {active: bool}: whether Eventsmith should treat Elementor as active.
eventsmith_test_route( '/elementor', 'POST', static function ( WP_REST_Request $request ): array {
	update_option( 'eventsmith_test_elementor_active', $request['active'] ? 'yes' : 'no' );
	return array( 'active' => (bool) $request['active'] );
} );

add_filter(
	'eventsmith_elementor_active',
	static fn( bool $active ): bool => 'yes' === get_option( 'eventsmith_test_elementor_active', 'no' ) || $active
);
