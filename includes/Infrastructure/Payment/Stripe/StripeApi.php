<?php
/**
 * Where Stripe's API is and which version of it the plugin speaks.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Production always calls https://api.stripe.com. The constant EVENTSMITH_TEST_STRIPE_API_BASE
 * (test support only, docs/payments.md) points the client at a local stand-in such as
 * http://127.0.0.1:9822; then, and only for that exact host and port, WordPress's safe HTTP
 * functions are allowed to call a loopback address.
 */
final class StripeApi {

	/** The API version every request pins (Stripe-Version header). */
	public const VERSION = '2024-06-20';

	/** Stripe's API. */
	public const BASE = 'https://api.stripe.com';

	/** The test-only constant. */
	public const TEST_CONSTANT = 'EVENTSMITH_TEST_STRIPE_API_BASE';

	/**
	 * The API base URL, without a trailing slash.
	 */
	public static function base(): string {
		$test = self::test_base();
		return null === $test ? self::BASE : $test;
	}

	/**
	 * The stand-in's base URL when the test constant names a plain http(s)://host[:port], else null.
	 */
	private static function test_base(): ?string {
		if ( ! defined( self::TEST_CONSTANT ) ) {
			return null;
		}
		$value = constant( self::TEST_CONSTANT );
		if ( ! is_string( $value ) || 1 !== preg_match( '#^https?://[A-Za-z0-9.\-]+(:\d{1,5})?/?$#', $value ) ) {
			return null;
		}
		return rtrim( $value, '/' );
	}

	/**
	 * Lets WordPress's safe HTTP functions reach the test stand-in (nothing when the constant is unset).
	 */
	public function register_hooks(): void {
		$test = self::test_base();
		if ( null === $test ) {
			return;
		}
		$host = (string) wp_parse_url( $test, PHP_URL_HOST );
		$port = (int) wp_parse_url( $test, PHP_URL_PORT );
		add_filter(
			'http_request_host_is_external',
			static fn( $external, $requested ): bool => (bool) $external || strtolower( (string) $requested ) === strtolower( $host ),
			10,
			2
		);
		if ( $port > 0 ) {
			add_filter(
				'http_allowed_safe_ports',
				static function ( $ports, $requested ) use ( $host, $port ): array {
					$ports = is_array( $ports ) ? $ports : array();
					if ( strtolower( (string) $requested ) === strtolower( $host ) ) {
						$ports[] = $port;
					}
					return $ports;
				},
				10,
				2
			);
		}
	}
}
