<?php
/**
 * Release tests: records every change of Eventsmith's schema version (one per
 * migration run) in wp-content/migration-log.txt, so a test can see that each
 * migration ran exactly once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_release_log = static function ( $old_value, $value ): void {
	file_put_contents( WP_CONTENT_DIR . '/migration-log.txt', "{$old_value}>{$value}\n", FILE_APPEND ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test log file.
};
add_action( 'update_option_eventsmith_schema_version', $eventsmith_release_log, 10, 2 );
add_action(
	'add_option_eventsmith_schema_version',
	static function ( $option, $value ) use ( $eventsmith_release_log ): void {
		$eventsmith_release_log( 0, $value );
	},
	10,
	2
);
