<?php
/**
 * The capacity scopes behind one waitlist, and holding a seat in them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\Registration\RegistrationPolicy;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A ticket type's seat is one seat of the event (`event:{id}`) and one of the
 * type (`ticket_type:{id}`), taken in that order as checkout and refunds do; an
 * RSVP place is one seat of `rsvp:{id}`. An offer holds its seat in the ledger
 * with the same conditional UPDATE a booking uses, so a held seat is sold to
 * nobody else and never counted twice.
 */
final class WaitlistSeats {

	/**
	 * Constructor.
	 *
	 * @param CapacityLedger       $ledger Seat counters.
	 * @param EventReader          $events Reads events.
	 * @param TicketTypeRepository $types  Ticket types.
	 */
	public function __construct(
		private CapacityLedger $ledger,
		private EventReader $events,
		private TicketTypeRepository $types
	) {}

	/**
	 * The list's ticket type, or null for RSVP or a type that no longer exists.
	 *
	 * @param int $event_id       Event.
	 * @param int $ticket_type_id Type id (0: RSVP).
	 */
	public function type( int $event_id, int $ticket_type_id ): ?TicketType {
		return $ticket_type_id > 0 ? ( $this->types->for_event( $event_id )[ $ticket_type_id ] ?? null ) : null;
	}

	/**
	 * Whether the list's event still takes bookings at all (published, not cancelled, type not deleted, visible and on sale).
	 *
	 * @param int $event_id       Event.
	 * @param int $ticket_type_id Type id (0: RSVP).
	 */
	public function sells( int $event_id, int $ticket_type_id ): bool {
		$event = $this->events->fields( $event_id );
		if ( 'publish' !== ( $event['post_status'] ?? '' ) || ! empty( $event['cancelled'] ) ) {
			return false;
		}
		if ( 0 === $ticket_type_id ) {
			return true;
		}
		// A type that was hidden or whose sale ended is no longer offered to anyone in line.
		$type = $this->type( $event_id, $ticket_type_id );
		return null !== $type && $type->on_sale( new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) );
	}

	/**
	 * The scopes of a list in lock order, defined with today's capacities
	 * (a raised capacity shows here).
	 *
	 * @param int $event_id       Event.
	 * @param int $ticket_type_id Type id (0: RSVP).
	 * @return list<string>
	 */
	public function scopes( int $event_id, int $ticket_type_id ): array {
		$event = $this->events->fields( $event_id );
		if ( 0 === $ticket_type_id ) {
			$this->ledger->define( CapacityScope::rsvp( $event_id ), RegistrationPolicy::rsvp_settings( $event['rsvp'] ?? null )['capacity'] );
			return array( CapacityScope::rsvp( $event_id ) );
		}
		$type = $this->type( $event_id, $ticket_type_id );
		$this->ledger->define( CapacityScope::event( $event_id ), (int) $event['total_ticket'] );
		if ( null !== $type ) {
			$this->ledger->define( TicketTypeRepository::scope( $type->id ), $type->capacity );
		}
		return array( CapacityScope::event( $event_id ), CapacityScope::ticket_type( $ticket_type_id ) );
	}

	/**
	 * Takes one seat in every scope, or none. Call inside a transaction.
	 *
	 * @param list<string> $scopes Scopes in lock order.
	 * @return bool Whether the seat is held.
	 */
	public function hold( array $scopes ): bool {
		$taken = array();
		foreach ( $scopes as $scope ) {
			if ( ! $this->ledger->reserve( $scope, 1 ) ) {
				$this->release( $taken );
				return false;
			}
			$taken[] = $scope;
		}
		return array() !== $taken;
	}

	/**
	 * Gives a held seat back. Call inside a transaction.
	 *
	 * @param list<string> $scopes Scopes.
	 */
	public function release( array $scopes ): void {
		foreach ( $scopes as $scope ) {
			$this->ledger->release( $scope, 1 );
		}
	}

	/**
	 * Locks the scopes' rows until the transaction ends, in lock order.
	 *
	 * @param list<string> $scopes Scopes.
	 */
	public function lock( array $scopes ): void {
		foreach ( $scopes as $scope ) {
			$this->ledger->lock( $scope );
		}
	}

	/**
	 * How the list is named to a person: the event title, with the ticket type.
	 *
	 * @param int $event_id       Event.
	 * @param int $ticket_type_id Type id (0: RSVP).
	 */
	public function label( int $event_id, int $ticket_type_id ): string {
		$title = wp_strip_all_tags( get_the_title( $event_id ) );
		$type  = $this->type( $event_id, $ticket_type_id );
		return null === $type ? $title : $title . ' — ' . $type->name;
	}
}
