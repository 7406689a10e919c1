<?php
/**
 * Test support: a persistent object cache over Redis (php-redis), for the
 * production stack of tests/production/. Copied into wp-content/ by
 * tools/lib/production-stack.mjs; not part of the plugin.
 *
 * - Groups, global groups (shared by every site of a network) and
 *   non-persistent groups (kept in PHP memory for one request only).
 * - Keys: <prefix>:<blog id or "global">:<group>:<key>, the prefix being
 *   EVENTSMITH_REDIS_PREFIX or the database name plus the table prefix, so
 *   two sites or two networks on one Redis never read each other's values.
 * - add() is atomic (SET NX), incr()/decr() run in Redis (a Lua script that
 *   keeps the TTL and never goes below zero), flush() deletes this prefix only.
 * - When Redis cannot be reached (at connect time or later), the cache falls
 *   back to a per-request in-memory cache: the site keeps working, uncached.
 *
 * Settings: EVENTSMITH_REDIS_HOST (default 127.0.0.1), EVENTSMITH_REDIS_PORT
 * (default 6379), EVENTSMITH_REDIS_PREFIX.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

// phpcs:disable Squiz.Commenting.FunctionComment.Missing, Universal.Files.SeparateFunctionsFromOO.Mixed

/**
 * The object cache.
 */
final class WP_Object_Cache {

	private const INCR = "local v = redis.call('GET', KEYS[1]) if not v then return false end local n = tonumber(v) or 0 n = n + tonumber(ARGV[1]) if n < 0 then n = 0 end redis.call('SET', KEYS[1], n, 'KEEPTTL') return n";

	/** @var \Redis|null */
	private $redis = null;

	/** @var array<string, mixed> Values read or written this request, by full key. */
	private array $local = array();

	/** @var array<string, true> */
	private array $global_groups = array();

	/** @var array<string, true> */
	private array $non_persistent = array();

	private string $prefix;

	private string $blog = '1';

	public int $cache_hits = 0;

	public int $cache_misses = 0;

	public function __construct() {
		global $table_prefix;
		$this->prefix = defined( 'EVENTSMITH_REDIS_PREFIX' ) ? (string) EVENTSMITH_REDIS_PREFIX : ( defined( 'DB_NAME' ) ? DB_NAME : 'wp' ) . '_' . ( $table_prefix ?? 'wp_' );
		$this->blog   = function_exists( 'get_current_blog_id' ) ? (string) get_current_blog_id() : '1';
		if ( ! class_exists( 'Redis' ) ) {
			return;
		}
		try {
			$redis = new Redis();
			if ( $redis->connect( defined( 'EVENTSMITH_REDIS_HOST' ) ? EVENTSMITH_REDIS_HOST : '127.0.0.1', defined( 'EVENTSMITH_REDIS_PORT' ) ? (int) EVENTSMITH_REDIS_PORT : 6379, 0.5, null, 0, 0.5 ) ) {
				$redis->setOption( Redis::OPT_READ_TIMEOUT, 1.0 );
				$this->redis = $redis;
			}
		} catch ( Throwable $e ) {
			$this->redis = null;
		}
	}

	/** Whether values go to Redis (false: the in-memory fallback). */
	public function is_connected(): bool {
		return null !== $this->redis;
	}

	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ (string) $group ] = true;
		}
	}

	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent[ (string) $group ] = true;
		}
	}

	public function switch_to_blog( $blog_id ): void {
		$this->blog = (string) (int) $blog_id;
	}

	private function key( $key, $group ): string {
		$group = '' === (string) $group ? 'default' : (string) $group;
		$scope = isset( $this->global_groups[ $group ] ) ? 'global' : $this->blog;
		return $this->prefix . ':' . $scope . ':' . $group . ':' . $key;
	}

	private function persistent( $group ): bool {
		return null !== $this->redis && ! isset( $this->non_persistent[ '' === (string) $group ? 'default' : (string) $group ] );
	}

	/** Runs a Redis call; on a connection failure switches to the in-memory fallback. */
	private function call( callable $operation, $failed = false ) {
		try {
			return $operation( $this->redis );
		} catch ( Throwable $e ) {
			$this->redis = null;
			return $failed;
		}
	}

	private static function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- storage format of the cache.
	}

	private static function decode( string $raw ) {
		if ( preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		return unserialize( $raw ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.Found, WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- values this cache wrote.
	}

	private static function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$full = $this->key( $key, $group );
		if ( array_key_exists( $full, $this->local ) && ( ! $force || ! $this->persistent( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->local[ $full ] );
		}
		if ( ! $this->persistent( $group ) ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$raw = $this->call( static fn( $r ) => $r->get( $full ) );
		if ( ! is_string( $raw ) ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$found = true;
		++$this->cache_hits;
		$value                = self::decode( $raw );
		$this->local[ $full ] = $value;
		return self::copy( $value );
	}

	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$values = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = $this->get( $key, $group, $force );
		}
		return $values;
	}

	/**
	 * Writes a value; $mode 'nx' (add) or 'xx' (replace) makes the write conditional, atomically in Redis.
	 */
	private function write( $key, $value, $group, $expire, string $mode = '' ): bool {
		$full = $this->key( $key, $group );
		if ( ! $this->persistent( $group ) ) {
			$exists = array_key_exists( $full, $this->local );
			if ( ( 'nx' === $mode && $exists ) || ( 'xx' === $mode && ! $exists ) ) {
				return false;
			}
			$this->local[ $full ] = self::copy( $value );
			return true;
		}
		$options = array();
		if ( '' !== $mode ) {
			$options[] = $mode;
		}
		if ( (int) $expire > 0 ) {
			$options['ex'] = (int) $expire;
		}
		$encoded = self::encode( $value );
		$stored  = $this->call( static fn( $r ) => $r->set( $full, $encoded, $options ), null );
		if ( null === $stored && null === $this->redis ) {
			// Redis went away during this request: keep working in memory.
			return $this->write( $key, $value, $group, $expire, $mode );
		}
		if ( true !== $stored ) {
			return false;
		}
		$this->local[ $full ] = self::copy( $value );
		return true;
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) {
			return false;
		}
		return $this->write( $key, $data, $group, $expire, 'nx' );
	}

	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->write( $key, $data, $group, $expire, 'xx' );
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->write( $key, $data, $group, $expire );
	}

	public function delete( $key, $group = 'default' ): bool {
		$full   = $this->key( $key, $group );
		$cached = array_key_exists( $full, $this->local );
		unset( $this->local[ $full ] );
		if ( ! $this->persistent( $group ) ) {
			return $cached;
		}
		return (int) $this->call( static fn( $r ) => $r->del( $full ), 0 ) > 0 || $cached;
	}

	public function incr( $key, $offset = 1, $group = 'default' ) {
		$full = $this->key( $key, $group );
		if ( ! $this->persistent( $group ) ) {
			if ( ! array_key_exists( $full, $this->local ) ) {
				return false;
			}
			$value                = is_numeric( $this->local[ $full ] ) ? (int) $this->local[ $full ] : 0;
			$this->local[ $full ] = max( 0, $value + (int) $offset );
			return $this->local[ $full ];
		}
		$value = $this->call( static fn( $r ) => $r->eval( self::INCR, array( $full, (int) $offset ), 1 ) );
		if ( false === $value || null === $value ) {
			if ( null === $this->redis ) {
				return $this->incr( $key, $offset, $group );
			}
			return false;
		}
		$this->local[ $full ] = (int) $value;
		return (int) $value;
	}

	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, -(int) $offset, $group );
	}

	/** Deletes every key of this prefix (other sites on the same Redis keep theirs). */
	public function flush(): bool {
		$this->local = array();
		if ( null === $this->redis ) {
			return true;
		}
		return (bool) $this->call(
			function ( $r ) {
				return $this->delete_matching( $r, $this->prefix . ':*' );
			}
		);
	}

	public function flush_group( $group ): bool {
		$group = (string) $group;
		foreach ( array_keys( $this->local ) as $full ) {
			if ( str_contains( $full, ':' . $group . ':' ) ) {
				unset( $this->local[ $full ] );
			}
		}
		if ( null === $this->redis ) {
			return true;
		}
		$scope = isset( $this->global_groups[ $group ] ) ? 'global' : $this->blog;
		return (bool) $this->call(
			function ( $r ) use ( $scope, $group ) {
				return $this->delete_matching( $r, $this->prefix . ':' . $scope . ':' . $group . ':*' );
			}
		);
	}

	private function delete_matching( $redis, string $pattern ): bool {
		$iterator = null;
		do {
			$keys = $redis->scan( $iterator, $pattern, 500 );
			if ( is_array( $keys ) && array() !== $keys ) {
				$redis->del( $keys );
			}
		} while ( 0 !== $iterator && null !== $iterator );
		return true;
	}

	public function flush_runtime(): bool {
		$this->local = array();
		return true;
	}

	public function close(): bool {
		if ( null !== $this->redis ) {
			$this->call( static fn( $r ) => $r->close() );
		}
		return true;
	}

	public function stats(): void {
		printf( '<p>Redis: %s, hits %d, misses %d</p>', esc_html( null === $this->redis ? 'not connected' : 'connected' ), (int) $this->cache_hits, (int) $this->cache_misses );
	}
}

function wp_cache_init(): void {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
}

function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ): array {
	$done = array();
	foreach ( $data as $key => $value ) {
		$done[ $key ] = wp_cache_add( $key, $value, $group, $expire );
	}
	return $done;
}

function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
}

function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
}

function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ): array {
	$done = array();
	foreach ( $data as $key => $value ) {
		$done[ $key ] = wp_cache_set( $key, $value, $group, $expire );
	}
	return $done;
}

function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
}

function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
}

function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, $group );
}

function wp_cache_delete_multiple( array $keys, $group = '' ): array {
	$done = array();
	foreach ( $keys as $key ) {
		$done[ $key ] = wp_cache_delete( $key, $group );
	}
	return $done;
}

function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group );
}

function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->decr( $key, $offset, $group );
}

function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( $group );
}

function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

function wp_cache_close() {
	return $GLOBALS['wp_object_cache']->close();
}

function wp_cache_add_global_groups( $groups ): void {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}

function wp_cache_add_non_persistent_groups( $groups ): void {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}

function wp_cache_switch_to_blog( $blog_id ): void {
	$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
}

function wp_cache_reset(): void {
	$GLOBALS['wp_object_cache']->flush_runtime();
}
