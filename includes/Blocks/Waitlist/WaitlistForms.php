<?php
/**
 * The waitlist block's source: which list, if any, a visitor may wait for.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Waitlist;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Registration\RegistrationGate;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The form exists only while its list is sold out (the registration policy's
 * "sold out" answer); a list that is open, closed or unknown renders nothing.
 */
final class WaitlistForms {

	/**
	 * Constructor.
	 *
	 * @param EventReader          $events       Event fields.
	 * @param RegistrationGate     $registration The registration policy.
	 * @param TicketTypeRepository $ticket_types Ticket types.
	 */
	public function __construct(
		private EventReader $events,
		private RegistrationGate $registration,
		private TicketTypeRepository $ticket_types
	) {}

	/**
	 * The view of a list, or null when there is nothing to wait for.
	 *
	 * @param int $event_id       Event.
	 * @param int $ticket_type_id Ticket type, 0 for RSVP.
	 */
	public function for_list( int $event_id, int $ticket_type_id ): ?WaitlistFormView {
		if ( $event_id <= 0 || $ticket_type_id < 0 ) {
			return null;
		}
		try {
			$event = $this->events->fields( $event_id );
		} catch ( DomainError ) {
			return null;
		}
		if ( 0 === $ticket_type_id ) {
			return $this->registration->rsvp( $event_id, $event )->is_sold_out() ? new WaitlistFormView( $event_id, 0, '' ) : null;
		}
		$type = $this->ticket_types->for_event( $event_id )[ $ticket_type_id ] ?? null;
		if ( null === $type || ! $this->registration->ticket( $event_id, $event, $type, new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) )->is_sold_out() ) {
			return null;
		}
		return new WaitlistFormView( $event_id, $ticket_type_id, $type->name );
	}
}
