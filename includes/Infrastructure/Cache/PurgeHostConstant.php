<?php
/**
 * The page cache address set in wp-config.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Cache;

defined( 'ABSPATH' ) || exit;

/**
 * `EVENTSMITH_PURGE_HOST`, when wp-config.php defines it, wins over the
 * `purge_host` setting: the purge sender uses it, the settings screen shows it
 * and the settings route refuses to change the setting.
 */
final class PurgeHostConstant {

	public const NAME = 'EVENTSMITH_PURGE_HOST';

	/**
	 * The constant's value, or null when it is not defined.
	 */
	public static function value(): ?string {
		return defined( self::NAME ) ? (string) constant( self::NAME ) : null;
	}
}
