<?php
/**
 * Refunding chosen tickets of a paid order.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\MinorUnits;
use Eventsmith\Domain\Payment\TicketRefundAmount;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Infrastructure\Registration\BookingStore;

defined( 'ABSPATH' ) || exit;

/**
 * Staff refund some tickets of a completed order: what they cost the buyer (their types' prices
 * less their share of the discount, TicketRefundAmount) is sent back first by the order's payment
 * gateway from `eventsmith_before_ticket_refund` (a refusal stops everything: nothing changes and
 * the provider's message is the answer); then, in one transaction taking the event's seat row
 * first, the tickets are marked refunded and their seats given back (event, then types by id).
 * Choosing every ticket still valid refunds the whole order (BookingService::refund()).
 */
final class TicketRefunds {

	/** Tickets at most per request. */
	private const MAX = 500;

	/**
	 * Constructor.
	 *
	 * @param BookingService $bookings Reads and wholly refunds orders.
	 * @param CapacityLedger $capacity Seat counters.
	 * @param BookingTickets $tickets  An order's tickets.
	 * @param BookingStore   $store    Writes them.
	 */
	public function __construct(
		private BookingService $bookings,
		private CapacityLedger $capacity,
		private BookingTickets $tickets = new BookingTickets(),
		private BookingStore $store = new BookingStore()
	) {}

	/**
	 * An order's tickets with what refunding each alone gives back (a decimal in the order's currency).
	 *
	 * @param array<string, mixed> $booking The order.
	 * @return list<array{id: int, ticket_type_id: int, ticket_type: string, name: string, status: string, refund_amount: string}>
	 */
	public function tickets( array $booking ): array {
		$all = $this->tickets->all_of_booking( (int) $booking['id'] );
		foreach ( $all as $n => $ticket ) {
			try {
				$minor = TicketRefundAmount::of( $booking['lines'], (string) $booking['currency'], $all, array( $ticket['id'] ) );
			} catch ( DomainError ) {
				$minor = 0;
			}
			$all[ $n ]['refund_amount'] = MinorUnits::from_minor( $minor, (string) $booking['currency'] );
		}
		return $all;
	}

	/**
	 * What the tickets of an order refunded so far cost, in minor units.
	 *
	 * @param array<string, mixed> $booking The order.
	 */
	public function refunded_amount( array $booking ): int {
		$all = $this->tickets->all_of_booking( (int) $booking['id'] );
		$ids = array_column( array_filter( $all, static fn( array $t ): bool => 'refunded' === $t['status'] ), 'id' );
		try {
			return array() === $ids ? 0 : TicketRefundAmount::of( $booking['lines'], (string) $booking['currency'], $all, $ids );
		} catch ( DomainError ) {
			return 0;
		}
	}

	/**
	 * Refunds chosen tickets of a completed order.
	 *
	 * @param int   $id         Order.
	 * @param mixed $ticket_ids The tickets (ids of valid tickets of this order).
	 * @return array<string, mixed> The order afterwards, with `refunded_tickets` and `refund_amount`.
	 * @throws DomainError 404 for no such order, 409 when it is not completed or the provider refuses,
	 *                     400 naming `ticket_ids` for an empty list or a ticket not valid in this order.
	 */
	public function refund( int $id, mixed $ticket_ids ): array {
		$booking = $this->bookings->get( $id );
		if ( 'completed' !== $booking['status'] ) {
			throw new DomainError( 'eventsmith_not_refundable', __( 'Only completed bookings can be refunded.', 'eventsmith' ), DomainError::CONFLICT, 'status' );
		}
		$chosen = self::ids( $ticket_ids );
		$all    = $this->tickets->all_of_booking( $id );
		$active = array_column( array_filter( $all, static fn( array $t ): bool => 'active' === $t['status'] ), 'ticket_type_id', 'id' );
		foreach ( $chosen as $ticket ) {
			if ( ! isset( $active[ $ticket ] ) ) {
				/* translators: %d: ticket id. */
				throw DomainError::invalid( 'ticket_ids', sprintf( __( 'ticket_ids: ticket %d is not a valid ticket of this order.', 'eventsmith' ), $ticket ) );
			}
		}
		$amount = TicketRefundAmount::of( $booking['lines'], (string) $booking['currency'], $all, $chosen );
		if ( count( $chosen ) === count( $active ) ) {
			return $this->bookings->refund( $id ) + array(
				'refunded_tickets' => $chosen,
				'refund_amount'    => MinorUnits::from_minor( $amount, (string) $booking['currency'] ),
			);
		}
		/**
		 * Fires before chosen tickets of an order are refunded; the payment gateway sends `$amount`
		 * back here. Throwing a DomainError stops the refund: nothing changes.
		 *
		 * @param array<string, mixed> $booking    The order (status `completed`).
		 * @param list<int>            $ticket_ids The tickets.
		 * @param int                  $amount     What they cost, in the currency's minor units.
		 */
		do_action( 'eventsmith_before_ticket_refund', $booking, $chosen, $amount );
		$scope = CapacityScope::event( (int) $booking['event_id'] );
		Transaction::run(
			function () use ( $chosen, $active, $scope ): void {
				$this->capacity->lock( $scope );
				if ( count( $chosen ) !== $this->store->refund_attendees( $chosen ) ) {
					throw new DomainError( 'eventsmith_not_refundable', __( 'Some of these tickets were refunded or cancelled meanwhile. Reload the order and try again.', 'eventsmith' ), DomainError::CONFLICT, 'ticket_ids' );
				}
				$this->capacity->release( $scope, count( $chosen ) );
				$by_type = array_count_values( array_filter( array_map( static fn( int $ticket ): int => (int) $active[ $ticket ], $chosen ) ) );
				ksort( $by_type );
				foreach ( $by_type as $type_id => $tickets ) {
					$this->capacity->release( TicketTypeRepository::scope( $type_id ), $tickets );
				}
			}
		);
		/**
		 * Fires after chosen tickets of an order were refunded (committed): they are marked
		 * refunded and their seats released.
		 *
		 * @param array<string, mixed> $booking    The order (still `completed`).
		 * @param list<int>            $ticket_ids The tickets.
		 * @param int                  $amount     What they cost, in minor units.
		 */
		do_action( 'eventsmith_after_ticket_refund', $booking, $chosen, $amount );
		return $this->bookings->get( $id ) + array(
			'refunded_tickets' => $chosen,
			'refund_amount'    => MinorUnits::from_minor( $amount, (string) $booking['currency'] ),
		);
	}

	/**
	 * The chosen ticket ids, checked.
	 *
	 * @param mixed $ticket_ids Input.
	 * @return list<int>
	 * @throws DomainError Naming `ticket_ids`.
	 */
	private static function ids( mixed $ticket_ids ): array {
		$ids = array();
		foreach ( is_array( $ticket_ids ) ? $ticket_ids : array() as $ticket ) {
			if ( ( ! is_int( $ticket ) && ! ( is_string( $ticket ) && ctype_digit( $ticket ) ) ) || (int) $ticket < 1 ) {
				throw DomainError::invalid( 'ticket_ids', __( 'ticket_ids must be a list of ticket ids.', 'eventsmith' ) );
			}
			$ids[] = (int) $ticket;
		}
		$ids = array_values( array_unique( $ids ) );
		if ( array() === $ids || count( $ids ) > self::MAX ) {
			throw DomainError::invalid( 'ticket_ids', __( 'ticket_ids: choose at least one ticket to refund.', 'eventsmith' ) );
		}
		sort( $ids );
		return $ids;
	}
}
