<?php
/**
 * A payment method that can send money back through its provider.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Implemented by a gateway's refund side (Stripe's StripeRefunds; PayPal's captures refund):
 * asks the provider to refund an order's payment, whole or in part. The same key gives the same
 * effect, so a repeated call never refunds twice. A refusal throws the provider's message.
 */
interface RefundsPayments {

	/**
	 * Refunds an order's payment through the provider.
	 *
	 * @param array<string, mixed> $booking The order (BookingReport::present(): `id`, `payment_ref`, `currency`…).
	 * @param int|null             $amount  Amount in minor units (MinorUnits), or null for everything not refunded yet.
	 * @param string               $key     What makes the request unique, e.g. "late-12" or "tickets-12-40-41"
	 *                                      (the implementation adds the site and the provider's prefix).
	 * @throws DomainError When the provider refuses or does not answer; nothing was refunded then.
	 */
	public function refund_payment( array $booking, ?int $amount, string $key ): void;
}
