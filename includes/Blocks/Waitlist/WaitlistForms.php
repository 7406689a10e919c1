<?php
/**
 * The waitlist block's source: which list, if any, a visitor may wait for.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Waitlist;

use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;

defined( 'ABSPATH' ) || exit;

/**
 * The form exists only while its list is sold out (the registration policy's
 * "sold out" answer); a list that is open, closed or unknown renders nothing.
 */
final class WaitlistForms {

	/**
	 * Constructor.
	 *
	 * @param RegistrationSnapshots $registration What each event allows now (the request's snapshot).
	 */
	public function __construct( private RegistrationSnapshots $registration ) {}

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
		$snapshot = $this->registration->for_event( $event_id );
		if ( null === $snapshot ) {
			return null;
		}
		if ( 0 === $ticket_type_id ) {
			return $snapshot->rsvp->is_sold_out() ? new WaitlistFormView( $event_id, 0, '' ) : null;
		}
		$offer = $snapshot->ticket( $ticket_type_id );
		if ( null === $offer || ! $offer->is_sold_out() ) {
			return null;
		}
		return new WaitlistFormView( $event_id, $ticket_type_id, $offer->type->name );
	}
}
