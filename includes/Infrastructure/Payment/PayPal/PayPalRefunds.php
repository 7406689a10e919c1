<?php
/**
 * Refunds of PayPal orders go through PayPal first.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\PayPal;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\PayPalAmount;

defined( 'ABSPATH' ) || exit;

/**
 * Before staff refund an order paid through PayPal (`eventsmith_before_refund`), refunds its
 * capture (POST /v2/payments/captures/{id}/refund, the order's total, a PayPal-Request-Id of the
 * order, so a repeated click never refunds twice). PayPal refusing throws its message: the refund
 * stops and the order stays completed. An order marked paid by hand still holds the PayPal order
 * id; when PayPal has no capture for it, nothing is sent there. A refund PayPal itself reports
 * (PAYMENT.CAPTURE.REFUNDED) is recorded without asking PayPal again.
 */
final class PayPalRefunds {

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
		$currency = strtoupper( (string) $booking['currency'] );
		$refund   = $this->client->post(
			'v2/payments/captures/' . rawurlencode( $capture ) . '/refund',
			array(
				'amount'        => PayPalAmount::money( PayPalAmount::to_units( number_format( (float) $booking['total'], 2, '.', '' ), $currency ), $currency ),
				'note_to_payer' => __( 'Your order was refunded.', 'eventsmith' ),
			),
			PayPalGateway::request_id( 'refund', (string) (int) $booking['id'] )
		);
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
