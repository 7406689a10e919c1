<?php
/**
 * What Stripe tells the site about its orders: webhook deliveries and read-back sessions.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\Stripe;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\MinorUnits;
use Eventsmith\Domain\Payment\StripeSignature;
use Eventsmith\Infrastructure\Payment\LatePayment;
use Eventsmith\Infrastructure\Payment\PaymentEventLedger;
use Eventsmith\Infrastructure\Registration\BookingStore;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\PendingOrders;
use Eventsmith\Infrastructure\Tickets\TicketRefunds;

defined( 'ABSPATH' ) || exit;

/**
 * Every delivery is checked (signature, event id once), then:
 * - checkout.session.completed with payment_status "paid", and async_payment_succeeded:
 *   the order completes when its amount and currency match (else it stays pending and is flagged);
 * - checkout.session.expired and async_payment_failed: a pending order is released at once;
 * - charge.refunded (whole amount): a completed order is refunded and its seats released.
 * Each change is a conditional update, so order does not matter: completed stays completed
 * after a later "expired", and a replay changes nothing.
 */
final class StripeEvents {

	/**
	 * Constructor.
	 *
	 * @param string             $webhook_secret The endpoint's signing secret.
	 * @param BookingService     $bookings       Reads (and refunds) orders.
	 * @param PendingOrders      $pending        Releases unpaid orders.
	 * @param PaymentEventLedger $ledger         Events already handled.
	 * @param StripeRefunds      $refunds        Refunds reported by Stripe are not sent back to it; late payments are refunded through it.
	 * @param LatePayment|null   $late           Payments for orders whose seats were released (null: flagged only).
	 * @param TicketRefunds|null $tickets        Tickets refunded here (a partial refund they account for is not flagged).
	 * @param BookingStore       $store          Writes the reference and flags.
	 */
	public function __construct(
		private string $webhook_secret,
		private BookingService $bookings,
		private PendingOrders $pending,
		private PaymentEventLedger $ledger,
		private StripeRefunds $refunds,
		private ?LatePayment $late = null,
		private ?TicketRefunds $tickets = null,
		private BookingStore $store = new BookingStore()
	) {}

	/**
	 * Handles one webhook delivery.
	 *
	 * @param string $payload Raw body.
	 * @param string $header  The Stripe-Signature header.
	 * @return array{received: bool, duplicate: bool, order: int} What was done.
	 * @throws DomainError (400) When the signature or the payload is not valid; nothing changes then.
	 */
	public function receive( string $payload, string $header ): array {
		( new StripeSignature( $this->webhook_secret ) )->verify( $payload, $header, time() );
		$event = json_decode( $payload, true );
		if ( ! is_array( $event ) || ! isset( $event['id'], $event['type'], $event['data']['object'] ) || ! is_string( $event['id'] ) || ! is_array( $event['data']['object'] ) ) {
			throw DomainError::invalid( 'payload', __( 'The payload is not a Stripe event.', 'eventsmith' ), 'eventsmith_stripe_payload' );
		}
		if ( $this->ledger->seen( StripeGateway::ID, $event['id'] ) ) {
			return array(
				'received'  => true,
				'duplicate' => true,
				'order'     => 0,
			);
		}
		$object = $event['data']['object'];
		$order  = match ( (string) $event['type'] ) {
			'checkout.session.completed'               => 'paid' === ( $object['payment_status'] ?? '' ) ? $this->settle( $object ) : self::order_of( $object ),
			'checkout.session.async_payment_succeeded' => $this->settle( $object ),
			'checkout.session.expired',
			'checkout.session.async_payment_failed'    => $this->release( $object ),
			'charge.refunded'                          => $this->refunded( $object ),
			default                                    => 0,
		};
		$this->ledger->record( StripeGateway::ID, $event['id'], (string) $event['type'], $order );
		return array(
			'received'  => true,
			'duplicate' => false,
			'order'     => $order,
		);
	}

	/**
	 * A paid session: completes its order when everything matches, else flags it.
	 *
	 * @param array<string, mixed> $session Checkout Session.
	 * @return int The order (0 when none of ours).
	 */
	public function settle( array $session ): int {
		$booking = $this->booking( $session );
		if ( null === $booking || 'paid' !== ( $session['payment_status'] ?? '' ) || 'completed' === $booking['status'] ) {
			return null === $booking ? 0 : (int) $booking['id'];
		}
		$id       = (int) $booking['id'];
		$currency = (string) $booking['currency'];
		$expected = MinorUnits::to_minor( number_format( (float) $booking['total'], 2, '.', '' ), $currency );
		$paid     = is_int( $session['amount_total'] ?? null ) ? $session['amount_total'] : -1;
		if ( $paid !== $expected || strtolower( (string) ( $session['currency'] ?? '' ) ) !== strtolower( $currency ) ) {
			$this->flag(
				$id,
				/* translators: 1: amount paid with currency, 2: order total with currency. */
				sprintf( __( 'Stripe reported a payment of %1$s, but the order is for %2$s. The order was not completed: check it in Stripe.', 'eventsmith' ), ( $paid < 0 ? '?' : MinorUnits::from_minor( $paid, (string) ( $session['currency'] ?? $currency ) ) ) . ' ' . strtoupper( (string) ( $session['currency'] ?? '' ) ), MinorUnits::from_minor( $expected, $currency ) . ' ' . $currency )
			);
			return $id;
		}
		$reference = is_string( $session['payment_intent'] ?? null ) ? $session['payment_intent'] : (string) ( $session['id'] ?? '' );
		if ( 'pending' !== $booking['status'] ) {
			if ( null !== $this->late && is_string( $session['payment_intent'] ?? null ) ) {
				// Paid after the hold: seats again when free, else refunded and the buyer told why.
				$this->late->paid_after_release( $id, StripeGateway::ID, $reference, $this->refunds );
				return $id;
			}
			$this->flag( $id, __( 'Stripe reported a payment for an order that was no longer awaiting payment (its seats had been released). Refund it in Stripe or book the seats by hand.', 'eventsmith' ) );
			return $id;
		}
		$this->store->set_payment_reference( $id, $reference );
		/** This action is documented in includes/Infrastructure/Tickets/OrderCompletion.php */
		do_action( 'eventsmith_payment_received', $id, StripeGateway::ID, $reference );
		return $id;
	}

	/**
	 * An expired or failed session: its pending order gives its seats back at once.
	 *
	 * @param array<string, mixed> $session Checkout Session.
	 * @return int The order (0 when none of ours).
	 */
	private function release( array $session ): int {
		$booking = $this->booking( $session );
		if ( null === $booking ) {
			return 0;
		}
		if ( 'pending' === $booking['status'] ) {
			$this->pending->release_now( (int) $booking['id'] );
		}
		return (int) $booking['id'];
	}

	/**
	 * A charge refunded in Stripe: a whole refund refunds the order here; a partial one flags it.
	 *
	 * @param array<string, mixed> $charge Charge.
	 * @return int The order (0 when none of ours).
	 */
	private function refunded( array $charge ): int {
		$id = (int) ( $charge['metadata']['order_id'] ?? 0 );
		if ( $id <= 0 && is_string( $charge['payment_intent'] ?? null ) ) {
			$id = $this->bookings->by_payment_reference( $charge['payment_intent'] );
		}
		try {
			$booking = $id > 0 ? $this->bookings->get( $id ) : null;
		} catch ( DomainError ) {
			return 0;
		}
		if ( null === $booking || StripeGateway::ID !== $booking['payment_method'] || 'completed' !== $booking['status'] ) {
			return $id;
		}
		if ( true !== ( $charge['refunded'] ?? false ) ) {
			$refunded = is_int( $charge['amount_refunded'] ?? null ) ? $charge['amount_refunded'] : PHP_INT_MAX;
			if ( null !== $this->tickets && $refunded <= $this->tickets->refunded_amount( $booking ) ) {
				return $id; // Tickets refunded from the purchase report: already recorded here.
			}
			$this->flag( $id, __( 'Part of this order\'s payment was refunded in Stripe; its tickets are unchanged.', 'eventsmith' ) );
			return $id;
		}
		try {
			$this->refunds->reported( fn(): array => $this->bookings->refund( $id ) );
		} catch ( DomainError ) {
			// Refunded meanwhile (by staff or a parallel delivery): nothing more to do.
			return $id;
		}
		return $id;
	}

	/**
	 * The order a session names, when it is one of ours paid with Stripe.
	 *
	 * @param array<string, mixed> $session Checkout Session.
	 * @return array<string, mixed>|null
	 */
	private function booking( array $session ): ?array {
		$id = self::order_of( $session );
		if ( $id <= 0 || ( isset( $session['metadata']['order_id'] ) && (string) $id !== (string) $session['metadata']['order_id'] ) ) {
			return null;
		}
		try {
			$booking = $this->bookings->get( $id );
		} catch ( DomainError ) {
			return null;
		}
		return StripeGateway::ID === $booking['payment_method'] ? $booking : null;
	}

	/**
	 * The order number of a session.
	 *
	 * @param array<string, mixed> $session Checkout Session.
	 */
	private static function order_of( array $session ): int {
		$reference = $session['client_reference_id'] ?? '';
		return is_string( $reference ) && ctype_digit( $reference ) ? (int) $reference : 0;
	}

	/**
	 * Flags an order for staff and tells extensions.
	 *
	 * @param int    $id   Order.
	 * @param string $note What was wrong.
	 */
	private function flag( int $id, string $note ): void {
		$this->store->flag_payment( $id, $note );
		/**
		 * Fires when a payment does not fit its order (amount, currency, or an order no longer
		 * awaiting payment): the order is left as it was and flagged for staff.
		 *
		 * @param int    $booking_id Order.
		 * @param string $gateway_id Provider, e.g. "stripe".
		 * @param string $note       What was wrong.
		 */
		do_action( 'eventsmith_payment_flagged', $id, StripeGateway::ID, $note );
	}
}
