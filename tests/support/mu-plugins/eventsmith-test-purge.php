<?php
/**
 * Test-only helpers: the page cache address in wp-config.php. A test site's
 * wp-config.php is written once per run, so a test may ask for
 * `EVENTSMITH_PURGE_HOST` to be defined on the requests that follow, as a
 * site owner would in wp-config.php. Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// {value: string|null}: the constant's value on later requests; null leaves it undefined.
eventsmith_test_route( '/purge-constant', 'POST', static function ( WP_REST_Request $request ): array {
	$value = $request['value'];
	if ( null === $value ) {
		delete_option( 'eventsmith_test_purge_constant' );
	} else {
		update_option( 'eventsmith_test_purge_constant', (string) $value, false );
	}
	return array( 'value' => null === $value ? null : (string) $value );
} );

$eventsmith_test_purge_constant = get_option( 'eventsmith_test_purge_constant', null );
if ( is_string( $eventsmith_test_purge_constant ) && ! defined( 'EVENTSMITH_PURGE_HOST' ) ) {
	define( 'EVENTSMITH_PURGE_HOST', $eventsmith_test_purge_constant );
}
unset( $eventsmith_test_purge_constant );
