<?php
/**
 * Test-only helpers: interrupted requests, for the transactional checks of
 * the concurrency suite (killed-request). Requests without the
 * X-Eventsmith-Test-Interrupt header are untouched. Loaded by
 * eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

/*
 * Transactional checks. A request carrying `X-Eventsmith-Test-Interrupt: die`
 * or `: pause` is interrupted just before it writes its second attendee row,
 * inside the booking's transaction: `die` ends the PHP request there, `pause`
 * writes the worker's process id to <temp dir>/eventsmith-test-paused-<port>-<X-Eventsmith-Test-Token>.pid
 * and sleeps (at most 60 s) so the test can kill the process. Requests without the header are untouched.
 */
add_filter(
	'query',
	static function ( string $query ): string {
		static $attendee_inserts = 0;
		$mode = isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_INTERRUPT'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_EVENTSMITH_TEST_INTERRUPT'] ) ) : '';
		if ( '' === $mode || ! str_starts_with( $query, 'INSERT INTO `' . $GLOBALS['wpdb']->prefix . 'eventsmith_attendees`' ) || 2 !== ++$attendee_inserts ) {
			return $query;
		}
		if ( 'pause' === $mode ) {
			// Read from disk by the test: a request to this server could queue behind the sleeping one.
			$token = isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_TOKEN'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_EVENTSMITH_TEST_TOKEN'] ) ) : '';
			$file  = sys_get_temp_dir() . '/eventsmith-test-paused-' . (int) $_SERVER['SERVER_PORT'] . '-' . $token . '.pid';
			// Written whole under a temporary name, then renamed: the test never reads half a number.
			file_put_contents( $file . '.tmp', (string) getmypid() );
			rename( $file . '.tmp', $file );
			sleep( 60 );
			return $query;
		}
		exit;
	}
);
