<?php
/**
 * Refunds of Stripe orders go through Stripe first.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\Stripe;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Before staff refund an order paid through Stripe (`eventsmith_before_refund`), asks Stripe to
 * refund the whole PaymentIntent with an idempotency key of the order, so a repeated click never
 * refunds twice. Stripe refusing throws its message: the refund stops and the order stays completed.
 * A refund that Stripe itself reports (charge.refunded) is recorded without asking Stripe again.
 */
final class StripeRefunds {

	/** Whether the refund under way was reported by Stripe. */
	private bool $reported = false;

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client Stripe's API.
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * Listens for refunds.
	 */
	public function register_hooks(): void {
		add_action( 'eventsmith_before_refund', array( $this, 'before_refund' ) );
	}

	/**
	 * Refunds the order's payment in Stripe.
	 *
	 * @param mixed $booking The booking (status `completed`).
	 * @throws DomainError When Stripe refuses or does not answer (the refund stops).
	 */
	public function before_refund( $booking ): void {
		if ( $this->reported || ! is_array( $booking ) || StripeGateway::ID !== ( $booking['payment_method'] ?? '' ) ) {
			return;
		}
		$intent = (string) ( $booking['payment_ref'] ?? '' );
		if ( ! str_starts_with( $intent, 'pi_' ) ) {
			return; // Marked paid by staff, not through Stripe: nothing to send back there.
		}
		$this->client->post(
			'refunds',
			array(
				'payment_intent' => $intent,
				'metadata'       => array( 'order_id' => (string) $booking['id'] ),
			),
			'eventsmith-' . substr( hash( 'sha256', home_url() ), 0, 12 ) . '-refund-' . (int) $booking['id']
		);
	}

	/**
	 * Runs a refund Stripe reported, without asking Stripe to refund again.
	 *
	 * @param callable $refund The local refund.
	 * @return mixed What it returns.
	 */
	public function reported( callable $refund ): mixed {
		$this->reported = true;
		try {
			return $refund();
		} finally {
			$this->reported = false;
		}
	}
}
