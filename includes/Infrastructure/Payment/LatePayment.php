<?php
/**
 * A payment that arrives for an order whose seats were already released.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\RefundsPayments;
use Eventsmith\Infrastructure\Registration\BookingStore;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\PendingOrders;
use Eventsmith\Infrastructure\Tickets\TicketMailer;

defined( 'ABSPATH' ) || exit;

/**
 * The decision, for any provider: the order takes its seats again when they are still free
 * (PendingOrders::reclaim(): the capacity ledger, the checkout's lock order, ticket types and the
 * discount code's use) and completes, its tickets e-mailed; otherwise the payment is refunded
 * through the provider (RefundsPayments, with a key of the order, so it never refunds twice), the
 * order is marked `refunded` and the buyer is told why by e-mail, once. A webhook and a return page
 * racing reach conditional updates only one of them wins.
 */
final class LatePayment {

	public const COMPLETED = 'completed';
	public const REFUNDED  = 'refunded';
	public const IGNORED   = 'ignored';

	/**
	 * Constructor.
	 *
	 * @param PendingOrders  $pending  Takes the seats again.
	 * @param BookingService $bookings Reads orders and their tickets.
	 * @param TicketMailer   $mailer   The buyer's e-mails.
	 * @param BookingStore   $store    Writes the reference, the status and the note for staff.
	 */
	public function __construct(
		private PendingOrders $pending,
		private BookingService $bookings,
		private TicketMailer $mailer,
		private BookingStore $store = new BookingStore()
	) {}

	/**
	 * Handles a payment received for an order no longer awaiting it.
	 *
	 * @param int             $id         Order.
	 * @param string          $gateway_id The provider, e.g. "stripe".
	 * @param string          $reference  The provider's reference of the payment (what a refund names).
	 * @param RefundsPayments $refunds    Sends the money back when the seats are gone.
	 * @return string COMPLETED (seats taken again now or before), REFUNDED (now or before), IGNORED
	 *                (neither released nor settled: e.g. refunded by staff after a normal completion).
	 * @throws DomainError When the automatic refund failed: the order stays released and is flagged
	 *                     for staff; asking again (the provider's next delivery) tries once more.
	 */
	public function paid_after_release( int $id, string $gateway_id, string $reference, RefundsPayments $refunds ): string {
		$booking = $this->bookings->get( $id );
		if ( 'cancelled' !== $booking['status'] ) {
			return self::settled( (string) $booking['status'] );
		}
		if ( '' !== $reference ) {
			$this->store->set_payment_reference( $id, $reference );
		}
		$taken = $this->pending->reclaim( $id );
		if ( PendingOrders::RECLAIMED === $taken ) {
			$completed = $this->bookings->get( $id );
			$this->mailer->send_tickets( $completed, $this->bookings->tickets( $id ) );
			$this->store->flag_payment( $id, __( 'Paid after its seat hold had ended; the seats were still free, so the order was completed.', 'eventsmith' ) );
			$this->announce( $id, $gateway_id, self::COMPLETED );
			return self::COMPLETED;
		}
		$booking = $this->bookings->get( $id );
		if ( PendingOrders::GONE === $taken || 'cancelled' !== $booking['status'] ) {
			return self::settled( (string) $booking['status'] );
		}
		try {
			$refunds->refund_payment( $booking, null, 'late-' . $id );
		} catch ( DomainError $error ) {
			$this->store->flag_payment(
				$id,
				/* translators: %s: the provider's message. */
				sprintf( __( 'Paid after its seats were sold, and the automatic refund failed: %s Refund it at the payment provider.', 'eventsmith' ), $error->getMessage() )
			);
			throw $error;
		}
		if ( 1 === $this->store->refund_released_booking( $id ) ) {
			$this->store->flag_payment( $id, __( 'Paid after its seats had been released and sold; the payment was refunded automatically and the buyer told why.', 'eventsmith' ) );
			$this->mailer->send_late_refund( $this->bookings->get( $id ) );
			$this->announce( $id, $gateway_id, self::REFUNDED );
		}
		return self::REFUNDED;
	}

	/**
	 * What an order already settled by another request says.
	 *
	 * @param string $status Its status.
	 */
	private static function settled( string $status ): string {
		return match ( $status ) {
			'completed' => self::COMPLETED,
			'refunded'  => self::REFUNDED,
			default     => self::IGNORED,
		};
	}

	/**
	 * Tells extensions what became of a late payment.
	 *
	 * @param int    $id         Order.
	 * @param string $gateway_id Provider.
	 * @param string $outcome    COMPLETED or REFUNDED.
	 */
	private function announce( int $id, string $gateway_id, string $outcome ): void {
		/**
		 * Fires once when a payment that arrived after an order's seats were released was settled:
		 * `completed` (the seats were free and were taken again; tickets e-mailed) or `refunded`
		 * (the seats were sold; the payment was refunded through the provider and the buyer told why).
		 *
		 * @param int    $booking_id Order.
		 * @param string $gateway_id Provider, e.g. "stripe".
		 * @param string $outcome    `completed` or `refunded`.
		 */
		do_action( 'eventsmith_late_payment', $id, $gateway_id, $outcome );
	}
}
