<?php
/**
 * Places orders and records RSVPs for every source.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Registration;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\Rsvp\RsvpSubmission;
use Eventsmith\Domain\Ticket\TicketBuyer;
use Eventsmith\Domain\Ticket\TicketOrder;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * The one way in for a booking or an RSVP answer, whoever places it: a
 * visitor's checkout or RSVP form (`visitor`), staff (`staff`), a waitlist
 * claim (`waitlist`), a payment provider to come. It fires the before hook
 * (a DomainError thrown there refuses, nothing is written), then in one
 * transaction takes the seats the caller names (conditional UPDATEs, in lock
 * order), writes through the stores, and after the commit fires the after
 * hook: each once per placed order or answer.
 */
final class RegistrationService {

	public const SOURCE_VISITOR  = 'visitor';
	public const SOURCE_STAFF    = 'staff';
	public const SOURCE_WAITLIST = 'waitlist';

	/**
	 * Constructor.
	 *
	 * @param CapacityLedger    $capacity Seat counters.
	 * @param BookingStore      $bookings Writes bookings and tickets.
	 * @param RsvpResponseStore $rsvps    Writes RSVP answers.
	 */
	public function __construct(
		private CapacityLedger $capacity,
		private BookingStore $bookings = new BookingStore(),
		private RsvpResponseStore $rsvps = new RsvpResponseStore()
	) {}

	/**
	 * Places an order: one booking, one ticket per attendee of the buyer.
	 *
	 * @param int                                       $event_id Event.
	 * @param TicketOrder                               $order    Types and quantities (checked by the caller).
	 * @param TicketBuyer                               $buyer    Buyer and attendees (checked by the caller).
	 * @param array<string, mixed>                      $terms    currency, status (`completed` or `pending`), and optionally payment_method, expires_at, line_items, total, discount_code_id, discount_code, discount_total.
	 * @param string                                    $source   Who places it (`visitor`, `staff`, `waitlist`, a gateway id).
	 * @param list<array{scope: string, quantity: int}> $seats    Seats to take in lock order (none: the caller holds them already).
	 * @param callable|null                             $short    Given the scope that ran out, returns the DomainError to throw.
	 * @param callable|null                             $claim    Runs first inside the transaction; false places nothing and returns null.
	 * @param callable|null                             $placed   Runs inside the transaction after the writes, given the booking.
	 * @return array{booking_id: int, status: string, total: string, tickets: list<array{id: int, ticket_code: string, name: string, ticket_type: string}>}|null
	 * @throws DomainError When a before hook refuses or seats ran out; nothing is stored then.
	 */
	public function place_order( int $event_id, TicketOrder $order, TicketBuyer $buyer, array $terms, string $source, array $seats = array(), ?callable $short = null, ?callable $claim = null, ?callable $placed = null ): ?array {
		/**
		 * Fires before an order is placed, whoever places it; throwing a DomainError refuses it (409 with its message).
		 *
		 * @param int         $event_id The event.
		 * @param TicketOrder $order    The checked order: ticket types and quantities.
		 * @param TicketBuyer $buyer    The buyer and the attendees.
		 * @param string      $source   `visitor`, `staff`, `waitlist`, or a payment gateway's id.
		 */
		do_action( 'eventsmith_before_booking', $event_id, $order, $buyer, $source );
		$booking = Transaction::run(
			function () use ( $event_id, $order, $buyer, $terms, $seats, $short, $claim, $placed ): ?array {
				if ( null !== $claim && ! $claim() ) {
					return null;
				}
				$this->take( $seats, $short );
				$status  = 'pending' === ( $terms['status'] ?? 'completed' ) ? 'pending' : 'completed';
				$total   = (string) ( $terms['total'] ?? $order->total() );
				$id      = $this->bookings->insert_booking(
					array(
						'event_id'       => $event_id,
						'customer_name'  => $buyer->name,
						'customer_email' => $buyer->email,
						'line_items'     => $terms['line_items'] ?? self::line_items( $order ),
						'quantity'       => $order->quantity(),
						'total'          => $total,
						'currency'       => (string) ( $terms['currency'] ?? 'USD' ),
						'status'         => $status,
						'payment_method' => (string) ( $terms['payment_method'] ?? '' ),
						'expires_at'     => $terms['expires_at'] ?? null,
						'discount_code_id' => (int) ( $terms['discount_code_id'] ?? 0 ),
						'discount_code'    => (string) ( $terms['discount_code'] ?? '' ),
						'discount_total'   => (string) ( $terms['discount_total'] ?? '0.00' ),
					)
				);
				$tickets = array();
				foreach ( $buyer->attendees as $attendee ) {
					$ticket    = $this->bookings->add_attendee(
						$event_id,
						array(
							'booking_id'     => $id,
							'ticket_type'    => $attendee['type']->name,
							'ticket_type_id' => $attendee['type']->id,
							'name'           => $attendee['name'],
							'email'          => $attendee['email'],
							'phone'          => $attendee['phone'] ?? '',
							'extra'          => $attendee['extra'] ?? array(),
							'status'         => 'pending' === $status ? 'pending' : 'active',
						)
					);
					$tickets[] = array(
						'id'          => $ticket['id'],
						'ticket_code' => $ticket['ticket_code'],
						'name'        => $attendee['name'],
						'ticket_type' => $attendee['type']->name,
					);
				}
				$booking = array(
					'booking_id' => $id,
					'status'     => $status,
					'total'      => $total,
					'tickets'    => $tickets,
				);
				if ( null !== $placed ) {
					$placed( $booking );
				}
				return $booking;
			}
		);
		if ( null !== $booking ) {
			/**
			 * Fires after an order was placed (committed), whoever placed it: completed when free, pending when paid later.
			 *
			 * @param array<string, mixed> $booking  `booking_id`, `status`, `total`, `tickets`.
			 * @param int                  $event_id The event.
			 * @param TicketOrder          $order    The order.
			 * @param string               $source   `visitor`, `staff`, `waitlist`, or a payment gateway's id.
			 */
			do_action( 'eventsmith_after_booking', $booking, $event_id, $order, $source );
		}
		return $booking;
	}

	/**
	 * Records an RSVP answer: one response, one ticket per attendee when going.
	 *
	 * @param int           $event_id   Event.
	 * @param RsvpSubmission $submission The checked answer.
	 * @param string        $source     Who records it (`visitor`, `staff`, `waitlist`).
	 * @param string        $scope      The RSVP seats' scope; '' takes none (the caller holds them already).
	 * @param callable|null $short      Given the scope, returns the DomainError to throw when it ran out.
	 * @param callable|null $claim      Runs first inside the transaction; false records nothing and returns null.
	 * @param callable|null $placed     Runs inside the transaction after the writes, given the response id.
	 * @param callable|null $committed  Runs after the commit, before the after hook (the confirmation e-mail), given the ticket codes.
	 * @return array{id: int, response: string, tickets: list<string>, remaining: int|null, ticket_ids: list<int>}|null
	 * @throws DomainError When a before hook refuses or the places ran out; nothing is stored then.
	 */
	public function record_rsvp( int $event_id, RsvpSubmission $submission, string $source, string $scope, ?callable $short = null, ?callable $claim = null, ?callable $placed = null, ?callable $committed = null ): ?array {
		/**
		 * Fires before an RSVP answer is stored, whoever records it; throwing a DomainError refuses it (409 with its message).
		 *
		 * @param int            $event_id   The event.
		 * @param RsvpSubmission $submission The checked answer: going or not, attendees, reason.
		 * @param string         $source     `visitor`, `staff` or `waitlist`.
		 */
		do_action( 'eventsmith_before_rsvp', $event_id, $submission, $source );
		$seats  = $submission->going ? count( $submission->attendees ) : 0;
		$stored = Transaction::run(
			function () use ( $event_id, $submission, $scope, $seats, $short, $claim, $placed ): ?array {
				if ( null !== $claim && ! $claim() ) {
					return null;
				}
				if ( '' !== $scope && $seats > 0 ) {
					$this->take( array( array( 'scope' => $scope, 'quantity' => $seats ) ), $short );
				}
				$primary = $submission->attendees[0];
				$id      = $this->rsvps->insert( $event_id, $submission->going, $seats, $submission->reason, $primary['name'], $primary['email'] );
				$codes   = array();
				$ids     = array();
				if ( $submission->going ) {
					foreach ( $submission->attendees as $attendee ) {
						$ticket  = $this->bookings->add_attendee( $event_id, $attendee + array( 'rsvp_id' => $id ) );
						$codes[] = $ticket['ticket_code'];
						$ids[]   = $ticket['id'];
					}
				}
				if ( null !== $placed ) {
					$placed( $id );
				}
				return array( $id, $codes, $ids );
			}
		);
		if ( null === $stored ) {
			return null;
		}
		list( $id, $codes, $ids ) = $stored;
		if ( null !== $committed ) {
			$committed( $codes );
		}
		$answer = array(
			'id'         => $id,
			'response'   => $submission->going ? 'going' : 'not_going',
			'tickets'    => $codes,
			'remaining'  => $this->capacity->remaining( CapacityScope::rsvp( $event_id ) ),
			'ticket_ids' => $ids,
		);
		/**
		 * Fires after an RSVP answer was stored (committed) and confirmed, whoever recorded it.
		 *
		 * @param array<string, mixed> $stored     `id`, `response`, `tickets` (codes), `remaining`.
		 * @param int                  $event_id   The event.
		 * @param RsvpSubmission       $submission The answer.
		 * @param string               $source     `visitor`, `staff` or `waitlist`.
		 */
		do_action( 'eventsmith_after_rsvp', array_diff_key( $answer, array( 'ticket_ids' => true ) ), $event_id, $submission, $source );
		return $answer;
	}

	/**
	 * Takes every seat asked for, or throws (the transaction then gives back what was taken).
	 *
	 * @param list<array{scope: string, quantity: int}> $seats Seats in lock order.
	 * @param callable|null                             $short Refusal for a scope that ran out.
	 * @throws DomainError When a scope ran out.
	 */
	private function take( array $seats, ?callable $short ): void {
		foreach ( $seats as $seat ) {
			if ( ! $this->capacity->reserve( $seat['scope'], $seat['quantity'] ) ) {
				throw null !== $short ? $short( $seat['scope'] ) : new DomainError( 'eventsmith_sold_out', __( 'There are not enough tickets left.', 'eventsmith' ), DomainError::CONFLICT, 'tickets' );
			}
		}
	}

	/**
	 * An order's line items, priced by the server.
	 *
	 * @param TicketOrder $order The order.
	 * @return list<array{ticket_type: string, ticket_type_id: int, quantity: int, price: float}>
	 */
	private static function line_items( TicketOrder $order ): array {
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
}
