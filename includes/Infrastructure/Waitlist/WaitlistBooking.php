<?php
/**
 * What a claimed offer books, on the seat the offer held.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Rsvp\RsvpSubmission;
use Eventsmith\Domain\Ticket\TicketBuyer;
use Eventsmith\Domain\Ticket\TicketOrder;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Infrastructure\Registration\RegistrationService;

defined( 'ABSPATH' ) || exit;

/**
 * Books through the registration service (source `waitlist`, so the
 * before/after booking or RSVP hooks fire as for any order) and takes no
 * seat: the offer already holds it in the ledger. An RSVP place becomes a
 * "going" answer with one ticket; a free ticket a completed order; a paid
 * ticket a pending order (awaiting payment, released like any unpaid order
 * when its hold time ends).
 */
final class WaitlistBooking {

	/**
	 * Constructor.
	 *
	 * @param RegistrationService $registration Places the order or records the answer.
	 */
	public function __construct( private RegistrationService $registration ) {}

	/**
	 * Books the place, in one transaction with the claim.
	 *
	 * @param object          $entry          Waitlist row.
	 * @param TicketType|null $type           The ticket type, null for RSVP (the caller has checked it is still on sale).
	 * @param string          $currency       Site currency.
	 * @param string          $payment_method Gateway id for paid types.
	 * @param int             $hold_minutes   How long an unpaid order holds its seat.
	 * @param callable        $claim          Flips the entry to claimed (inside the transaction); false books nothing.
	 * @param callable        $claimed        Records what was booked on the entry, given booking and RSVP ids.
	 * @return array{booking_id: int, rsvp_id: int, status: string, total: string, tickets: list<array{id: int, ticket_code: string, name: string, ticket_type: string}>}|null Null when the claim flip lost.
	 * @throws DomainError When a before hook refuses.
	 */
	public function book( object $entry, ?TicketType $type, string $currency, string $payment_method, int $hold_minutes, callable $claim, callable $claimed ): ?array {
		$event_id = (int) $entry->event_id;
		$name     = (string) $entry->name;
		$email    = (string) $entry->email;
		if ( null === $type ) {
			$stored = $this->registration->record_rsvp(
				$event_id,
				RsvpSubmission::from_input(
					array(
						'response'  => 'going',
						'attendees' => array(
							array(
								'name'  => $name,
								'email' => $email,
							),
						),
					),
					1
				),
				RegistrationService::SOURCE_WAITLIST,
				'',
				null,
				$claim,
				static function ( int $rsvp_id ) use ( $claimed ): void {
					$claimed( 0, $rsvp_id );
				}
			);
			if ( null === $stored ) {
				return null;
			}
			return array(
				'booking_id' => 0,
				'rsvp_id'    => (int) $stored['id'],
				'status'     => 'completed',
				'total'      => '0.00',
				'tickets'    => array(
					array(
						'id'          => (int) ( $stored['ticket_ids'][0] ?? 0 ),
						'ticket_code' => (string) ( $stored['tickets'][0] ?? '' ),
						'name'        => $name,
						'ticket_type' => '',
					),
				),
			);
		}
		$paid    = ! $type->is_free();
		$booking = $this->registration->place_order(
			$event_id,
			TicketOrder::of_lines(
				array(
					array(
						'type'     => $type,
						'quantity' => 1,
					),
				)
			),
			TicketBuyer::of(
				$name,
				$email,
				array(
					array(
						'type'  => $type,
						'name'  => $name,
						'email' => $email,
						'phone' => '',
						'extra' => array(),
					),
				)
			),
			array(
				'currency'       => $currency,
				'status'         => $paid ? 'pending' : 'completed',
				'payment_method' => $paid ? $payment_method : '',
				'expires_at'     => $paid ? gmdate( 'Y-m-d H:i:s', time() + max( 1, $hold_minutes ) * MINUTE_IN_SECONDS ) : null,
			),
			RegistrationService::SOURCE_WAITLIST,
			array(),
			null,
			$claim,
			static function ( array $booking ) use ( $claimed ): void {
				$claimed( (int) $booking['booking_id'], 0 );
			}
		);
		if ( null === $booking ) {
			return null;
		}
		return array( 'rsvp_id' => 0 ) + $booking;
	}
}
