<?php
/**
 * Which cached pages an event change makes stale, and how to ask a page cache to drop them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Cache;

use Eventsmith\Domain\Registration\RegistrationSnapshot;

defined( 'ABSPATH' ) || exit;

/**
 * The rule behind page-cache purging: an event's edit, cancellation, capacity
 * change or sell-out changes its own page, the events archive (which lists
 * it with its state) and the home page (which may show upcoming events).
 * Figures that merely tick down (places left) do not purge: docs/caching.md
 * tells site owners they are as fresh as the cached page, and the server
 * checks capacity again on every answer.
 */
final class PurgeTargets {

	/**
	 * The pages a change to one event makes stale: unique absolute URLs, in order.
	 *
	 * @param string $event_url   The event's permalink ('' when it has none, e.g. a draft).
	 * @param string $archive_url The events archive ('' when the site has none).
	 * @param string $home_url    The home page.
	 * @return list<string>
	 */
	public static function for_event( string $event_url, string $archive_url, string $home_url ): array {
		$urls = array();
		foreach ( array( $event_url, $archive_url, $home_url ) as $url ) {
			$url = self::normalise( $url );
			if ( null !== $url && ! in_array( $url, $urls, true ) ) {
				$urls[] = $url;
			}
		}
		return $urls;
	}

	/**
	 * Whether a sale or an RSVP changed what visitors see: it did when the
	 * event's page now shows something sold out (a ticket type on offer, the
	 * RSVP, the event's places), as its registration snapshot answers.
	 *
	 * @param RegistrationSnapshot $snapshot The event's snapshot, read after the write.
	 */
	public static function sold_out( RegistrationSnapshot $snapshot ): bool {
		return $snapshot->shows_sold_out();
	}

	/**
	 * The request that drops one URL from a page cache: sent to the purge host
	 * (scheme, host and port of the cache), with the page's path and query,
	 * and the page's own host in the Host header (the cache keys pages by it).
	 *
	 * @param string $url        A URL from for_event().
	 * @param string $purge_host The cache's address, e.g. http://127.0.0.1:6081.
	 * @return array{url: string, host: string}|null Null when either is not an http(s) URL.
	 */
	public static function request( string $url, string $purge_host ): ?array {
		$page  = parse_url( $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- plain PHP, no WordPress here.
		$cache = parse_url( rtrim( $purge_host, '/' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- plain PHP, no WordPress here.
		if ( ! self::is_http( $page ) || ! self::is_http( $cache ) ) {
			return null;
		}
		$target = $cache['scheme'] . '://' . $cache['host'] . ( isset( $cache['port'] ) ? ':' . $cache['port'] : '' );
		$path   = ( $page['path'] ?? '/' ) . ( isset( $page['query'] ) ? '?' . $page['query'] : '' );
		return array(
			'url'  => $target . $path,
			'host' => $page['host'] . ( isset( $page['port'] ) ? ':' . $page['port'] : '' ),
		);
	}

	/**
	 * An absolute http(s) URL without its fragment, with a path; null otherwise.
	 *
	 * @param string $url URL.
	 */
	private static function normalise( string $url ): ?string {
		$parts = parse_url( trim( $url ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- plain PHP, no WordPress here.
		if ( ! self::is_http( $parts ) ) {
			return null;
		}
		return strtolower( $parts['scheme'] ) . '://' . strtolower( $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' )
			. ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
	}

	/**
	 * Whether parse_url() found an http(s) URL with a host.
	 *
	 * @param mixed $parts What parse_url() answered.
	 */
	private static function is_http( mixed $parts ): bool {
		return is_array( $parts ) && isset( $parts['scheme'], $parts['host'] ) && in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true );
	}
}
