<?php
/**
 * What a claimed offer books, on the seat the offer held.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;
use Eventsmith\Infrastructure\Tickets\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Runs inside the claim's transaction and takes no seat: the offer already
 * holds it in the ledger. An RSVP place becomes a "going" answer with one
 * ticket; a free ticket a completed order; a paid ticket a pending order
 * (awaiting payment, released like any unpaid order when its hold time ends).
 */
final class WaitlistBooking {

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository $attendees Tickets.
	 */
	public function __construct( private AttendeeRepository $attendees ) {}

	/**
	 * Books the place.
	 *
	 * @param object          $entry          Waitlist row.
	 * @param TicketType|null $type           The ticket type, null for RSVP.
	 * @param string          $currency       Site currency.
	 * @param string          $payment_method Gateway id for paid types.
	 * @param int             $hold_minutes   How long an unpaid order holds its seat.
	 * @return array{booking_id: int, rsvp_id: int, status: string, total: string, tickets: list<array{id: int, ticket_code: string, name: string, ticket_type: string}>}
	 */
	public function book( object $entry, ?TicketType $type, string $currency, string $payment_method, int $hold_minutes ): array {
		global $wpdb;
		$event_id = (int) $entry->event_id;
		$now      = gmdate( 'Y-m-d H:i:s' );
		if ( null === $type ) {
			Transaction::check(
				$wpdb->insert(
					Tables::rsvp_responses(),
					array(
						'event_id'       => $event_id,
						'response'       => 'going',
						'attendee_count' => 1,
						'reason'         => '',
						'name'           => (string) $entry->name,
						'email'          => (string) $entry->email,
						'created_at'     => $now,
					),
					array( '%d', '%s', '%d', '%s', '%s', '%s', '%s' )
				)
			);
			$rsvp_id = (int) $wpdb->insert_id;
			$ticket  = $this->attendees->add(
				$event_id,
				array(
					'name'    => (string) $entry->name,
					'email'   => (string) $entry->email,
					'rsvp_id' => $rsvp_id,
				)
			);
			return array(
				'booking_id' => 0,
				'rsvp_id'    => $rsvp_id,
				'status'     => 'completed',
				'total'      => '0.00',
				'tickets'    => array( $this->ticket( $ticket, $entry, '' ) ),
			);
		}
		$paid   = ! $type->is_free();
		$status = $paid ? 'pending' : 'completed';
		Transaction::check(
			$wpdb->insert(
				Tables::bookings(),
				array(
					'event_id'       => $event_id,
					'customer_name'  => (string) $entry->name,
					'customer_email' => (string) $entry->email,
					'line_items'     => (string) wp_json_encode(
						array(
							array(
								'ticket_type'    => $type->name,
								'ticket_type_id' => $type->id,
								'quantity'       => 1,
								'price'          => (float) $type->price,
							),
						)
					),
					'quantity'       => 1,
					'total'          => $type->price,
					'currency'       => $currency,
					'status'         => $status,
					'payment_method' => $paid ? $payment_method : '',
					'expires_at'     => $paid ? gmdate( 'Y-m-d H:i:s', time() + max( 1, $hold_minutes ) * MINUTE_IN_SECONDS ) : null,
					'created_at'     => $now,
					'updated_at'     => $now,
				),
				array( '%d', '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s' )
			)
		);
		$booking_id = (int) $wpdb->insert_id;
		$ticket     = $this->attendees->add(
			$event_id,
			array(
				'booking_id'     => $booking_id,
				'ticket_type'    => $type->name,
				'ticket_type_id' => $type->id,
				'name'           => (string) $entry->name,
				'email'          => (string) $entry->email,
				'status'         => $paid ? 'pending' : 'active',
			)
		);
		return array(
			'booking_id' => $booking_id,
			'rsvp_id'    => 0,
			'status'     => $status,
			'total'      => $type->price,
			'tickets'    => array( $this->ticket( $ticket, $entry, $type->name ) ),
		);
	}

	/**
	 * A ticket as the claim answers it.
	 *
	 * @param array{id: int, ticket_code: string} $ticket Stored ticket.
	 * @param object                              $entry  Waitlist row.
	 * @param string                              $type   Ticket type name.
	 * @return array{id: int, ticket_code: string, name: string, ticket_type: string}
	 */
	private function ticket( array $ticket, object $entry, string $type ): array {
		return array(
			'id'          => $ticket['id'],
			'ticket_code' => $ticket['ticket_code'],
			'name'        => (string) $entry->name,
			'ticket_type' => $type,
		);
	}
}
