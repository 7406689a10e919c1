<?php
/**
 * "Pay later / bank transfer": the order waits until staff mark it paid.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * Shows the buyer the site's payment instructions with the order number as the reference.
 */
final class PayLaterGateway implements PaymentGateway {

	public const ID = 'pay_later';

	/**
	 * Constructor.
	 *
	 * @param string $instructions The site's instructions (bank details…); a default sentence when empty.
	 */
	public function __construct( private string $instructions = '' ) {}

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return self::ID;
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Pay later / bank transfer', 'eventsmith' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param PaymentRequest $request The order to pay.
	 */
	public function start( PaymentRequest $request ): PaymentStart {
		$instructions = '' !== trim( $this->instructions )
			? trim( $this->instructions )
			: __( 'Your seats are held until we receive your payment. We will e-mail your tickets as soon as it arrives.', 'eventsmith' );
		return new PaymentStart(
			/* translators: 1: payment instructions, 2: amount with currency, 3: order number. */
			sprintf( __( '%1$s Amount due: %2$s. Please quote order #%3$d as the reference.', 'eventsmith' ), $instructions, $request->total . ' ' . $request->currency, $request->booking_id )
		);
	}
}
