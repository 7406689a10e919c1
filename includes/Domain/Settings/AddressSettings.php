<?php
/**
 * The seller lines of invoices and the events address: their form.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Settings;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Cleans `seller_details` and `events_slug` for SettingsSchema.
 */
final class AddressSettings {

	/**
	 * Seller lines for invoices: at most 10 lines of 200 characters, tags removed, empty lines dropped.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `seller_details` when it is not such text.
	 */
	public static function seller( mixed $value ): string {
		$lines = is_string( $value ) ? array_values( array_filter( array_map( static fn( string $line ): string => trim( (string) preg_replace( '/\s+/u', ' ', $line ) ), explode( "\n", strip_tags( str_replace( "\r", '', $value ) ) ) ), static fn( string $line ): bool => '' !== $line ) ) : null;
		if ( null === $lines || count( $lines ) > 10 || array() !== array_filter( $lines, static fn( string $line ): bool => mb_strlen( $line ) > 200 ) ) {
			throw DomainError::invalid( 'seller_details', __( 'seller_details must be at most 10 lines of at most 200 characters each.', 'eventsmith' ) );
		}
		return implode( "\n", $lines );
	}

	/**
	 * A URL slug: lowercase letters, digits and single hyphens, at most 60 characters; '' for the default.
	 * Whether a page already uses it is checked where pages are known (the settings repository).
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `events_slug` when it is not such a slug.
	 */
	public static function slug( mixed $value ): string {
		$slug = is_string( $value ) ? trim( trim( $value ), '/' ) : null;
		if ( null === $slug || ( '' !== $slug && ( strlen( $slug ) > 60 || 1 !== preg_match( '/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $slug ) ) ) ) {
			throw DomainError::invalid( 'events_slug', __( 'events_slug must be lowercase letters, digits and hyphens (such as "concerts"), at most 60 characters, or empty for the default.', 'eventsmith' ) );
		}
		return $slug;
	}
}
