<?php
/**
 * A visitor's ticket order: all of it or nothing.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\Discount\DiscountCode;
use Eventsmith\Domain\Discount\DiscountQuote;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\Ticket\TicketBuyer;
use Eventsmith\Domain\Ticket\TicketOrder;
use Eventsmith\Infrastructure\Discount\DiscountCodes;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;
use Eventsmith\Infrastructure\Registration\RegistrationService;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the order against the request's registration snapshot (each type's answer, under the
 * `eventsmith_registration_policy` filter; nothing re-checked here), quantities within limits,
 * one named attendee per ticket,
 * then in one transaction takes the event's seats and each type's seats (conditional UPDATEs:
 * never oversold), writes the booking and one ticket per attendee. A type that runs out rolls
 * everything back and answers 409 naming it. A discount code (`discount_code`) is priced by the
 * server (DiscountCodes::quote()) and takes one use in the same transaction, after the seats
 * (`discount:{id}`, the last row locked), so a code never serves more orders than its limit.
 * Free orders (a 100 % code included) complete at once; paid ones stay `pending` (their tickets
 * too) until paid, or until their hold time ends.
 */
final class CheckoutService {

	/**
	 * Constructor.
	 *
	 * @param EventReader          $events    Reads events.
	 * @param CapacityLedger       $capacity  Seat counters.
	 * @param AttendeeRepository   $attendees Tickets.
	 * @param RegistrationSnapshots $snapshots Whether each type sells (the request's snapshot).
	 * @param RegistrationService  $registration Places the order (seats, store, hooks).
	 * @param DiscountCodes        $discounts Prices discount codes.
	 */
	public function __construct(
		private EventReader $events,
		private CapacityLedger $capacity,
		private AttendeeRepository $attendees,
		private RegistrationSnapshots $snapshots,
		private RegistrationService $registration,
		private DiscountCodes $discounts
	) {}

	/**
	 * Places an order.
	 *
	 * @param int                  $event_id       Event id.
	 * @param array<string, mixed> $input          buyer_name, buyer_email, tickets {type id: quantity}, attendees [{ticket_type_id, name, email, phone, extra}], discount_code, payment_method.
	 * @param string               $currency       Site currency.
	 * @param list<string>         $methods        Gateway ids a paid order may use (the first when the buyer names none).
	 * @param int                  $hold_minutes   How long an unpaid order holds its seats.
	 * @return array{booking_id: int, status: string, total: string, tickets: list<array{id: int, ticket_code: string, name: string, ticket_type: string}>}
	 * @throws DomainError On bad input (400, naming the field), an event that sells nothing (404/409) or seats that ran out (409).
	 */
	public function checkout( int $event_id, array $input, string $currency, array $methods, int $hold_minutes ): array {
		$event    = $this->events->fields( $event_id );
		$snapshot = $this->snapshots->for_event( $event_id );
		if ( null === $snapshot || ! $snapshot->published ) {
			throw new DomainError( 'eventsmith_event_not_found', __( 'No event has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		$now   = new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		$order = TicketOrder::from_quantities( $input['tickets'] ?? null, $snapshot );
		$buyer = TicketBuyer::from_input( $input, $order, is_array( $event['attendee_fields'] ?? null ) ? $event['attendee_fields'] : array() );
		$quote = $this->discounts->quote( $input['discount_code'] ?? null, $event_id, (int) ( $event['parent'] ?? 0 ), $order, $currency );
		$total = null !== $quote ? $quote->total : $order->total();
		$paid  = null !== $quote ? ! $quote->is_free() : ! $order->is_free();
		// A free order needs no payment, so the method chosen (or not) is not looked at.
		$payment_method = $paid ? self::method( $input['payment_method'] ?? null, $methods ) : '';
		$scope = CapacityScope::event( $event_id );
		$this->capacity->define( $scope, (int) $event['total_ticket'] );
		$lines = $order->lines;
		usort( $lines, static fn( array $a, array $b ): int => $a['type']->id <=> $b['type']->id );
		// Lock order shared with refunds and cancellations: the event's seats, then types by id.
		$seats = array(
			array(
				'scope'    => $scope,
				'quantity' => $order->quantity(),
			),
		);
		foreach ( $lines as $line ) {
			$this->capacity->define( TicketTypeRepository::scope( $line['type']->id ), $line['type']->capacity );
			$seats[] = array(
				'scope'    => TicketTypeRepository::scope( $line['type']->id ),
				'quantity' => $line['quantity'],
			);
		}
		$terms = array(
			'currency'       => $currency,
			'status'         => $paid ? 'pending' : 'completed',
			'payment_method' => $payment_method,
			'expires_at'     => $paid ? $now->modify( '+' . max( 1, $hold_minutes ) . ' minutes' )->format( 'Y-m-d H:i:s' ) : null,
		);
		$discount_scope = '';
		if ( null !== $quote ) {
			// Lock order: the event's seats, the types' seats by id, then the code's uses.
			$this->discounts->define_uses( $quote->code );
			$discount_scope = CapacityScope::discount( $quote->code->id );
			$seats[]        = array(
				'scope'    => $discount_scope,
				'quantity' => 1,
			);
			$terms         += array(
				'total'            => $total,
				'line_items'       => self::discounted_lines( $order, $quote ),
				'discount_code_id' => $quote->code->id,
				'discount_code'    => $quote->code->code,
				'discount_total'   => $quote->discount,
			);
		}
		$booking = $this->registration->place_order(
			$event_id,
			$order,
			$buyer,
			$terms,
			RegistrationService::SOURCE_VISITOR,
			$seats,
			function ( string $short ) use ( $scope, $lines, $discount_scope ): DomainError {
				if ( '' !== $discount_scope && $short === $discount_scope ) {
					return DiscountCodes::used_up();
				}
				if ( $short === $scope ) {
					return $this->event_sold_out( $lines );
				}
				foreach ( $lines as $line ) {
					if ( TicketTypeRepository::scope( $line['type']->id ) === $short ) {
						/* translators: %s: ticket type name. */
						return new DomainError( 'eventsmith_sold_out', sprintf( __( 'There are not enough "%s" tickets left.', 'eventsmith' ), $line['type']->name ), DomainError::CONFLICT, 'tickets.' . $line['type']->id );
					}
				}
				return $this->event_sold_out( $lines );
			}
		);
		if ( null === $booking ) {
			throw new DomainError( 'eventsmith_not_saved', __( 'This could not be saved just now. Please try again.', 'eventsmith' ), DomainError::CONFLICT );
		}
		return $booking;
	}

	/**
	 * What the discount preview answers: the order's lines priced by the server and the code applied.
	 *
	 * @param int                  $event_id Event id.
	 * @param array<string, mixed> $input    tickets {type id: quantity}, discount_code.
	 * @param string               $currency Site currency.
	 * @return array<string, mixed>
	 * @throws DomainError 404 for an unpublished event, 400 naming `tickets.{id}` or `discount_code`.
	 */
	public function preview( int $event_id, array $input, string $currency ): array {
		$event    = $this->events->fields( $event_id );
		$snapshot = $this->snapshots->for_event( $event_id );
		if ( null === $snapshot || ! $snapshot->published ) {
			throw new DomainError( 'eventsmith_event_not_found', __( 'No event has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		$order = TicketOrder::from_quantities( $input['tickets'] ?? null, $snapshot );
		$typed = $input['discount_code'] ?? null;
		if ( ! is_string( $typed ) || '' === trim( $typed ) ) {
			throw DiscountCode::unusable( __( 'discount_code: type a code.', 'eventsmith' ) );
		}
		$quote = $this->discounts->quote( $typed, $event_id, (int) ( $event['parent'] ?? 0 ), $order, $currency );
		return ( null === $quote ? array() : $quote->to_array() ) + array( 'currency' => $currency );
	}

	/**
	 * The order's line items with what the code took off each.
	 *
	 * @param TicketOrder                                  $order The order.
	 * @param DiscountQuote $quote The code applied.
	 * @return list<array{ticket_type: string, ticket_type_id: int, quantity: int, price: float, discount: float}>
	 */
	private static function discounted_lines( TicketOrder $order, DiscountQuote $quote ): array {
		$items = array();
		foreach ( $order->lines as $i => $line ) {
			$items[] = array(
				'ticket_type'    => $line['type']->name,
				'ticket_type_id' => $line['type']->id,
				'quantity'       => $line['quantity'],
				'price'          => (float) $line['type']->price,
				'discount'       => (float) ( $quote->lines[ $i ]['discount'] ?? 0 ),
			);
		}
		return $items;
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

	/**
	 * The payment method of a paid order: the one the buyer chose if it is enabled, else the first.
	 *
	 * @param mixed        $chosen  What the buyer sent (null: nothing).
	 * @param list<string> $methods Enabled method ids, in order.
	 * @throws DomainError Naming payment_method when it is not one of them.
	 */
	private static function method( mixed $chosen, array $methods ): string {
		if ( null === $chosen || '' === $chosen ) {
			return (string) ( $methods[0] ?? '' );
		}
		if ( ! is_string( $chosen ) || ! in_array( $chosen, $methods, true ) ) {
			throw DomainError::invalid( 'payment_method', __( 'payment_method must be one of the payment methods this site offers.', 'eventsmith' ) );
		}
		return $chosen;
	}
}
