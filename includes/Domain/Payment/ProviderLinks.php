<?php
/**
 * Where staff see a payment in its provider's dashboard.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe: a PaymentIntent (pi_…) or charge (ch_…, py_…) at dashboard.stripe.com/test/payments/{id}
 * in test mode, without /test in live mode; a Checkout Session (cs_…, an order not paid yet) has
 * no payment page. PayPal: a capture id at www.sandbox.paypal.com/activity/payment/{id} in the
 * sandbox, www.paypal.com live. The mode is the site's current one for that provider.
 */
final class ProviderLinks {

	public const STRIPE = 'stripe';
	public const PAYPAL = 'paypal';

	/**
	 * The dashboard address of an order's payment, '' when there is none.
	 *
	 * @param string               $method    The order's payment method (gateway id).
	 * @param string               $reference The order's payment reference.
	 * @param array<string, mixed> $settings  Site settings (stripe_mode, paypal_mode).
	 */
	public static function dashboard_url( string $method, string $reference, array $settings ): string {
		$live = static fn( string $key ): bool => 'live' === ( $settings[ $key ] ?? 'test' );
		if ( self::STRIPE === $method && 1 === preg_match( '/^(pi|ch|py)_[A-Za-z0-9]{6,250}$/', $reference ) ) {
			return 'https://dashboard.stripe.com/' . ( $live( 'stripe_mode' ) ? '' : 'test/' ) . 'payments/' . $reference;
		}
		if ( self::PAYPAL === $method && 1 === preg_match( '/^[A-Z0-9]{10,40}$/', $reference ) ) {
			return 'https://www.' . ( $live( 'paypal_mode' ) ? '' : 'sandbox.' ) . 'paypal.com/activity/payment/' . $reference;
		}
		return '';
	}
}
