<?php
/**
 * Captures of PayPal orders and what they mean for the site's orders.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\PayPal;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\PayPalAmount;
use Eventsmith\Domain\Payment\RefundsPayments;
use Eventsmith\Infrastructure\Payment\LatePayment;
use Eventsmith\Infrastructure\Tickets\PendingOrders;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Registration\BookingStore;

defined( 'ABSPATH' ) || exit;

/**
 * An approved PayPal order is captured (POST /v2/checkout/orders/{id}/capture with a
 * PayPal-Request-Id of that PayPal order, so the return page, the CHECKOUT.ORDER.APPROVED
 * delivery and a reload all get the same capture). A capture then settles its order:
 * - COMPLETED with the order's exact amount and currency: the pending order completes
 *   (`eventsmith_payment_received`, payment reference = the capture id);
 * - another amount or currency: nothing completes, staff see a flag;
 * - an order whose seats were released meanwhile: LatePayment (the seats again when free, else
 *   refunded through PayPal and the buyer told why);
 * - DENIED / DECLINED / FAILED: a pending order gives its seats back at once;
 * - PENDING: nothing yet (the PAYMENT.CAPTURE.COMPLETED delivery follows).
 * Every change is a conditional update, so racing paths complete an order once.
 */
final class PayPalCaptures {

	/**
	 * Constructor.
	 *
	 * @param PayPalClient   $client   PayPal's API.
	 * @param BookingService $bookings Reads orders.
	 * @param PendingOrders  $pending  Releases unpaid orders.
	 * @param BookingStore         $store    Writes the reference and flags.
	 * @param LatePayment|null     $late     Payments for orders whose seats were released (null: flagged only).
	 * @param RefundsPayments|null $refunds  Refunds such a payment when its seats are gone.
	 */
	public function __construct(
		private PayPalClient $client,
		private BookingService $bookings,
		private PendingOrders $pending,
		private BookingStore $store = new BookingStore(),
		private ?LatePayment $late = null,
		private ?RefundsPayments $refunds = null
	) {}

	/**
	 * Captures a PayPal order (or reads it when it cannot be captured: already captured, not
	 * approved yet) and settles the site's order it belongs to.
	 *
	 * @param string $paypal_order PayPal's order id.
	 * @return int The site's order it belongs to (0 when none of ours).
	 * @throws DomainError When PayPal does not answer or has no such order.
	 */
	public function capture( string $paypal_order ): int {
		$path = 'v2/checkout/orders/' . rawurlencode( $paypal_order );
		try {
			$order = $this->client->post( $path . '/capture', null, PayPalGateway::request_id( 'capture', $paypal_order ) );
		} catch ( DomainError ) {
			$order = $this->client->get( $path );
		}
		$unit    = is_array( $order['purchase_units'][0] ?? null ) ? $order['purchase_units'][0] : array();
		$booking = self::digits( $unit['custom_id'] ?? ( $unit['reference_id'] ?? '' ) );
		$capture = is_array( $unit['payments']['captures'] ?? null ) ? end( $unit['payments']['captures'] ) : null;
		if ( is_array( $capture ) ) {
			$capture['custom_id'] ??= (string) $booking;
			$this->settle( $capture, (string) ( $order['id'] ?? $paypal_order ) );
		}
		return $booking;
	}

	/**
	 * What a capture means for its order.
	 *
	 * @param array<string, mixed> $capture      PayPal's capture.
	 * @param string               $paypal_order The PayPal order it belongs to ('' when unknown).
	 * @param string               $status       Its status when the event says it (else the capture's).
	 * @return int The site's order (0 when none of ours).
	 * @throws DomainError When a late payment's automatic refund failed (the order is flagged; ask again).
	 */
	public function settle( array $capture, string $paypal_order = '', string $status = '' ): int {
		$capture_id = is_string( $capture['id'] ?? null ) ? $capture['id'] : '';
		if ( '' === $paypal_order && is_string( $capture['supplementary_data']['related_ids']['order_id'] ?? null ) ) {
			$paypal_order = $capture['supplementary_data']['related_ids']['order_id'];
		}
		$booking = $this->booking( self::digits( $capture['custom_id'] ?? '' ), array( $paypal_order, $capture_id ) );
		if ( null === $booking ) {
			return 0;
		}
		$id     = (int) $booking['id'];
		$status = '' !== $status ? $status : strtoupper( (string) ( $capture['status'] ?? '' ) );
		if ( in_array( $status, array( 'DENIED', 'DECLINED', 'FAILED' ), true ) ) {
			if ( 'pending' === $booking['status'] ) {
				$this->pending->release_now( $id );
			}
			return $id;
		}
		if ( 'COMPLETED' !== $status || 'completed' === $booking['status'] ) {
			return $id;
		}
		$this->complete( $booking, $capture, $capture_id );
		return $id;
	}

	/**
	 * Completes a pending order paid in full, else flags it.
	 *
	 * @param array<string, mixed> $booking    The order.
	 * @param array<string, mixed> $capture    The completed capture.
	 * @param string               $capture_id Its id.
	 * @throws DomainError When a late payment's automatic refund failed.
	 */
	private function complete( array $booking, array $capture, string $capture_id ): void {
		$id       = (int) $booking['id'];
		$currency = strtoupper( (string) $booking['currency'] );
		$expected = PayPalAmount::to_units( number_format( (float) $booking['total'], 2, '.', '' ), $currency );
		if ( ! PayPalAmount::matches( $capture['amount'] ?? null, $expected, $currency ) ) {
			$paid = is_array( $capture['amount'] ?? null ) ? (string) ( $capture['amount']['value'] ?? '?' ) . ' ' . strtoupper( (string) ( $capture['amount']['currency_code'] ?? '' ) ) : '?';
			/* translators: 1: amount paid with currency, 2: order total with currency. */
			$this->flag( $id, sprintf( __( 'PayPal reported a payment of %1$s, but the order is for %2$s. The order was not completed: check it in PayPal.', 'eventsmith' ), $paid, PayPalAmount::value( $expected, $currency ) . ' ' . $currency ) );
			return;
		}
		if ( 'pending' !== $booking['status'] ) {
			if ( null !== $this->late && null !== $this->refunds && '' !== $capture_id ) {
				// Paid after the hold: seats again when free, else refunded and the buyer told why.
				$this->late->paid_after_release( $id, PayPalGateway::ID, $capture_id, $this->refunds );
				return;
			}
			$this->flag( $id, __( 'PayPal reported a payment for an order that was no longer awaiting payment (its seats had been released). Refund it in PayPal or book the seats by hand.', 'eventsmith' ) );
			return;
		}
		$this->store->set_payment_reference( $id, $capture_id );
		/** This action is documented in includes/Infrastructure/Tickets/OrderCompletion.php */
		do_action( 'eventsmith_payment_received', $id, PayPalGateway::ID, $capture_id );
	}

	/**
	 * The site's order a capture names, when it was placed with PayPal.
	 *
	 * @param int          $id         Order number from custom_id (0 when absent).
	 * @param list<string> $references PayPal ids that may be stored with it (order, capture).
	 * @return array<string, mixed>|null
	 */
	private function booking( int $id, array $references ): ?array {
		foreach ( array_filter( $references ) as $reference ) {
			$id = $id > 0 ? $id : $this->bookings->by_payment_reference( $reference );
		}
		try {
			$booking = $id > 0 ? $this->bookings->get( $id ) : null;
		} catch ( DomainError ) {
			return null;
		}
		return null !== $booking && PayPalGateway::ID === $booking['payment_method'] ? $booking : null;
	}

	/**
	 * An order number written as digits, else 0.
	 *
	 * @param mixed $value E.g. a custom_id.
	 */
	public static function digits( $value ): int {
		return is_string( $value ) && 1 === preg_match( '/^\d{1,18}$/', $value ) ? (int) $value : 0;
	}

	/**
	 * Leaves a note on an order for staff (`payment_flag`) and fires `eventsmith_payment_flagged`.
	 *
	 * @param int    $id   The site's order.
	 * @param string $note What does not fit, in staff's words.
	 */
	public function flag( int $id, string $note ): void {
		$this->store->flag_payment( $id, $note );
		/** This action is documented in includes/Infrastructure/Payment/Stripe/StripeEvents.php */
		do_action( 'eventsmith_payment_flagged', $id, PayPalGateway::ID, $note );
	}
}
