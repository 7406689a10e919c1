<?php
/**
 * Card payments through a Stripe Checkout Session.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\Stripe;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\MinorUnits;
use Eventsmith\Domain\Payment\PaymentGateway;
use Eventsmith\Domain\Payment\PaymentRequest;
use Eventsmith\Domain\Payment\PaymentStart;
use Eventsmith\Domain\Payment\ReconcilesPayments;
use Eventsmith\Infrastructure\Registration\BookingStore;
use Eventsmith\Infrastructure\Tickets\BookingService;

defined( 'ABSPATH' ) || exit;

/**
 * Creates a Checkout Session for a pending order (one line per ticket type at the server's
 * price, in minor units) and sends the buyer to it. The session expires with the order's seat
 * hold, but never sooner than Stripe's minimum of 30 minutes: a shorter hold is raised to match.
 * The same order and hold give the same Idempotency-Key, so a retry never makes a second session.
 * When no webhook came, the payment sweep asks it about the order (reconcile()): it reads the
 * session again and settles a paid one as the webhook would.
 */
final class StripeGateway implements PaymentGateway, ReconcilesPayments {

	public const ID = 'stripe';

	/** Stripe's shortest session: 30 minutes, plus a few seconds for the request. */
	private const STRIPE_MIN_SECONDS = 30 * 60 + 10;

	/** What a shorter hold is raised to: Stripe's minimum plus a minute for clocks and retries. */
	private const MIN_SECONDS = 31 * 60;

	/** Stripe's longest session: 24 hours, less a minute. */
	private const MAX_SECONDS = 24 * 3600 - 60;

	/** Query argument of the return page (the order number). */
	public const RETURN_ARG = 'eventsmith_stripe_return';

	/**
	 * Constructor.
	 *
	 * @param StripeClient   $client   Stripe's API with the site's key.
	 * @param BookingService $bookings Reads orders.
	 * @param BookingStore   $store    Writes the hold end and the session reference.
	 * @param \Closure|null  $retry    Order number → where its buyer tries paying again (null for nowhere).
	 * @param \Closure|null  $cancel   Order number → where Stripe's "back" link leads (null for the event page).
	 * @param \Closure|null  $settle   Handles a paid session as its webhook would (StripeEvents::settle()).
	 */
	public function __construct(
		private StripeClient $client,
		private BookingService $bookings,
		private BookingStore $store = new BookingStore(),
		private ?\Closure $retry = null,
		private ?\Closure $cancel = null,
		private ?\Closure $settle = null
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * Reads the order's Checkout Session (its id is the stored reference of a pending order):
	 * paid → settled as checkout.session.completed would be; expired, or open past its expiry,
	 * or never created → unpaid; anything else (a delayed method still processing, Stripe not
	 * answering) → unknown.
	 *
	 * @param array<string, mixed> $booking The pending order.
	 */
	public function reconcile( array $booking ): ?string {
		$reference = (string) ( $booking['payment_ref'] ?? '' );
		if ( '' === $reference ) {
			return self::UNPAID; // No session was ever made (Stripe did not answer at checkout): nothing can be paid.
		}
		if ( 1 !== preg_match( '/^cs_[A-Za-z0-9_]{1,250}$/', $reference ) ) {
			return null;
		}
		try {
			$session = $this->client->get( 'checkout/sessions/' . rawurlencode( $reference ) );
		} catch ( DomainError ) {
			return null;
		}
		if ( (string) ( $session['client_reference_id'] ?? '' ) !== (string) (int) $booking['id'] ) {
			return null;
		}
		if ( 'paid' === ( $session['payment_status'] ?? '' ) ) {
			try {
				if ( null !== $this->settle ) {
					( $this->settle )( $session );
				}
			} catch ( DomainError ) {
				return null; // A refund that failed: the order is flagged; asked again next run.
			}
			return self::PAID;
		}
		$status  = (string) ( $session['status'] ?? '' );
		$expires = is_int( $session['expires_at'] ?? null ) ? $session['expires_at'] : PHP_INT_MAX;
		return 'expired' === $status || ( 'open' === $status && $expires <= time() ) ? self::UNPAID : null;
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
		return __( 'Card (Stripe)', 'eventsmith' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param PaymentRequest $request The order to pay.
	 */
	public function start( PaymentRequest $request ): PaymentStart {
		try {
			$session = $this->session( $request );
		} catch ( DomainError $error ) {
			$retry = null === $this->retry ? '' : ' ' . sprintf(
				/* translators: %s: address where the buyer tries paying again. */
				__( 'Try again here: %s', 'eventsmith' ),
				(string) ( $this->retry )( $request->booking_id )
			);
			return new PaymentStart( $error->getMessage() . $retry );
		}
		return new PaymentStart(
			/* translators: 1: amount with currency, 2: address of Stripe's payment page. */
			sprintf( __( 'Pay %1$s by card on Stripe\'s secure page: %2$s', 'eventsmith' ), $request->total . ' ' . $request->currency, (string) $session['url'] ),
			(string) $session['url']
		);
	}

	/**
	 * Creates (or, for the same order and hold, finds again) the order's Checkout Session.
	 *
	 * @param PaymentRequest $request The order.
	 * @return array<string, mixed> The session.
	 * @throws DomainError When Stripe refuses or does not answer; the order stays pending.
	 */
	public function session( PaymentRequest $request ): array {
		$booking  = $this->bookings->get( $request->booking_id );
		$now      = time();
		$hold_end = null === $booking['expires_at'] ? $now : (int) strtotime( $booking['expires_at'] . ' UTC' );
		// A hold already long enough (a retry of the same order) is kept, so the request, and its key, stay the same.
		$expires = $hold_end >= $now + self::STRIPE_MIN_SECONDS ? min( $hold_end, $now + self::MAX_SECONDS ) : $now + self::MIN_SECONDS;
		if ( $expires > $hold_end ) {
			$this->store->extend_hold( $request->booking_id, gmdate( 'Y-m-d H:i:s', $expires ) );
		}
		$params  = array(
			'mode'                => 'payment',
			'client_reference_id' => (string) $request->booking_id,
			'customer_email'      => $request->customer_email,
			'line_items'          => $this->lines( $booking, $request->event_title ),
			'metadata'            => array(
				'order_id' => (string) $request->booking_id,
				'event_id' => (string) $booking['event_id'],
			),
			'payment_intent_data' => array(
				'metadata' => array(
					'order_id' => (string) $request->booking_id,
					'event_id' => (string) $booking['event_id'],
				),
			),
			'success_url'         => add_query_arg( self::RETURN_ARG, (string) $request->booking_id, home_url( '/' ) ) . '&session_id={CHECKOUT_SESSION_ID}',
			'cancel_url'          => $this->cancel_url( $request ),
			'expires_at'          => $expires,
		);
		$session = $this->client->post( 'checkout/sessions', $params, self::idempotency_key( $request->booking_id, $expires ) );
		if ( ! isset( $session['id'], $session['url'] ) || ! is_string( $session['url'] ) ) {
			throw new DomainError( 'eventsmith_stripe_error', __( 'Stripe answered without a payment page.', 'eventsmith' ), DomainError::CONFLICT );
		}
		$this->store->set_payment_reference( $request->booking_id, (string) $session['id'] );
		return $session;
	}

	/**
	 * Where the buyer lands after leaving Stripe's page without paying.
	 *
	 * @param PaymentRequest $request The order.
	 */
	private function cancel_url( PaymentRequest $request ): string {
		if ( null !== $this->cancel ) {
			return (string) ( $this->cancel )( $request->booking_id );
		}
		return '' !== $request->return_url ? $request->return_url : home_url( '/' );
	}

	/**
	 * The key that makes a repeat of the same session request harmless: the site, the order, the hold end.
	 *
	 * @param int $booking_id Order.
	 * @param int $expires    Session end (Unix time).
	 */
	public static function idempotency_key( int $booking_id, int $expires ): string {
		return 'eventsmith-' . substr( hash( 'sha256', home_url() ), 0, 12 ) . '-order-' . $booking_id . '-' . $expires;
	}

	/**
	 * One Checkout line per ticket type, at the price stored with the order.
	 *
	 * @param array<string, mixed> $booking     The order.
	 * @param string               $event_title What is bought.
	 * @return list<array<string, mixed>>
	 * @throws DomainError When a price cannot be sent in the currency.
	 */
	private function lines( array $booking, string $event_title ): array {
		$lines    = array();
		$currency = (string) $booking['currency'];
		foreach ( $booking['lines'] as $line ) {
			$quantity = (int) $line['quantity'];
			$unit     = MinorUnits::to_minor( number_format( (float) $line['price'], 2, '.', '' ), $currency );
			$discount = MinorUnits::to_minor( number_format( (float) ( $line['discount'] ?? 0 ), 2, '.', '' ), $currency );
			$name     = $event_title . ' — ' . (string) $line['ticket_type'];
			if ( $discount > 0 ) {
				// A discount code's share of the line comes off its price, so Stripe charges the order's total.
				$paid = max( 0, $unit * $quantity - $discount );
				if ( 0 === $paid % $quantity ) {
					$unit = intdiv( $paid, $quantity );
				} else {
					$unit     = $paid;
					$name    .= ' × ' . $quantity;
					$quantity = 1;
				}
				/* translators: %s: discount code. */
				$name .= ' (' . sprintf( __( 'discount code %s', 'eventsmith' ), (string) ( $booking['discount_code'] ?? '' ) ) . ')';
			}
			$lines[] = array(
				'quantity'   => $quantity,
				'price_data' => array(
					'currency'     => strtolower( $currency ),
					'unit_amount'  => $unit,
					'product_data' => array(
						'name'     => wp_strip_all_tags( $name ),
						'metadata' => array( 'ticket_type_id' => (string) ( $line['ticket_type_id'] ?? 0 ) ),
					),
				),
			);
		}
		return $lines;
	}
}
