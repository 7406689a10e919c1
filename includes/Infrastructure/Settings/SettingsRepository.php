<?php
/**
 * Reads and writes the `eventsmith_settings` option.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Settings;

use Eventsmith\Domain\Settings\SettingsSchema;

defined( 'ABSPATH' ) || exit;

/**
 * All settings live in one autoloaded option array.
 */
final class SettingsRepository {

	public const OPTION = 'eventsmith_settings';

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
	 * Validates and stores a partial update.
	 *
	 * @param array<string, mixed> $changes Partial settings.
	 * @return array<string, mixed> The stored settings.
	 * @throws \Eventsmith\Domain\DomainError When a value is not allowed; nothing is stored then.
	 */
	public function update( array $changes ): array {
		$current = $this->all();
		$next    = SettingsSchema::apply( $current, $changes );
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
