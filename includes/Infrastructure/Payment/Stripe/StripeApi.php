<?php
/**
 * Where Stripe's API is and which version of it the plugin speaks.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\Stripe;

use Eventsmith\Infrastructure\Payment\TestApiBase;

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
		return ( new TestApiBase( self::TEST_CONSTANT ) )->url() ?? self::BASE;
	}

	/**
	 * Lets WordPress's safe HTTP functions reach the test stand-in (nothing when the constant is unset).
	 */
	public function register_hooks(): void {
		( new TestApiBase( self::TEST_CONSTANT ) )->register_hooks();
	}
}
