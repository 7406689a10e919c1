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
use Eventsmith\Domain\Registration\RegistrationSnapshot;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Every view that says whether a visitor can still register reads the
 * request's registration snapshot of the event from the one service handed
 * in here; the RSVP and ticket blocks, the event page's registration area
 * and its search-engine offers all come from it.
 */
final class RegistrationViews {

	/**
	 * Constructor.
	 *
	 * @param EventReader           $reader    Reads events (the attendee questions).
	 * @param RegistrationSnapshots $snapshots What each event allows now, once per request.
	 * @param AttendeeRepository    $attendees Who is coming.
	 * @param SettingsRepository    $settings  Settings (the site's currency).
	 * @param PaymentGateways|null  $gateways  The payment methods buyers choose from.
	 */
	public function __construct(
		private EventReader $reader,
		private RegistrationSnapshots $snapshots,
		private AttendeeRepository $attendees,
		private SettingsRepository $settings,
		private ?PaymentGateways $gateways = null
	) {}

	/**
	 * The RSVP form of an event (0: the post being shown), or null when the id names no event.
	 *
	 * @param int $event_id Event id.
	 */
	public function rsvp_form( int $event_id ): ?RsvpFormView {
		return RsvpFormView::for_event( $event_id, $this->snapshots, $this->attendees );
	}

	/**
	 * The ticket form of an event (0: the current post), or null when it is not a published event.
	 *
	 * @param int $event_id Event id.
	 */
	public function ticket_form( int $event_id ): ?TicketFormView {
		$methods = array();
		foreach ( null === $this->gateways ? array() : $this->gateways->enabled() as $id => $gateway ) {
			$methods[] = array(
				'id'    => (string) $id,
				'label' => $gateway->label(),
			);
		}
		return TicketFormView::for_event( $event_id, $this->reader, $this->snapshots, $this->currency(), $methods );
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
	 * What the event allows now (the request's snapshot), null when the id names no event.
	 *
	 * @param int $event_id Event id.
	 */
	public function snapshot( int $event_id ): ?RegistrationSnapshot {
		return $this->snapshots->for_event( $event_id );
	}

	/**
	 * The site's currency.
	 */
	public function currency(): string {
		return (string) ( $this->settings->all()['currency'] ?? 'USD' );
	}
}
