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
			$response = wp_remote_request(
				$request['url'],
				array(
					'method'      => 'PURGE',
					'headers'     => array( 'Host' => $request['host'] ),
					'timeout'     => self::TIMEOUT,
					'redirection' => 0,
				)
			);
			$code = (int) wp_remote_retrieve_response_code( $response );
			if ( $code >= 200 && $code < 300 ) {
				++$acknowledged;
			}
		}
		return $acknowledged;
	}
}
