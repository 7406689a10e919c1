<?php
/**
 * Payments through a PayPal order (Orders v2, intent CAPTURE).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\PayPal;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\PaymentGateway;
use Eventsmith\Domain\Payment\PaymentRequest;
use Eventsmith\Domain\Payment\PaymentStart;
use Eventsmith\Domain\Payment\PayPalAmount;
use Eventsmith\Domain\Payment\ProviderConnection;
use Eventsmith\Domain\Payment\ReconcilesPayments;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Registration\BookingStore;

defined( 'ABSPATH' ) || exit;

/**
 * Creates a PayPal order for a pending order (one item per ticket type at the server's price,
 * the total with its breakdown, the order number as reference_id, custom_id and invoice_id) and
 * sends the buyer to PayPal to approve it. The order's PayPal-Request-Id is derived from the
 * order, so a retry answers the same PayPal order instead of a second one. When no webhook came,
 * the payment sweep asks it about the order (reconcile()): it reads the PayPal order again and
 * settles it as the webhook would.
 */
final class PayPalGateway implements PaymentGateway, ProviderConnection, ReconcilesPayments {

	public const ID = 'paypal';

	/** Query argument of the return page (the order number); PayPal adds token={PayPal order id}. */
	public const RETURN_ARG = 'eventsmith_paypal_return';

	/** Query argument of the page a buyer who cancelled at PayPal lands on. */
	public const CANCEL_ARG = 'eventsmith_paypal_cancel';

	/**
	 * Constructor.
	 *
	 * @param PayPalClient   $client   PayPal's API with the site's app.
	 * @param BookingService $bookings Reads orders.
	 * @param \Closure|null  $retry    Order number → where its buyer tries paying again (null for nowhere).
	 * @param BookingStore   $store    Writes the PayPal order id.
	 * @param PayPalCaptures|null $captures Captures and settles orders (reconcile(); null: never asked).
	 */
	public function __construct(
		private PayPalClient $client,
		private BookingService $bookings,
		private ?\Closure $retry = null,
		private BookingStore $store = new BookingStore(),
		private ?PayPalCaptures $captures = null
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * Reads the order's PayPal order (its id is the stored reference of a pending order):
	 * COMPLETED → its capture settled as PAYMENT.CAPTURE.COMPLETED would be; APPROVED → captured
	 * now (as CHECKOUT.ORDER.APPROVED would be); VOIDED, still not approved by the buyer (the sweep
	 * asks only after the hold ended), gone (expired) or never created → unpaid; anything else (a
	 * capture still pending, PayPal not answering) → unknown.
	 *
	 * @param array<string, mixed> $booking The pending order.
	 */
	public function reconcile( array $booking ): ?string {
		$reference = (string) ( $booking['payment_ref'] ?? '' );
		if ( '' === $reference ) {
			return self::UNPAID; // No PayPal order was ever made (PayPal did not answer at checkout).
		}
		if ( null === $this->captures || 1 !== preg_match( '/^[A-Za-z0-9-]{1,64}$/', $reference ) ) {
			return null;
		}
		try {
			$order = $this->client->get( 'v2/checkout/orders/' . rawurlencode( $reference ) );
		} catch ( DomainError $error ) {
			return 'eventsmith_paypal_not_found' === $error->error_code ? self::UNPAID : null;
		}
		$unit = is_array( $order['purchase_units'][0] ?? null ) ? $order['purchase_units'][0] : array();
		if ( PayPalCaptures::digits( $unit['custom_id'] ?? '' ) !== (int) $booking['id'] ) {
			return null;
		}
		$id = (int) $booking['id'];
		try {
			switch ( strtoupper( (string) ( $order['status'] ?? '' ) ) ) {
				case 'VOIDED':
				case 'CREATED':
				case 'SAVED':
				case 'PAYER_ACTION_REQUIRED':
					// Voided, or still not approved now that the hold has ended: nothing was taken, so the
					// seats go back. An approval after all is captured on return and takes the late path.
					return self::UNPAID;
				case 'APPROVED':
					$this->captures->capture( $reference );
					break;
				case 'COMPLETED':
					$capture = is_array( $unit['payments']['captures'] ?? null ) ? end( $unit['payments']['captures'] ) : null;
					if ( ! is_array( $capture ) ) {
						return null;
					}
					$capture['custom_id'] ??= (string) $id;
					$this->captures->settle( $capture, $reference );
					break;
				default:
					return null;
			}
		} catch ( DomainError ) {
			return null; // PayPal not answering, or a late refund that failed (flagged): asked again next run.
		}
		$status = (string) $this->bookings->get( $id )['status'];
		if ( in_array( $status, array( 'completed', 'refunded' ), true ) ) {
			return self::PAID;
		}
		return 'cancelled' === $status ? self::UNPAID : null;
	}

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
		return __( 'PayPal', 'eventsmith' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param PaymentRequest $request The order to pay.
	 */
	public function start( PaymentRequest $request ): PaymentStart {
		try {
			$link = $this->approval_link( $request->booking_id );
		} catch ( DomainError $error ) {
			$again = null === $this->retry ? '' : ' ' . sprintf(
				/* translators: %s: address where the buyer tries paying again. */
				__( 'Try again here: %s', 'eventsmith' ),
				(string) ( $this->retry )( $request->booking_id )
			);
			return new PaymentStart( $error->getMessage() . $again );
		}
		return new PaymentStart(
			/* translators: 1: amount with currency, 2: address of PayPal's page. */
			sprintf( __( 'Pay %1$s with PayPal: %2$s', 'eventsmith' ), $request->total . ' ' . $request->currency, $link ),
			$link
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function check_connection(): ?string {
		try {
			$this->client->token( true );
		} catch ( DomainError $error ) {
			return $error->getMessage();
		}
		return null;
	}

	/**
	 * Creates (or, for a retry, finds again) the order's PayPal order; answers where the buyer approves it.
	 *
	 * @param int $booking_id Order.
	 * @throws DomainError When PayPal refuses or does not answer; the order stays pending.
	 */
	public function approval_link( int $booking_id ): string {
		$booking = $this->bookings->get( $booking_id );
		$created = $this->client->post( 'v2/checkout/orders', $this->order_body( $booking ), self::request_id( 'order', (string) $booking_id ) );
		$link    = '';
		foreach ( is_array( $created['links'] ?? null ) ? $created['links'] : array() as $candidate ) {
			if ( is_array( $candidate ) && in_array( $candidate['rel'] ?? '', array( 'payer-action', 'approve' ), true ) && is_string( $candidate['href'] ?? null ) ) {
				$link = $candidate['href'];
				break;
			}
		}
		if ( '' === $link || ! is_string( $created['id'] ?? null ) ) {
			throw new DomainError( 'eventsmith_paypal_error', __( 'PayPal answered without a page to approve the payment.', 'eventsmith' ), DomainError::CONFLICT );
		}
		$this->store->set_payment_reference( $booking_id, $created['id'] );
		return $link;
	}

	/**
	 * A PayPal-Request-Id of this site: the same action on the same thing gives the same id.
	 *
	 * @param string $action  E.g. "order", "capture", "refund".
	 * @param string $subject The order number or PayPal id it concerns.
	 */
	public static function request_id( string $action, string $subject ): string {
		return 'eventsmith-' . substr( hash( 'sha256', home_url() ), 0, 12 ) . '-' . $action . '-' . $subject;
	}

	/**
	 * The create-order request: intent CAPTURE, one purchase unit with items at the stored prices.
	 *
	 * @param array<string, mixed> $booking The order.
	 * @return array<string, mixed>
	 * @throws DomainError When an amount cannot be written in the currency.
	 */
	private function order_body( array $booking ): array {
		$id       = (string) $booking['id'];
		$currency = strtoupper( (string) $booking['currency'] );
		$items    = array();
		$sum      = 0;
		foreach ( $booking['lines'] as $line ) {
			$unit     = PayPalAmount::to_units( number_format( (float) $line['price'], 2, '.', '' ), $currency );
			$sum     += $unit * (int) $line['quantity'];
			$items[]  = array(
				'name'        => mb_substr( wp_strip_all_tags( (string) $line['ticket_type'] ), 0, 127 ),
				'quantity'    => (string) (int) $line['quantity'],
				'unit_amount' => PayPalAmount::money( $unit, $currency ),
				'sku'         => (string) (int) ( $line['ticket_type_id'] ?? 0 ),
				'category'    => 'DIGITAL_GOODS',
			);
		}
		$total     = PayPalAmount::to_units( number_format( (float) $booking['total'], 2, '.', '' ), $currency );
		$breakdown = array( 'item_total' => PayPalAmount::money( $sum, $currency ) );
		if ( $sum > $total ) {
			$breakdown['discount'] = PayPalAmount::money( $sum - $total, $currency );
		}
		return array(
			'intent'         => 'CAPTURE',
			'purchase_units' => array(
				array(
					'reference_id' => $id,
					'custom_id'    => $id,
					'invoice_id'   => self::request_id( 'invoice', $id ),
					'description'  => mb_substr( wp_strip_all_tags( (string) $booking['event_name'] ), 0, 127 ),
					'amount'       => PayPalAmount::money( $total, $currency ) + array( 'breakdown' => $breakdown ),
					'items'        => $items,
				),
			),
			'payment_source' => array(
				'paypal' => array(
					'experience_context' => array(
						'brand_name'          => mb_substr( wp_strip_all_tags( (string) get_bloginfo( 'name' ) ), 0, 127 ),
						'shipping_preference' => 'NO_SHIPPING',
						'user_action'         => 'PAY_NOW',
						'return_url'          => add_query_arg( self::RETURN_ARG, $id, home_url( '/' ) ),
						'cancel_url'          => add_query_arg( self::CANCEL_ARG, $id, home_url( '/' ) ),
					),
				),
			),
		);
	}
}
