<?php
/**
 * Builds the registration views (RSVP form, ticket form, the event's registration area).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Blocks\Rsvp\RsvpFormView;
use Eventsmith\Blocks\Tickets\TicketFormView;
use Eventsmith\Domain\Registration\RegistrationAnswer;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Registration\RegistrationGate;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Every view that says whether a visitor can still register asks the one
 * registration gate handed in here; the RSVP and ticket blocks, the event
 * page's registration area and its search-engine offers all come from it.
 */
final class RegistrationViews {

	/**
	 * Constructor.
	 *
	 * @param EventReader          $reader    Reads events.
	 * @param RegistrationGate     $gate      The registration policy with the event's facts.
	 * @param AttendeeRepository   $attendees Who is coming.
	 * @param TicketTypeRepository $types     Ticket types.
	 * @param SettingsRepository   $settings  Settings (the site's currency).
	 */
	public function __construct(
		private EventReader $reader,
		private RegistrationGate $gate,
		private AttendeeRepository $attendees,
		private TicketTypeRepository $types,
		private SettingsRepository $settings
	) {}

	/**
	 * The RSVP form of an event (0: the post being shown), or null when the id names no event.
	 *
	 * @param int $event_id Event id.
	 */
	public function rsvp_form( int $event_id ): ?RsvpFormView {
		return RsvpFormView::for_event( $event_id, $this->reader, $this->gate, $this->attendees );
	}

	/**
	 * The ticket form of an event (0: the current post), or null when it is not a published event.
	 *
	 * @param int $event_id Event id.
	 */
	public function ticket_form( int $event_id ): ?TicketFormView {
		return TicketFormView::for_event( $event_id, $this->reader, $this->gate, $this->types, $this->currency() );
	}

	/**
	 * The registration area of an event page.
	 *
	 * @param EventPageData $event The event.
	 */
	public function event_tickets( EventPageData $event ): EventTicketsView {
		return new EventTicketsView( $event, $this );
	}

	/**
	 * Whether an event that only counts places (no ticket types, no RSVP) has any left.
	 *
	 * @param EventPageData $event The event.
	 */
	public function seats( EventPageData $event ): RegistrationAnswer {
		return $this->gate->seats( $event->id(), $event->fields );
	}

	/**
	 * The site's currency.
	 */
	public function currency(): string {
		return (string) ( $this->settings->all()['currency'] ?? 'USD' );
	}
}
