<?php
/**
 * What the ticket / RSVP area of an event shows.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Blocks\Rsvp\RsvpFormView;
use Eventsmith\Blocks\Tickets\TicketFormView;
use Eventsmith\Domain\Event\DisplayStatus;

defined( 'ABSPATH' ) || exit;

/**
 * One answer to "can I still get in, and how": the RSVP form while the event
 * takes answers and has room, "Sold out" when its places are gone,
 * "Registration closed" once it has ended; nothing for an event that takes
 * no registration from visitors.
 */
final class EventTicketsView {

	public const TICKETS  = 'tickets';
	public const RSVP     = 'rsvp';
	public const SOLD_OUT = 'sold-out';
	public const CLOSED   = 'closed';
	public const NONE     = 'none';

	/**
	 * Constructor.
	 *
	 * @param EventPageData $event The event.
	 */
	public function __construct( private EventPageData $event ) {}

	/**
	 * One of RSVP, SOLD_OUT, CLOSED, NONE.
	 */
	public function state(): string {
		$rsvp     = is_array( $this->event->fields['rsvp'] ?? null ) ? $this->event->fields['rsvp'] : array();
		$takes    = ! empty( $rsvp['enabled'] );
		$capacity = (int) ( $this->event->fields['total_ticket'] ?? -1 );
		$ticketed = $capacity >= 0;
		$form     = TicketFormView::for_event( $this->event->id() );
		$typed    = null !== $form && array() !== $form->types;
		if ( ! $takes && ! $ticketed && ! $typed ) {
			return self::NONE;
		}
		if ( $this->event->is_cancelled() || DisplayStatus::Expired === $this->event->status() ) {
			return self::CLOSED;
		}
		if ( $typed ) {
			if ( $form->has_tickets_on_sale() ) {
				return self::TICKETS;
			}
			return array() === array_filter( $form->types, static fn( array $type ): bool => ! $type['sold_out'] ) ? self::SOLD_OUT : self::CLOSED;
		}
		if ( $takes ) {
			$form = RsvpFormView::for_event( $this->event->id() );
			return match ( $form?->state ) {
				'open'  => self::RSVP,
				'full'  => self::SOLD_OUT,
				default => self::CLOSED,
			};
		}
		return (int) ( $this->event->fields['sold_tickets'] ?? 0 ) >= $capacity ? self::SOLD_OUT : self::NONE;
	}

	/**
	 * The message for a state that shows no form ('' when none is shown).
	 */
	public function message(): string {
		return match ( $this->state() ) {
			self::SOLD_OUT => __( 'Sold out', 'eventsmith' ),
			self::CLOSED   => __( 'Registration closed', 'eventsmith' ),
			default        => '',
		};
	}

	/**
	 * The free registration a visitor can make, for search engines: null when there is none.
	 *
	 * @return array{available: bool, currency: string, valid_from: string}|null
	 */
	public function offer(): ?array {
		$state = $this->state();
		$rsvp  = is_array( $this->event->fields['rsvp'] ?? null ) ? $this->event->fields['rsvp'] : array();
		// Paid ticket types are not sold to visitors yet: only the free RSVP is an offer.
		if ( empty( $rsvp['enabled'] ) || ( self::RSVP !== $state && self::SOLD_OUT !== $state ) ) {
			return null;
		}
		return array(
			'available'  => self::RSVP === $state,
			'currency'   => 'USD',
			'valid_from' => ( new \DateTimeImmutable( $this->event->post->post_date_gmt . ' UTC' ) )->format( DATE_ATOM ),
		);
	}
}
