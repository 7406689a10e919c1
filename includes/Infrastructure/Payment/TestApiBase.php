<?php
/**
 * The test-only override of a payment provider's API address.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * A provider's client calls the provider's own host unless a constant meant for tests
 * (EVENTSMITH_TEST_STRIPE_API_BASE, EVENTSMITH_TEST_PAYPAL_API_BASE; docs/payments.md) names a
 * plain http(s)://host[:port] of a local stand-in. Then, and only for that exact host and port,
 * WordPress's safe HTTP functions may call a loopback address.
 */
final class TestApiBase {

	/**
	 * Constructor.
	 *
	 * @param string $constant Name of the test-only constant.
	 */
	public function __construct( private string $constant ) {}

	/**
	 * The stand-in's base URL (no trailing slash) when the constant names one, else null.
	 */
	public function url(): ?string {
		if ( ! defined( $this->constant ) ) {
			return null;
		}
		$value = constant( $this->constant );
		if ( ! is_string( $value ) || 1 !== preg_match( '#^https?://[A-Za-z0-9.\-]+(:\d{1,5})?/?$#', $value ) ) {
			return null;
		}
		return rtrim( $value, '/' );
	}

	/**
	 * Lets WordPress's safe HTTP functions reach the stand-in (nothing when the constant is unset).
	 */
	public function register_hooks(): void {
		$test = $this->url();
		if ( null === $test ) {
			return;
		}
		$host = strtolower( (string) wp_parse_url( $test, PHP_URL_HOST ) );
		$port = (int) wp_parse_url( $test, PHP_URL_PORT );
		add_filter(
			'http_request_host_is_external',
			static fn( $external, $requested ): bool => (bool) $external || strtolower( (string) $requested ) === $host,
			10,
			2
		);
		if ( $port <= 0 ) {
			return;
		}
		add_filter(
			'http_allowed_safe_ports',
			static function ( $ports, $requested ) use ( $host, $port ): array {
				$ports = is_array( $ports ) ? $ports : array();
				if ( strtolower( (string) $requested ) === $host ) {
					$ports[] = $port;
				}
				return $ports;
			},
			10,
			2
		);
	}
}
