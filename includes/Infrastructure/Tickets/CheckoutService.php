<?php
/**
 * A visitor's ticket order: all of it or nothing.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\Ticket\TicketBuyer;
use Eventsmith\Domain\Ticket\TicketOrder;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the order against the request's registration snapshot (each type's answer, under the
 * `eventsmith_registration_policy` filter; nothing re-checked here), quantities within limits,
 * one named attendee per ticket,
 * then in one transaction takes the event's seats and each type's seats (conditional UPDATEs:
 * never oversold), writes the booking and one ticket per attendee. A type that runs out rolls
 * everything back and answers 409 naming it. Free orders complete at once; paid ones stay
 * `pending` (their tickets too) until paid, or until their hold time ends.
 */
final class CheckoutService {

	/**
	 * Constructor.
	 *
	 * @param EventReader           $events       Reads events.
	 * @param CapacityLedger        $capacity     Seat counters.
	 * @param AttendeeRepository    $attendees    Tickets.
	 * @param RegistrationSnapshots $registration Whether each type sells (the request's snapshot).
	 */
	public function __construct(
		private EventReader $events,
		private CapacityLedger $capacity,
		private AttendeeRepository $attendees,
		private RegistrationSnapshots $registration
	) {}

	/**
	 * Places an order.
	 *
	 * @param int                  $event_id       Event id.
	 * @param array<string, mixed> $input          buyer_name, buyer_email, tickets {type id: quantity}, attendees [{ticket_type_id, name, email, phone, extra}].
	 * @param string               $currency       Site currency.
	 * @param string               $payment_method Gateway id for paid orders.
	 * @param int                  $hold_minutes   How long an unpaid order holds its seats.
	 * @return array{booking_id: int, status: string, total: string, tickets: list<array{id: int, ticket_code: string, name: string, ticket_type: string}>}
	 * @throws DomainError On bad input (400, naming the field), an event that sells nothing (404/409) or seats that ran out (409).
	 */
	public function checkout( int $event_id, array $input, string $currency, string $payment_method, int $hold_minutes ): array {
		$event    = $this->events->fields( $event_id );
		$snapshot = $this->registration->for_event( $event_id );
		if ( null === $snapshot || ! $snapshot->published ) {
			throw new DomainError( 'eventsmith_event_not_found', __( 'No event has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		$now   = new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		$order = TicketOrder::from_quantities( $input['tickets'] ?? null, $snapshot );
		$buyer = TicketBuyer::from_input( $input, $order, is_array( $event['attendee_fields'] ?? null ) ? $event['attendee_fields'] : array() );
		$paid  = ! $order->is_free();
		/**
		 * Fires before a visitor's order is placed; throwing a DomainError refuses it (409 with its message).
		 *
		 * @param int         $event_id The event.
		 * @param TicketOrder $order    The checked order: ticket types and quantities.
		 * @param TicketBuyer $buyer    The buyer and the attendees.
		 */
		do_action( 'eventsmith_before_booking', $event_id, $order, $buyer );

		$scope = CapacityScope::event( $event_id );
		$this->capacity->define( $scope, (int) $event['total_ticket'] );
		$lines = $order->lines;
		usort( $lines, static fn( array $a, array $b ): int => $a['type']->id <=> $b['type']->id );
		foreach ( $lines as $line ) {
			$this->capacity->define( TicketTypeRepository::scope( $line['type']->id ), $line['type']->capacity );
		}

		$booking = Transaction::run(
			function () use ( $event_id, $scope, $lines, $order, $buyer, $paid, $currency, $payment_method, $hold_minutes, $now ): array {
				global $wpdb;
				// Lock order shared with refunds and cancellations: the event's seats, then types by id.
				if ( ! $this->capacity->reserve( $scope, $order->quantity() ) ) {
					throw $this->event_sold_out( $lines );
				}
				foreach ( $lines as $line ) {
					if ( ! $this->capacity->reserve( TicketTypeRepository::scope( $line['type']->id ), $line['quantity'] ) ) {
						/* translators: %s: ticket type name. */
						throw new DomainError( 'eventsmith_sold_out', sprintf( __( 'There are not enough "%s" tickets left.', 'eventsmith' ), $line['type']->name ), DomainError::CONFLICT, 'tickets.' . $line['type']->id );
					}
				}
				$status  = $paid ? 'pending' : 'completed';
				$created = $now->format( 'Y-m-d H:i:s' );
				Transaction::check(
					$wpdb->insert(
						Tables::bookings(),
						array(
							'event_id'       => $event_id,
							'customer_name'  => $buyer->name,
							'customer_email' => $buyer->email,
							'line_items'     => (string) wp_json_encode( $this->line_items( $order ) ),
							'quantity'       => $order->quantity(),
							'total'          => $order->total(),
							'currency'       => $currency,
							'status'         => $status,
							'payment_method' => $paid ? $payment_method : '',
							'expires_at'     => $paid ? $now->modify( '+' . max( 1, $hold_minutes ) . ' minutes' )->format( 'Y-m-d H:i:s' ) : null,
							'created_at'     => $created,
							'updated_at'     => $created,
						),
						array( '%d', '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s' )
					)
				);
				$booking_id = (int) $wpdb->insert_id;
				$tickets    = array();
				foreach ( $buyer->attendees as $attendee ) {
					$ticket    = $this->attendees->add(
						$event_id,
						array(
							'booking_id'     => $booking_id,
							'ticket_type'    => $attendee['type']->name,
							'ticket_type_id' => $attendee['type']->id,
							'name'           => $attendee['name'],
							'email'          => $attendee['email'],
							'phone'          => $attendee['phone'],
							'extra'          => $attendee['extra'],
							'status'         => $paid ? 'pending' : 'active',
						)
					);
					$tickets[] = array(
						'id'          => $ticket['id'],
						'ticket_code' => $ticket['ticket_code'],
						'name'        => $attendee['name'],
						'ticket_type' => $attendee['type']->name,
					);
				}
				return array(
					'booking_id' => $booking_id,
					'status'     => $status,
					'total'      => $order->total(),
					'tickets'    => $tickets,
				);
			}
		);
		/**
		 * Fires after a visitor's order was placed (committed): completed when free, pending when paid later.
		 *
		 * @param array<string, mixed> $booking  `booking_id`, `status`, `total`, `tickets`.
		 * @param int                  $event_id The event.
		 * @param TicketOrder          $order    The order.
		 */
		do_action( 'eventsmith_after_booking', $booking, $event_id, $order );
		return $booking;
	}

	/**
	 * The booking's line items, priced by the server.
	 *
	 * @param TicketOrder $order The order.
	 * @return list<array{ticket_type: string, ticket_type_id: int, quantity: int, price: float}>
	 */
	private function line_items( TicketOrder $order ): array {
		return array_map(
			static fn( array $line ): array => array(
				'ticket_type'    => $line['type']->name,
				'ticket_type_id' => $line['type']->id,
				'quantity'       => $line['quantity'],
				'price'          => (float) $line['type']->price,
			),
			$order->lines
		);
	}

	/**
	 * The refusal when the event's seats ran out: it names the ticket type
	 * that cannot be had (a type whose own places are gone first, or the only
	 * type asked for), else speaks of the event.
	 *
	 * @param list<array{type: \Eventsmith\Domain\Ticket\TicketType, quantity: int}> $lines Order lines.
	 */
	private function event_sold_out( array $lines ): DomainError {
		$named = null;
		foreach ( $lines as $line ) {
			$left = $this->capacity->remaining( TicketTypeRepository::scope( $line['type']->id ) );
			if ( null !== $left && $left < $line['quantity'] ) {
				$named = $line['type'];
				break;
			}
		}
		if ( null === $named && 1 === count( $lines ) ) {
			$named = $lines[0]['type'];
		}
		if ( null === $named ) {
			return new DomainError( 'eventsmith_sold_out', __( 'There are not enough tickets left for this event.', 'eventsmith' ), DomainError::CONFLICT, 'tickets' );
		}
		/* translators: %s: ticket type name. */
		return new DomainError( 'eventsmith_sold_out', sprintf( __( 'There are not enough "%s" tickets left.', 'eventsmith' ), $named->name ), DomainError::CONFLICT, 'tickets.' . $named->id );
	}
}
