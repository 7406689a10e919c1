<?php
/**
 * PayPal's webhook deliveries.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\PayPal;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\MinorUnits;
use Eventsmith\Domain\Payment\PayPalAmount;
use Eventsmith\Infrastructure\Payment\PaymentEventLedger;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\TicketRefunds;

defined( 'ABSPATH' ) || exit;

/**
 * Every delivery is verified by PayPal itself (POST /v1/notifications/verify-webhook-signature
 * with the PAYPAL-* headers, the webhook id setting and the raw event); anything but SUCCESS is
 * refused (400) before anything is read. An event id is handled once. Then:
 * - PAYMENT.CAPTURE.COMPLETED: the order completes when amount and currency match (else flagged);
 * - PAYMENT.CAPTURE.DENIED: a pending order gives its seats back at once;
 * - PAYMENT.CAPTURE.REFUNDED (the whole amount): a completed order is refunded, its seats released;
 * - CHECKOUT.ORDER.APPROVED: the order is captured here, for buyers who closed the tab at PayPal.
 * Each change is a conditional update, so order does not matter: completed stays completed after
 * a later DENIED, and a replay changes nothing.
 */
final class PayPalEvents {

	/** The delivery headers PayPal's verification needs, by the name it gives them. */
	public const HEADERS = array(
		'transmission_id'   => 'PAYPAL-TRANSMISSION-ID',
		'transmission_time' => 'PAYPAL-TRANSMISSION-TIME',
		'transmission_sig'  => 'PAYPAL-TRANSMISSION-SIG',
		'cert_url'          => 'PAYPAL-CERT-URL',
		'auth_algo'         => 'PAYPAL-AUTH-ALGO',
	);

	/**
	 * Constructor.
	 *
	 * @param string             $webhook_id The webhook's id in the PayPal app.
	 * @param PayPalClient       $client     PayPal's API.
	 * @param PayPalCaptures     $captures   Captures and settles orders.
	 * @param BookingService     $bookings   Reads and refunds orders.
	 * @param PaymentEventLedger $ledger     Events already handled.
	 * @param PayPalRefunds      $refunds    Refunds PayPal reports are not sent back to it.
	 * @param TicketRefunds|null $tickets    What chosen tickets refunded here cost (their PayPal refunds raise no flag).
	 */
	public function __construct(
		private string $webhook_id,
		private PayPalClient $client,
		private PayPalCaptures $captures,
		private BookingService $bookings,
		private PaymentEventLedger $ledger,
		private PayPalRefunds $refunds,
		private ?TicketRefunds $tickets = null
	) {}

	/**
	 * Handles one webhook delivery.
	 *
	 * @param string                $payload Raw body.
	 * @param array<string, string> $headers The delivery's headers, keyed as in HEADERS.
	 * @return array{received: bool, duplicate: bool, order: int} What was done.
	 * @throws DomainError (400) When the delivery is not verified or no PayPal event; nothing changes then.
	 */
	public function receive( string $payload, array $headers ): array {
		$event = json_decode( $payload, true );
		if ( ! is_array( $event ) || ! is_string( $event['id'] ?? null ) || ! is_string( $event['event_type'] ?? null ) || ! is_array( $event['resource'] ?? null ) ) {
			throw DomainError::invalid( 'payload', __( 'The payload is not a PayPal webhook event.', 'eventsmith' ), 'eventsmith_paypal_payload' );
		}
		$this->verify( $payload, $headers );
		$outcome = array(
			'received'  => true,
			'duplicate' => $this->ledger->seen( PayPalGateway::ID, $event['id'] ),
			'order'     => 0,
		);
		if ( $outcome['duplicate'] ) {
			return $outcome;
		}
		$resource         = $event['resource'];
		$outcome['order'] = match ( $event['event_type'] ) {
			'PAYMENT.CAPTURE.COMPLETED' => $this->captures->settle( $resource, '', 'COMPLETED' ),
			'PAYMENT.CAPTURE.DENIED'    => $this->captures->settle( $resource, '', 'DENIED' ),
			'PAYMENT.CAPTURE.REFUNDED'  => $this->refunded( $resource ),
			'CHECKOUT.ORDER.APPROVED'   => $this->approved( $resource ),
			default                     => 0,
		};
		$this->ledger->record( PayPalGateway::ID, $event['id'], $event['event_type'], $outcome['order'] );
		return $outcome;
	}

	/**
	 * Asks PayPal whether it sent this delivery.
	 *
	 * @param string                $payload Raw body, sent back byte for byte as `webhook_event`.
	 * @param array<string, string> $headers Delivery headers.
	 * @throws DomainError (400) Unless PayPal answers SUCCESS.
	 */
	private function verify( string $payload, array $headers ): void {
		if ( '' === $this->webhook_id ) {
			throw self::unverified( __( 'No PayPal webhook id is set in Settings → Payments.', 'eventsmith' ) );
		}
		$fields = array();
		foreach ( self::HEADERS as $field => $header ) {
			$value = trim( (string) ( $headers[ $field ] ?? '' ) );
			if ( '' === $value ) {
				/* translators: %s: HTTP header name. */
				throw self::unverified( sprintf( __( 'The delivery has no %s header.', 'eventsmith' ), $header ) );
			}
			$fields[] = wp_json_encode( $field ) . ':' . wp_json_encode( $value );
		}
		$fields[] = '"webhook_id":' . wp_json_encode( $this->webhook_id );
		try {
			$answer = $this->client->post_json( 'v1/notifications/verify-webhook-signature', '{' . implode( ',', $fields ) . ',"webhook_event":' . trim( $payload ) . '}' );
		} catch ( DomainError $error ) {
			throw self::unverified( $error->getMessage() );
		}
		if ( 'SUCCESS' !== ( $answer['verification_status'] ?? '' ) ) {
			throw self::unverified( __( 'PayPal did not confirm that it sent this delivery.', 'eventsmith' ) );
		}
	}

	/**
	 * An approved PayPal order of ours that is still pending here: capture it now.
	 *
	 * @param array<string, mixed> $order PayPal's order.
	 * @return int The site's order (0 when none of ours).
	 */
	private function approved( array $order ): int {
		$id = PayPalCaptures::digits( $order['purchase_units'][0]['custom_id'] ?? '' );
		try {
			$booking = $id > 0 ? $this->bookings->get( $id ) : null;
		} catch ( DomainError ) {
			return 0;
		}
		if ( null === $booking || PayPalGateway::ID !== $booking['payment_method'] || 'pending' !== $booking['status'] || ! is_string( $order['id'] ?? null ) ) {
			return null === $booking ? 0 : $id;
		}
		// PayPal not answering now throws (409): the delivery is not recorded and PayPal sends it again.
		return $this->captures->capture( $order['id'] );
	}

	/**
	 * A capture refunded in PayPal: the whole amount refunds the order here; part of it flags it.
	 *
	 * @param array<string, mixed> $refund PayPal's refund.
	 * @return int The site's order (0 when none of ours).
	 */
	private function refunded( array $refund ): int {
		$capture = '';
		foreach ( (array) ( $refund['links'] ?? array() ) as $link ) {
			if ( is_array( $link ) && 'up' === ( $link['rel'] ?? '' ) && 1 === preg_match( '#/captures/([A-Za-z0-9]+)$#', (string) ( $link['href'] ?? '' ), $match ) ) {
				$capture = $match[1];
			}
		}
		$id = '' === $capture ? 0 : $this->bookings->by_payment_reference( $capture );
		try {
			$booking = $id > 0 ? $this->bookings->get( $id ) : null;
		} catch ( DomainError ) {
			return 0;
		}
		if ( null === $booking || PayPalGateway::ID !== $booking['payment_method'] || 'completed' !== $booking['status'] ) {
			return $id;
		}
		$currency = strtoupper( (string) $booking['currency'] );
		$whole    = PayPalAmount::to_units( number_format( (float) $booking['total'], 2, '.', '' ), $currency );
		$total    = $refund['seller_payable_breakdown']['total_refunded_amount'] ?? ( $refund['amount'] ?? null );
		if ( ! PayPalAmount::matches( $total, $whole, $currency ) ) {
			if ( null !== $this->tickets && is_string( $total['value'] ?? null ) ) {
				try {
					$refunded = MinorUnits::to_minor( $total['value'], $currency );
				} catch ( DomainError ) {
					$refunded = PHP_INT_MAX;
				}
				if ( $refunded <= $this->tickets->refunded_amount( $booking ) ) {
					return $id; // Tickets refunded from the purchase report: already recorded here.
				}
			}
			$this->captures->flag( $id, __( 'Part of this order\'s payment was refunded in PayPal; its tickets are unchanged.', 'eventsmith' ) );
			return $id;
		}
		try {
			$this->refunds->reported( fn(): array => $this->bookings->refund( $id ) );
		} catch ( DomainError ) {
			return $id; // Refunded meanwhile (by staff or a parallel delivery): nothing more to do.
		}
		return $id;
	}

	/**
	 * The error for a delivery that is not verified.
	 *
	 * @param string $reason Why.
	 */
	private static function unverified( string $reason ): DomainError {
		return new DomainError( 'eventsmith_paypal_signature', $reason, DomainError::INVALID, 'PAYPAL-TRANSMISSION-SIG' );
	}
}
