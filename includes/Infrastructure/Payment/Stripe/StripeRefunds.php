<?php
/**
 * Refunds of Stripe orders go through Stripe first.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\Stripe;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\RefundsPayments;

defined( 'ABSPATH' ) || exit;

/**
 * Before staff refund an order paid through Stripe (`eventsmith_before_refund`), asks Stripe to
 * refund the whole PaymentIntent with an idempotency key of the order, so a repeated click never
 * refunds twice. Stripe refusing throws its message: the refund stops and the order stays completed.
 * Chosen tickets (`eventsmith_before_ticket_refund`) are refunded the same way with their `amount`
 * and a key of the ticket ids. A refund that Stripe itself reports (charge.refunded) is recorded
 * without asking Stripe again. A payment that arrived after its order's seats were sold is refunded
 * through refund_payment() (RefundsPayments).
 */
final class StripeRefunds implements RefundsPayments {

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
		add_action( 'eventsmith_before_ticket_refund', array( $this, 'before_ticket_refund' ), 10, 3 );
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
		if ( ! str_starts_with( (string) ( $booking['payment_ref'] ?? '' ), 'pi_' ) ) {
			return; // Marked paid by staff, not through Stripe: nothing to send back there.
		}
		$this->refund_payment( $booking, null, (string) (int) $booking['id'] );
	}

	/**
	 * Refunds chosen tickets of an order paid through Stripe: their amount, once.
	 *
	 * @param mixed $booking The booking (status `completed`).
	 * @param mixed $tickets The ticket ids being refunded.
	 * @param mixed $amount  What they cost the buyer, in minor units.
	 * @throws DomainError When Stripe refuses or does not answer (nothing changes).
	 */
	public function before_ticket_refund( $booking, $tickets, $amount ): void {
		if ( $this->reported || ! is_array( $booking ) || StripeGateway::ID !== ( $booking['payment_method'] ?? '' ) || ! str_starts_with( (string) ( $booking['payment_ref'] ?? '' ), 'pi_' ) ) {
			return;
		}
		$ids = array_map( 'intval', is_array( $tickets ) ? $tickets : array() );
		sort( $ids );
		if ( (int) $amount > 0 ) {
			$this->refund_payment( $booking, (int) $amount, (int) $booking['id'] . '-tickets-' . implode( '-', $ids ) );
		}
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $booking The order.
	 * @param int|null             $amount  Minor units, or null for what is left.
	 * @param string               $key     Unique part of the idempotency key.
	 * @throws DomainError When Stripe refuses or does not answer.
	 */
	public function refund_payment( array $booking, ?int $amount, string $key ): void {
		$intent = (string) ( $booking['payment_ref'] ?? '' );
		if ( ! str_starts_with( $intent, 'pi_' ) ) {
			throw new DomainError( 'eventsmith_stripe_error', __( 'This order has no Stripe payment to refund.', 'eventsmith' ), DomainError::CONFLICT );
		}
		$params = array(
			'payment_intent' => $intent,
			'metadata'       => array( 'order_id' => (string) $booking['id'] ),
		);
		if ( null !== $amount ) {
			$params['amount'] = $amount;
		}
		$this->client->post( 'refunds', $params, 'eventsmith-' . substr( hash( 'sha256', home_url() ), 0, 12 ) . '-refund-' . $key );
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
