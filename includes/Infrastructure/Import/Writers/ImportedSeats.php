<?php
/**
 * Seats of imported tickets and RSVP places.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Writers;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * An imported ticket counts as if it had been sold here, by the rule cancellations follow
 * (AttendeeRepository::cancel()): an active or pending ticket of an order holds one seat of
 * its event (or occurrence) and one of its ticket type; an active RSVP ticket one RSVP place.
 * Tickets sold elsewhere count even past the capacity here, so an event that was full stays
 * full. Undoing the import, or an update that changes the status, gives the seats back.
 */
final class ImportedSeats {

	/**
	 * Constructor.
	 *
	 * @param CapacityLedger  $capacity Seat counters.
	 * @param EventRepository $events   Events (their capacities).
	 */
	public function __construct( private CapacityLedger $capacity, private EventRepository $events ) {}

	/**
	 * Takes the seats a ticket holds.
	 *
	 * @param object $ticket Row fields: event_id, booking_id, rsvp_id, ticket_type_id, status.
	 */
	public function take( object $ticket ): void {
		foreach ( $this->scopes( $ticket ) as $scope => $capacity ) {
			$this->capacity->define( $scope, $capacity );
			$this->capacity->take( $scope, 1 );
		}
	}

	/**
	 * Gives back the seats a ticket holds.
	 *
	 * @param object $ticket Row fields, as take() reads them.
	 */
	public function give_back( object $ticket ): void {
		foreach ( array_keys( $this->scopes( $ticket ) ) as $scope ) {
			$this->capacity->release( $scope, 1 );
		}
	}

	/**
	 * The pools a ticket holds a seat of, with their capacities.
	 *
	 * @param object $ticket Row fields.
	 * @return array<string, int>
	 */
	private function scopes( object $ticket ): array {
		$event  = (int) $ticket->event_id;
		$status = (string) $ticket->status;
		if ( (int) $ticket->booking_id > 0 && in_array( $status, array( 'active', 'pending' ), true ) ) {
			$scopes = array( CapacityScope::event( $event ) => (int) ( $this->fields( $event )['total_ticket'] ?? -1 ) );
			$type   = (int) ( $ticket->ticket_type_id ?? 0 );
			if ( $type > 0 ) {
				$scopes[ TicketTypeRepository::scope( $type ) ] = $this->type_capacity( $type );
			}
			return $scopes;
		}
		if ( (int) $ticket->rsvp_id > 0 && 'active' === $status ) {
			$rsvp = $this->fields( $event )['rsvp'] ?? array();
			return array( CapacityScope::rsvp( $event ) => (int) ( is_array( $rsvp ) ? ( $rsvp['capacity'] ?? -1 ) : -1 ) );
		}
		return array();
	}

	/**
	 * An event's fields, empty when it is gone.
	 *
	 * @param int $event Event id.
	 * @return array<string, mixed>
	 */
	private function fields( int $event ): array {
		try {
			return $this->events->get( $event );
		} catch ( DomainError ) {
			return array();
		}
	}

	/**
	 * A ticket type's seats (as its counter holds them; −1 unlimited).
	 *
	 * @param int $type Ticket type id.
	 */
	private function type_capacity( int $type ): int {
		global $wpdb;
		$table = Tables::ticket_types();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$capacity = $wpdb->get_var( $wpdb->prepare( "SELECT capacity FROM {$table} WHERE id = %d", $type ) );
		return null === $capacity ? -1 : (int) $capacity;
	}
}
