<?php
/**
 * Loads the render test site (a real WordPress on MariaDB with Eventsmith
 * active, prepared by tools/prepare-render-site.mjs) so block tests run
 * WordPress's own do_blocks().
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

// No ABSPATH guard: this file loads WordPress itself (it runs before ABSPATH exists).

$eventsmith_site = (string) getenv( 'EVENTSMITH_RENDER_SITE' );
if ( '' === $eventsmith_site || ! is_file( $eventsmith_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "Set EVENTSMITH_RENDER_SITE to a site folder made by: node tools/prepare-render-site.mjs\n" );
	exit( 1 );
}

// A front-end request as WordPress would see it.
$_SERVER['HTTP_HOST']   = '127.0.0.1'; // phpcs:ignore Eventsmith.Security.SanitizedInput.NotSanitized -- a write, before WordPress loads.
$_SERVER['REQUEST_URI'] = '/'; // phpcs:ignore Eventsmith.Security.SanitizedInput.NotSanitized -- a write, before WordPress loads.
define( 'WP_ADMIN', false );
require $eventsmith_site . '/wp-load.php';
unset( $eventsmith_site );

require __DIR__ . '/RenderTestCase.php';
