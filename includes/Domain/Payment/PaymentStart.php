<?php
/**
 * What a gateway answers when asked to start a payment.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * Either the buyer is sent to `redirect_url` (a hosted payment page), or shown `instructions`
 * (bank transfer, pay at the door) and the order waits for staff to mark it paid.
 */
final class PaymentStart {

	/**
	 * Constructor.
	 *
	 * @param string $instructions Plain text shown on the confirmation and in the e-mail ('' for none).
	 * @param string $redirect_url Payment page to send the buyer to ('' for none).
	 */
	public function __construct(
		public readonly string $instructions = '',
		public readonly string $redirect_url = ''
	) {}
}
