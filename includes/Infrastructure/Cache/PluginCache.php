<?php
/**
 * Where Eventsmith keeps values it can recompute.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Cache;

defined( 'ABSPATH' ) || exit;

/**
 * The object cache group `eventsmith` when a persistent object cache
 * (Redis, Memcached drop-in) is installed, so every web server sharing it
 * reads the same values; otherwise a transient of the same name (in the
 * options table, shared through the database). Values must be recomputable:
 * a cache may drop them at any time.
 */
final class PluginCache {

	public const GROUP = 'eventsmith';

	/**
	 * A kept value, or null.
	 *
	 * @param string $key Key (starting with `eventsmith_`).
	 */
	public function get( string $key ): mixed {
		$value = wp_using_ext_object_cache() ? wp_cache_get( $key, self::GROUP ) : get_transient( $key );
		return false === $value ? null : $value;
	}

	/**
	 * Keeps a value for at most `$seconds`.
	 *
	 * @param string $key     Key.
	 * @param mixed  $value   Value (not false).
	 * @param int    $seconds Lifetime.
	 */
	public function set( string $key, mixed $value, int $seconds ): void {
		if ( wp_using_ext_object_cache() ) {
			wp_cache_set( $key, $value, self::GROUP, $seconds );
			return;
		}
		set_transient( $key, $value, $seconds );
	}

	/**
	 * Forgets a value.
	 *
	 * @param string $key Key.
	 */
	public function delete( string $key ): void {
		wp_cache_delete( $key, self::GROUP );
		delete_transient( $key );
	}
}
