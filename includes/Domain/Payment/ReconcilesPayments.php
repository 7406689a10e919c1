<?php
/**
 * A payment method whose provider can be asked what became of an order's payment.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * For the webhook that never comes: the payment sweep (Infrastructure\Payment\PaymentReconciliation)
 * asks the gateway of each order still pending after its seat hold. The gateway reads the payment
 * at its provider (Stripe: the Checkout Session by its stored id) and, when it was paid, handles it
 * exactly as its webhook would (the order completes, is flagged, or takes the late-payment path).
 */
interface ReconcilesPayments {

	public const PAID   = 'paid';
	public const UNPAID = 'unpaid';

	/**
	 * Asks the provider about a pending order.
	 *
	 * @param array<string, mixed> $booking The order (BookingReport::present(), status `pending`).
	 * @return string|null 'paid' (the payment was found and handled), 'unpaid' (the provider took no
	 *                     payment and will take none any more: the sweep releases the seats), or null
	 *                     when it cannot tell yet (still payable, provider not answering): asked again later.
	 */
	public function reconcile( array $booking ): ?string;
}
