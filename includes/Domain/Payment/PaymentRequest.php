<?php
/**
 * The facts of an order a gateway needs to take its payment.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only: amounts are decimal strings in the currency given (never floats).
 */
final class PaymentRequest {

	/**
	 * Constructor.
	 *
	 * @param int    $booking_id     Order number.
	 * @param string $total          Amount, e.g. "49.98".
	 * @param string $currency       ISO 4217 code.
	 * @param string $customer_name  Buyer's name.
	 * @param string $customer_email Buyer's e-mail.
	 * @param string $event_title    What is bought.
	 * @param string $return_url     Where the buyer lands afterwards (the order page).
	 */
	public function __construct(
		public readonly int $booking_id,
		public readonly string $total,
		public readonly string $currency,
		public readonly string $customer_name,
		public readonly string $customer_email,
		public readonly string $event_title,
		public readonly string $return_url
	) {}
}
