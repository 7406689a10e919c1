<?php
/**
 * Refunds of PayPal orders go through PayPal first.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\PayPal;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\MinorUnits;
use Eventsmith\Domain\Payment\PayPalAmount;
use Eventsmith\Domain\Payment\RefundsPayments;

defined( 'ABSPATH' ) || exit;

/**
 * Before staff refund an order paid through PayPal (`eventsmith_before_refund`), refunds its
 * capture (POST /v2/payments/captures/{id}/refund, the order's total, a PayPal-Request-Id of the
 * order, so a repeated click never refunds twice). Without an amount PayPal refunds what is left of
 * the capture, so a whole refund after some tickets were refunded sends back only the rest.
 * PayPal refusing throws its message: the refund stops and the order stays completed. Chosen
 * tickets (`eventsmith_before_ticket_refund`) are refunded the same way with their amount and a
 * PayPal-Request-Id of the ticket ids. An order marked paid by hand still holds the PayPal order
 * id; when PayPal has no capture for it, nothing is sent there. A refund PayPal itself reports
 * (PAYMENT.CAPTURE.REFUNDED) is recorded without asking PayPal again. A payment that arrived after
 * its order's seats were sold is refunded through refund_payment() (RefundsPayments).
 */
final class PayPalRefunds implements RefundsPayments {

	/** Whether the refund under way was reported by PayPal. */
	private bool $from_paypal = false;

	/**
	 * Constructor.
	 *
	 * @param PayPalClient $client PayPal's API.
	 */
	public function __construct( private PayPalClient $client ) {}

	/**
	 * Hooks into every refund staff start.
	 */
	public function register_hooks(): void {
		add_action( 'eventsmith_before_refund', array( $this, 'before_refund' ) );
		add_action( 'eventsmith_before_ticket_refund', array( $this, 'before_ticket_refund' ), 10, 3 );
	}

	/**
	 * Refunds the order's capture in PayPal.
	 *
	 * @param mixed $booking The booking (status `completed`).
	 * @throws DomainError When PayPal refuses or does not answer (the refund stops).
	 */
	public function before_refund( $booking ): void {
		if ( $this->from_paypal || ! is_array( $booking ) || PayPalGateway::ID !== ( $booking['payment_method'] ?? '' ) ) {
			return;
		}
		$capture = $this->capture_of( (string) ( $booking['payment_ref'] ?? '' ) );
		if ( '' === $capture ) {
			return; // Never paid through PayPal (marked paid by staff): nothing to send back there.
		}
		$this->refund_capture( $booking, $capture, null, (string) (int) $booking['id'] );
	}

	/**
	 * Refunds chosen tickets of an order paid through PayPal: their amount, once.
	 *
	 * @param mixed $booking The booking (status `completed`).
	 * @param mixed $tickets The ticket ids being refunded.
	 * @param mixed $amount  What they cost the buyer, in minor units.
	 * @throws DomainError When PayPal refuses or does not answer (nothing changes).
	 */
	public function before_ticket_refund( $booking, $tickets, $amount ): void {
		if ( $this->from_paypal || ! is_array( $booking ) || PayPalGateway::ID !== ( $booking['payment_method'] ?? '' ) || (int) $amount <= 0 ) {
			return;
		}
		$capture = $this->capture_of( (string) ( $booking['payment_ref'] ?? '' ) );
		if ( '' === $capture ) {
			return; // Never paid through PayPal (marked paid by staff): nothing to send back there.
		}
		$ids = array_map( 'intval', is_array( $tickets ) ? $tickets : array() );
		sort( $ids );
		$this->refund_capture( $booking, $capture, (int) $amount, (int) $booking['id'] . '-tickets-' . implode( '-', $ids ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $booking The order.
	 * @param int|null             $amount  Minor units, or null for what is left.
	 * @param string               $key     Unique part of the PayPal-Request-Id.
	 * @throws DomainError When PayPal refuses or does not answer.
	 */
	public function refund_payment( array $booking, ?int $amount, string $key ): void {
		$capture = $this->capture_of( (string) ( $booking['payment_ref'] ?? '' ) );
		if ( '' === $capture ) {
			throw new DomainError( 'eventsmith_paypal_error', __( 'This order has no PayPal payment to refund.', 'eventsmith' ), DomainError::CONFLICT );
		}
		$this->refund_capture( $booking, $capture, $amount, $key );
	}

	/**
	 * POST /v2/payments/captures/{id}/refund.
	 *
	 * @param array<string, mixed> $booking The order.
	 * @param string               $capture PayPal's capture id.
	 * @param int|null             $amount  Minor units, or null for what is left of the capture.
	 * @param string               $key     Unique part of the PayPal-Request-Id.
	 * @throws DomainError When PayPal refuses or does not answer.
	 */
	private function refund_capture( array $booking, string $capture, ?int $amount, string $key ): void {
		$currency = strtoupper( (string) $booking['currency'] );
		$body     = array( 'note_to_payer' => __( 'Your order was refunded.', 'eventsmith' ) );
		if ( null !== $amount ) {
			$body['amount'] = PayPalAmount::money( PayPalAmount::to_units( MinorUnits::from_minor( $amount, $currency ), $currency ), $currency );
		}
		$refund = $this->client->post( 'v2/payments/captures/' . rawurlencode( $capture ) . '/refund', $body, PayPalGateway::request_id( 'refund', $key ) );
		if ( ! in_array( $refund['status'] ?? '', array( 'COMPLETED', 'PENDING' ), true ) ) {
			/* translators: %s: the refund's status at PayPal. */
			throw new DomainError( 'eventsmith_paypal_error', sprintf( __( 'PayPal did not accept the refund (status %s).', 'eventsmith' ), sanitize_text_field( (string) ( $refund['status'] ?? '?' ) ) ), DomainError::CONFLICT );
		}
	}

	/**
	 * Runs a refund PayPal reported, without asking PayPal to refund again.
	 *
	 * @param callable $refund The local refund.
	 * @return mixed What it returns.
	 */
	public function reported( callable $refund ): mixed {
		$this->from_paypal = true;
		try {
			return $refund();
		} finally {
			$this->from_paypal = false;
		}
	}

	/**
	 * The capture to refund: the stored reference is a capture id once PayPal completed the order;
	 * a PayPal order id (order marked paid by hand) gives its completed capture, if any.
	 *
	 * @param string $reference Stored payment reference.
	 * @throws DomainError When PayPal does not answer.
	 */
	private function capture_of( string $reference ): string {
		if ( '' === $reference ) {
			return '';
		}
		try {
			$order = $this->client->get( 'v2/checkout/orders/' . rawurlencode( $reference ) );
		} catch ( DomainError $error ) {
			if ( 'eventsmith_paypal_not_found' === $error->error_code ) {
				return $reference; // Not an order: the capture itself.
			}
			throw $error;
		}
		foreach ( (array) ( $order['purchase_units'][0]['payments']['captures'] ?? array() ) as $capture ) {
			if ( is_array( $capture ) && 'COMPLETED' === ( $capture['status'] ?? '' ) && is_string( $capture['id'] ?? null ) ) {
				return $capture['id'];
			}
		}
		return '';
	}
}
