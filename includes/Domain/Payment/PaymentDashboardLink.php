<?php
/**
 * A gateway that can link staff to a payment in its provider's dashboard.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * Optional for gateways added through `eventsmith_payment_gateways`: the purchase report and
 * the invoice link an order's payment reference to the address this answers. Stripe and PayPal
 * are known without it (ProviderLinks).
 */
interface PaymentDashboardLink {

	/**
	 * The payment's page in the provider's dashboard, or '' when the reference has none.
	 *
	 * @param string $reference The order's payment reference (bookings.payment_reference).
	 */
	public function dashboard_url( string $reference ): string;
}
