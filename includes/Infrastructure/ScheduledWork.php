<?php
/**
 * Unschedules every WP-Cron event of Eventsmith.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the plugin's events in the cron array by their hook's prefix, so a
 * job added later (with or without arguments) is covered without being listed.
 */
final class ScheduledWork {

	/** Every cron hook of the plugin starts with this. */
	public const PREFIX = 'eventsmith_';

	/**
	 * The plugin's cron hooks that have at least one event scheduled.
	 *
	 * @return list<string>
	 */
	public static function hooks(): array {
		$hooks = array();
		foreach ( (array) _get_cron_array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, self::PREFIX ) ) {
					$hooks[ (string) $hook ] = true;
				}
			}
		}
		return array_keys( $hooks );
	}

	/**
	 * Removes every event of every plugin hook, whatever its arguments.
	 *
	 * @return list<string> The hooks that were cleared.
	 */
	public static function unschedule_all(): array {
		$hooks = self::hooks();
		foreach ( $hooks as $hook ) {
			wp_unschedule_hook( $hook );
		}
		return $hooks;
	}
}
