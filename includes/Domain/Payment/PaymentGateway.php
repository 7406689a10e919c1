<?php
/**
 * What a payment method must do to take money for an order.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * A paid order is created `pending` with its seats held; the site's chosen gateway is then asked
 * to start the payment. A gateway completes the order later by calling
 * `do_action( 'eventsmith_payment_received', $booking_id, $gateway_id, $reference )` (from its
 * webhook or return page), or lets the hold time release it. Register one with the
 * `eventsmith_payment_gateways` filter (docs/payments.md).
 */
interface PaymentGateway {

	/**
	 * Stable id stored with the order and chosen in settings, e.g. "pay_later" or "stripe".
	 */
	public function id(): string;

	/**
	 * Name shown to staff in settings and to buyers at checkout.
	 */
	public function label(): string;

	/**
	 * Starts paying for a pending order.
	 *
	 * @param PaymentRequest $request The order to pay.
	 */
	public function start( PaymentRequest $request ): PaymentStart;
}
