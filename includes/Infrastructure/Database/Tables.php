<?php
/**
 * Names of the plugin's custom tables.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database;

defined( 'ABSPATH' ) || exit;

/**
 * One place that knows the prefixed table names.
 */
final class Tables {

	/**
	 * The event index table (one row per event or occurrence).
	 */
	public static function event_index(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_event_index';
	}

	/**
	 * Every custom table, for uninstall.
	 *
	 * @return list<string>
	 */
	public static function all(): array {
		return array( self::event_index() );
	}
}
