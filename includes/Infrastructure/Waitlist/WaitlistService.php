<?php
/**
 * Joining a waitlist, staff's view of it, and removing people from it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\RegistrationAnswer;
use Eventsmith\Domain\Waitlist\WaitlistRules;
use Eventsmith\Domain\Waitlist\WaitlistState;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;

defined( 'ABSPATH' ) || exit;

/**
 * A person may join a list only while it is really sold out (seats freed
 * meanwhile are first offered to those already waiting); staff see each list
 * in line order and may take people off it (an offer they held passes on).
 */
final class WaitlistService {

	/**
	 * Constructor.
	 *
	 * @param WaitlistRepository $entries Entries.
	 * @param WaitlistSeats      $seats   The lists' seats.
	 * @param WaitlistOffers     $offers  Offers.
	 * @param WaitlistMails      $mails   The e-mails.
	 * @param EventReader        $events  Reads events.
	 * @param RegistrationSnapshots $registration Whether a list is sold out (the request's snapshot).
	 */
	public function __construct(
		private WaitlistRepository $entries,
		private WaitlistSeats $seats,
		private WaitlistOffers $offers,
		private WaitlistMails $mails,
		private EventReader $events,
		private RegistrationSnapshots $registration
	) {}

	/**
	 * Adds a visitor to a list.
	 *
	 * @param int                  $event_id Event.
	 * @param array<string, mixed> $input    name, email, ticket_type_id (0 or absent: the RSVP list).
	 * @return array{id: int, position: int} Id and place 0 when the address already waits (the caller answers both alike).
	 * @throws DomainError 400 naming the field (a type not on sale included), 404 for an unknown event or type, 409 when places are free.
	 */
	public function join( int $event_id, array $input ): array {
		$person  = WaitlistRules::person( $input['name'] ?? null, $input['email'] ?? null );
		$type_id = $input['ticket_type_id'] ?? 0;
		if ( ! is_numeric( $type_id ) || (int) $type_id < 0 || (int) $type_id != $type_id ) { // phpcs:ignore Universal.Operators.StrictComparisons -- "3" and 3 are both whole.
			throw DomainError::invalid( 'ticket_type_id', __( 'ticket_type_id must be a ticket type id, or 0 for the RSVP waitlist.', 'eventsmith' ) );
		}
		$type_id = (int) $type_id;
		$event   = $this->events->fields( $event_id );
		if ( 'publish' !== $event['post_status'] ) {
			throw new DomainError( 'eventsmith_event_not_found', __( 'No event has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		$type = $this->seats->type( $event_id, $type_id );
		if ( $type_id > 0 && null === $type ) {
			throw new DomainError( 'eventsmith_ticket_type_not_found', __( 'ticket_type_id: this event has no ticket type with this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'ticket_type_id' );
		}
		$now = new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		// A full event answers "sold out" for every type: only a type visitors can buy now has a list.
		if ( null !== $type && ! $type->on_sale( $now ) ) {
			throw DomainError::invalid( 'ticket_type_id', __( 'ticket_type_id: this ticket type is not on sale, so it has no waitlist.', 'eventsmith' ), 'eventsmith_waitlist_not_on_sale' );
		}
		// Seats freed meanwhile go to the people already in line before anyone new joins.
		$this->offers->offer_free_seats( $event_id );
		$snapshot = $this->registration->for_event( $event_id );
		$answer   = null === $type ? $snapshot?->rsvp : $snapshot?->ticket( $type->id )?->answer;
		if ( null === $answer ) {
			throw new DomainError( 'eventsmith_ticket_type_not_found', __( 'ticket_type_id: this event has no ticket type with this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'ticket_type_id' );
		}
		if ( ! $answer->is_sold_out() ) {
			throw $this->not_full( $answer );
		}
		try {
			$id = $this->entries->add( $event_id, $type_id, $person['name'], $person['email'] );
		} catch ( DomainError $already ) {
			if ( 'eventsmith_waitlist_already' !== $already->error_code ) {
				throw $already;
			}
			// Answered like a new entry, so nobody learns who is on a list; no second e-mail.
			return array(
				'id'       => 0,
				'position' => 0,
			);
		}
		$entry = $this->entries->get( $id );
		$place = null === $entry ? 1 : $this->entries->position( $entry );
		$this->mails->joined( $person['email'], $person['name'], $this->seats->label( $event_id, $type_id ), $place, $event_id );
		/**
		 * Fires after a visitor joined a waitlist.
		 *
		 * @param int $id       Entry id.
		 * @param int $event_id Event.
		 * @param int $type_id  Ticket type (0: RSVP).
		 */
		do_action( 'eventsmith_waitlist_joined', $id, $event_id, $type_id );
		return array(
			'id'       => $id,
			'position' => $place,
		);
	}

	/**
	 * An event's lists for staff, in line order.
	 *
	 * @param int $event_id Event.
	 * @return list<array<string, mixed>>
	 */
	public function for_event( int $event_id ): array {
		$this->events->fields( $event_id );
		$names = array();
		$items = array();
		foreach ( $this->entries->for_event( $event_id ) as $row ) {
			$type_id = (int) $row->ticket_type_id;
			if ( ! isset( $names[ $type_id ] ) ) {
				$type             = $this->seats->type( $event_id, $type_id );
				$names[ $type_id ] = null === $type ? ( 0 === $type_id ? __( 'RSVP', 'eventsmith' ) : __( 'Removed ticket type', 'eventsmith' ) ) : $type->name;
			}
			$items[] = self::present( $row, $names[ $type_id ] );
		}
		return $items;
	}

	/**
	 * Takes a person off a list; a seat they held passes to the next in line.
	 *
	 * @param int $event_id Event.
	 * @param int $id       Entry id.
	 * @return array<string, mixed> The entry now.
	 * @throws DomainError 404 when the event has no such entry, 409 when it already ended.
	 */
	public function remove( int $event_id, int $id ): array {
		$entry = $this->entries->get( $id );
		if ( null === $entry || (int) $entry->event_id !== $event_id ) {
			throw new DomainError( 'eventsmith_waitlist_not_found', __( 'This event\'s waitlist has no entry with this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		$now     = new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		$removed = WaitlistState::Offered->value === $entry->state
			? $this->offers->end_offer( $entry, WaitlistState::Removed, $now )
			: $this->entries->remove( $id, WaitlistState::Waiting );
		if ( ! $removed ) {
			throw new DomainError( 'eventsmith_waitlist_ended', __( 'This person is no longer waiting: the entry was claimed, expired or removed already.', 'eventsmith' ), DomainError::CONFLICT, 'id' );
		}
		return self::present( (object) ( array( 'state' => 'removed' ) + (array) $this->entries->get( $id ) ), '' );
	}

	/**
	 * An entry as the API answers it.
	 *
	 * @param object $row         Row.
	 * @param string $ticket_type Ticket type name ('' when not needed).
	 * @return array<string, mixed>
	 */
	public static function present( object $row, string $ticket_type ): array {
		$until = null !== $row->hold_until && 'offered' === $row->state ? ( new \DateTimeImmutable( (string) $row->hold_until, new \DateTimeZone( 'UTC' ) ) ) : null;
		return array(
			'id'             => (int) $row->id,
			'event_id'       => (int) $row->event_id,
			'ticket_type_id' => (int) $row->ticket_type_id,
			'ticket_type'    => $ticket_type,
			'name'           => (string) $row->name,
			'email'          => (string) $row->email,
			'state'          => (string) $row->state,
			'hold_until'     => null === $until ? null : $until->format( 'Y-m-d\TH:i:s\Z' ),
			'joined_at'      => ( new \DateTimeImmutable( (string) $row->created_at, new \DateTimeZone( 'UTC' ) ) )->format( 'Y-m-d\TH:i:s\Z' ),
			'booking_id'     => (int) $row->booking_id,
		);
	}

	/**
	 * The refusal when the list is not sold out.
	 *
	 * @param RegistrationAnswer $answer The gate's answer.
	 */
	private function not_full( RegistrationAnswer $answer ): DomainError {
		if ( $answer->is_open() ) {
			return new DomainError( 'eventsmith_waitlist_places_available', __( 'There are places available: please book directly instead of joining the waitlist.', 'eventsmith' ), DomainError::CONFLICT, 'ticket_type_id' );
		}
		return new DomainError( 'eventsmith_waitlist_closed', $answer->message, DomainError::CONFLICT, 'ticket_type_id' );
	}
}
