<?php
/**
 * Sends HTTP PURGE requests to the site's page cache.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Cache;

use Eventsmith\Domain\Cache\PurgeTargets;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Asks a page cache (Varnish, nginx with a purge module, a CDN's purge
 * endpoint behind a proxy) to drop pages. Off unless a purge host is set:
 * the constant `EVENTSMITH_PURGE_HOST` when wp-config.php defines it, else
 * the "Page cache purge address" setting (`purge_host`, e.g.
 * `http://127.0.0.1:6081`), filtered by `eventsmith_purge_host`. Each request
 * waits at most half a second, so a slow or absent cache never holds an edit up.
 *
 * Requests go through `wp_safe_remote_request()`, which refuses local and
 * private addresses and ports other than 80, 443 and 8080; while one PURGE is
 * sent, exactly the configured purge host (and its port) is let through, and
 * nothing else. WordPress's check cannot read a bracketed IPv6 address
 * (`http://[::1]:6081`): such a host is sent with `wp_remote_request()`
 * (no redirects either way), as the address is an administrator's setting or
 * wp-config.php's constant, never a visitor's input.
 */
final class PurgeSender {

	private const TIMEOUT = 0.5;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Holds the `purge_host` setting.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * The cache's address, or '' when purging is off.
	 */
	public function host(): string {
		$host = PurgeHostConstant::value() ?? (string) $this->settings->all()['purge_host'];
		/**
		 * Filters where PURGE requests go (scheme, host and port of the page cache); '' turns purging off.
		 *
		 * @param string $host The `EVENTSMITH_PURGE_HOST` constant when wp-config.php defines it, else the
		 *                     `purge_host` setting (Settings → Advanced → Page cache purge address), or ''.
		 */
		return (string) apply_filters( 'eventsmith_purge_host', $host );
	}

	/**
	 * Sends one PURGE per URL.
	 *
	 * @param list<string> $urls Pages to drop.
	 * @return int How many the cache acknowledged (2xx).
	 */
	public function send( array $urls ): int {
		$host = $this->host();
		if ( '' === $host ) {
			return 0;
		}
		$acknowledged = 0;
		foreach ( $urls as $url ) {
			$request = PurgeTargets::request( (string) $url, $host );
			if ( null === $request ) {
				continue;
			}
			$response = $this->request( $request['url'], $request['host'] );
			$code = (int) wp_remote_retrieve_response_code( $response );
			if ( $code >= 200 && $code < 300 ) {
				++$acknowledged;
			}
		}
		return $acknowledged;
	}

	/**
	 * Sends one PURGE, letting exactly the purge host through WordPress's safe-URL check.
	 *
	 * @param string $url  The cache's address with the page's path.
	 * @param string $host The page's Host header.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function request( string $url, string $host ): array|\WP_Error {
		$args  = array(
			'method'      => 'PURGE',
			'headers'     => array( 'Host' => $host ),
			'timeout'     => self::TIMEOUT,
			'redirection' => 0,
		);
		$parts = wp_parse_url( $url );
		$name  = is_array( $parts ) ? strtolower( (string) ( $parts['host'] ?? '' ) ) : '';
		if ( '' === $name || str_starts_with( $name, '[' ) ) {
			return wp_remote_request( $url, $args );
		}
		$port     = isset( $parts['port'] ) ? (int) $parts['port'] : null;
		$external = static fn( mixed $is_external, string $checked ): bool => (bool) $is_external || strtolower( trim( $checked, '.' ) ) === $name;
		$ports    = static function ( mixed $allowed, string $checked ) use ( $name, $port ): mixed {
			if ( null !== $port && is_array( $allowed ) && strtolower( trim( $checked, '.' ) ) === $name ) {
				$allowed[] = $port;
			}
			return $allowed;
		};
		add_filter( 'http_request_host_is_external', $external, 10, 2 );
		add_filter( 'http_allowed_safe_ports', $ports, 10, 2 );
		try {
			return wp_safe_remote_request( $url, $args );
		} finally {
			remove_filter( 'http_request_host_is_external', $external, 10 );
			remove_filter( 'http_allowed_safe_ports', $ports, 10 );
		}
	}
}
