<?php
/**
 * The address of the events archive (`/events/` unless the settings name another).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Settings;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * The slug the event post type uses for its archive and its single pages. A change is
 * refused when a page (or another address of the plugin or of WordPress) already uses the
 * slug; an accepted change drops the stored rewrite rules, so that the next request rebuilds
 * them once with the new slug (never in the request that saved it, whose post type still
 * carries the old one).
 */
final class EventsSlug {

	/**
	 * Addresses WordPress itself answers.
	 */
	private const RESERVED = array( 'wp-admin', 'wp-content', 'wp-includes', 'wp-json', 'feed', 'page', 'category', 'tag', 'author', 'search', 'comments', 'embed', 'attachment', 'type' );

	/**
	 * The default slug (translated).
	 */
	public static function default(): string {
		return _x( 'events', 'URL slug', 'eventsmith' );
	}

	/**
	 * The slug in use.
	 *
	 * @param array<string, mixed> $settings Current settings.
	 */
	public static function of( array $settings ): string {
		$slug = (string) ( $settings['events_slug'] ?? '' );
		return '' === $slug ? self::default() : $slug;
	}

	/**
	 * Refuses a slug something else already answers.
	 *
	 * @param string $slug A well-formed slug (SettingsSchema checked its form).
	 * @throws DomainError Naming `events_slug`.
	 */
	public static function check_free( string $slug ): void {
		$own = array( _x( 'speakers', 'URL slug', 'eventsmith' ), _x( 'event-category', 'URL slug', 'eventsmith' ), _x( 'event-tag', 'URL slug', 'eventsmith' ) );
		if ( in_array( $slug, self::RESERVED, true ) || in_array( $slug, $own, true ) ) {
			/* translators: %s: the slug. */
			throw DomainError::invalid( 'events_slug', sprintf( __( 'events_slug: "%s" is an address WordPress or Eventsmith already uses. Choose another.', 'eventsmith' ), $slug ) );
		}
		$page = get_page_by_path( $slug, OBJECT, array( 'page', 'post' ) );
		if ( $page instanceof \WP_Post && 'trash' !== $page->post_status ) {
			throw DomainError::invalid(
				'events_slug',
				/* translators: 1: the slug, 2: title of the page that has it. */
				sprintf( __( 'events_slug: the page "%2$s" already has the address /%1$s/. Choose another slug or change the page\'s.', 'eventsmith' ), $slug, get_the_title( $page ) )
			);
		}
	}

	/**
	 * After the slug changed: let the next request rebuild the rewrite rules.
	 */
	public static function rules_changed(): void {
		delete_option( 'rewrite_rules' );
	}
}
