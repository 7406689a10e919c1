<?php
/**
 * Reads and writes the `eventsmith_settings` option.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Settings;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Settings\PaymentSettings;
use Eventsmith\Domain\Settings\SettingsSchema;
use Eventsmith\Infrastructure\Cache\PurgeHostConstant;

defined( 'ABSPATH' ) || exit;

/**
 * All settings live in one autoloaded option array.
 */
final class SettingsRepository {

	public const OPTION = 'eventsmith_settings';

	/**
	 * Settings only administrators (`manage_options`) may change: where PURGE
	 * requests go and whose X-Forwarded-For is believed shape the site's
	 * network, not the events.
	 */
	public const ADMIN_ONLY = array( 'purge_host', 'trusted_proxies' );

	/**
	 * Current settings, defaults filled in.
	 *
	 * @return array<string, mixed>
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		return SettingsSchema::with_defaults( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Current settings as they may be shown (REST, the dashboard): secrets masked.
	 *
	 * @return array<string, mixed>
	 */
	public function shown(): array {
		return PaymentSettings::masked( $this->all() );
	}

	/**
	 * Validates and stores a partial update.
	 *
	 * @param array<string, mixed> $changes Partial settings.
	 * @param list<string>         $locked  Settings the caller may not change (a value sent
	 *                                      unchanged is accepted).
	 * @return array<string, mixed> The stored settings.
	 * @throws DomainError When a value is not allowed, when a locked setting would change (403),
	 *                     or when `purge_host` would change while wp-config.php sets
	 *                     EVENTSMITH_PURGE_HOST; nothing is stored then.
	 */
	public function update( array $changes, array $locked = array() ): array {
		$current = $this->all();
		$next    = SettingsSchema::apply( $current, $changes );
		foreach ( $locked as $field ) {
			if ( ( $next[ $field ] ?? null ) !== ( $current[ $field ] ?? null ) ) {
				/* translators: %s: setting name, such as purge_host. */
				throw new DomainError( 'eventsmith_admin_only_setting', sprintf( __( '%s can only be changed by an administrator.', 'eventsmith' ), $field ), DomainError::FORBIDDEN, $field );
			}
		}
		if ( null !== PurgeHostConstant::value() && $next['purge_host'] !== $current['purge_host'] ) {
			throw DomainError::invalid( 'purge_host', __( 'purge_host cannot be changed here: the page cache purge address is set in wp-config.php (EVENTSMITH_PURGE_HOST). Change or remove it there.', 'eventsmith' ) );
		}
		$moved   = $next['events_slug'] !== $current['events_slug'];
		if ( $moved && '' !== $next['events_slug'] ) {
			EventsSlug::check_free( $next['events_slug'] );
		}
		update_option( self::OPTION, $next, true );
		if ( $moved ) {
			EventsSlug::rules_changed();
		}
		return $next;
	}
}
