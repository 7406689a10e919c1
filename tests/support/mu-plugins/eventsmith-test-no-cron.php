<?php
/**
 * Test-only: the test sites run no WP-Cron on page loads. On Playground,
 * WordPress's loopback request to wp-cron.php holds the site's only PHP
 * worker for 10–15 s a few times per run, stalling whichever browser test
 * is waiting; the native sites set the same constant in wp-config.php.
 * Tests that need a scheduled task run it through a test route.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'DISABLE_WP_CRON' ) ) {
	define( 'DISABLE_WP_CRON', true );
}
