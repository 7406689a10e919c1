<?php
/**
 * Where PayPal's REST API is.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\PayPal;

use Eventsmith\Infrastructure\Payment\TestApiBase;

defined( 'ABSPATH' ) || exit;

/**
 * Live mode calls https://api-m.paypal.com, test mode PayPal's sandbox. The constant
 * EVENTSMITH_TEST_PAYPAL_API_BASE (test support only, docs/payments.md) points the client at a
 * local stand-in instead, in either mode, and lets WordPress's safe HTTP functions reach that
 * one host and port.
 */
final class PayPalApi {

	/** PayPal's live API. */
	public const LIVE = 'https://api-m.paypal.com';

	/** PayPal's sandbox API (test mode). */
	public const SANDBOX = 'https://api-m.sandbox.paypal.com';

	/** The test-only constant. */
	public const TEST_CONSTANT = 'EVENTSMITH_TEST_PAYPAL_API_BASE';

	/**
	 * The API base URL of a mode, without a trailing slash.
	 *
	 * @param string $mode "live" or "test".
	 */
	public static function base( string $mode ): string {
		return ( new TestApiBase( self::TEST_CONSTANT ) )->url() ?? ( 'live' === $mode ? self::LIVE : self::SANDBOX );
	}

	/**
	 * Opens the stand-in's host and port to WordPress's safe HTTP calls, only while the test constant is defined.
	 */
	public function register_hooks(): void {
		( new TestApiBase( self::TEST_CONSTANT ) )->register_hooks();
	}
}
