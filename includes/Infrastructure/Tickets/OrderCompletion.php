<?php
/**
 * Completing a paid order: by staff, or by a payment gateway that received the money.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Marks the order paid (its tickets become valid) and e-mails the tickets. Gateways call
 * `do_action( 'eventsmith_payment_received', $booking_id, $gateway_id, $reference )`; the order
 * must be pending and have been placed with that gateway.
 */
final class OrderCompletion {

	/**
	 * Constructor.
	 *
	 * @param PendingOrders  $pending  Unpaid orders.
	 * @param BookingService $bookings Reads bookings and their tickets.
	 * @param TicketMailer   $mailer   The buyer's e-mails.
	 */
	public function __construct(
		private PendingOrders $pending,
		private BookingService $bookings,
		private TicketMailer $mailer
	) {}

	/**
	 * Listens for gateways.
	 */
	public function register_hooks(): void {
		add_action( 'eventsmith_payment_received', array( $this, 'payment_received' ), 10, 2 );
	}

	/**
	 * Completes an order and sends its tickets.
	 *
	 * @param int $id Booking id.
	 * @return array<string, mixed> The booking, with `mail_sent`.
	 * @throws DomainError When there is no such order or it is not pending.
	 */
	public function complete( int $id ): array {
		$booking              = $this->pending->mark_paid( $id );
		$booking['mail_sent'] = $this->mailer->send_tickets( $booking, $this->bookings->tickets( $id ) );
		return $booking;
	}

	/**
	 * A gateway reports a payment.
	 *
	 * @param mixed $booking_id Order number.
	 * @param mixed $gateway_id The reporting gateway.
	 */
	public function payment_received( $booking_id, $gateway_id ): void {
		try {
			$booking = $this->bookings->get( (int) $booking_id );
			if ( 'pending' === $booking['status'] && ( $booking['payment_method'] ?? '' ) === (string) $gateway_id ) {
				$this->complete( (int) $booking_id );
			}
		} catch ( DomainError ) {
			// Unknown order, or completed meanwhile: nothing to do.
			return;
		}
	}
}
