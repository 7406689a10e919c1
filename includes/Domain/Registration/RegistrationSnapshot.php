<?php
/**
 * What an event allows now, computed once per request.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Registration;

defined( 'ABSPATH' ) || exit;

/**
 * One immutable answer to "can a visitor still register for this event, and
 * how": the RSVP answer, each ticket type's answer, the event's own places
 * and the page state derived from them. Built from the registration
 * policy's answers (Infrastructure\Registration\RegistrationSnapshots builds
 * it once per request); views, checkout, RSVP, the waitlist, page purging,
 * JSON-LD and REST read it and never re-check a part of the rule.
 */
final class RegistrationSnapshot {

	/** What the event takes from visitors. */
	public const KIND_TICKETS = 'tickets';
	public const KIND_RSVP    = 'rsvp';
	public const KIND_SEATS   = 'seats';
	public const KIND_NONE    = 'none';

	/** The page state. */
	public const OPEN      = 'open';
	public const SOLD_OUT  = 'sold_out';
	public const CLOSED    = 'closed';
	public const CANCELLED = 'cancelled';
	public const ENDED     = 'ended';
	public const NONE      = 'none';

	/**
	 * Constructor.
	 *
	 * @param int                     $event_id  Event id.
	 * @param bool                    $published Whether the event is published (visitors may see it).
	 * @param array{enabled: bool, capacity: int, max_per_submission: int} $rsvp_settings The RSVP settings (RsvpSettings::from_field()).
	 * @param int                     $capacity  The event's ticket seats (-1: unlimited).
	 * @param RegistrationAnswer      $rsvp      The RSVP answer.
	 * @param array<int, TicketOffer> $tickets   Every ticket type's answer by type id, in the event's order (hidden ones too).
	 * @param RegistrationAnswer      $seats     The answer for an event that only counts places.
	 */
	public function __construct(
		public readonly int $event_id,
		public readonly bool $published,
		public readonly array $rsvp_settings,
		public readonly int $capacity,
		public readonly RegistrationAnswer $rsvp,
		public readonly array $tickets,
		public readonly RegistrationAnswer $seats
	) {}

	/**
	 * Whether the event takes RSVPs (its switch, with the defaults).
	 */
	public function takes_rsvp(): bool {
		return $this->rsvp_settings['enabled'];
	}

	/**
	 * One ticket type's answer, null when the event has no such type.
	 *
	 * @param int $type_id Ticket type id.
	 */
	public function ticket( int $type_id ): ?TicketOffer {
		return $this->tickets[ $type_id ] ?? null;
	}

	/**
	 * The ticket types visitors see (visible types of a published event), by id in order.
	 *
	 * @return array<int, TicketOffer>
	 */
	public function offers(): array {
		if ( ! $this->published ) {
			return array();
		}
		return array_filter( $this->tickets, static fn( TicketOffer $offer ): bool => $offer->is_visible() );
	}

	/**
	 * What visitors register through: KIND_TICKETS (visible ticket types),
	 * KIND_RSVP, KIND_SEATS (a place count alone, only ever a notice) or KIND_NONE.
	 */
	public function kind(): string {
		if ( array() !== $this->offers() ) {
			return self::KIND_TICKETS;
		}
		if ( $this->takes_rsvp() ) {
			return self::KIND_RSVP;
		}
		return $this->capacity >= 0 ? self::KIND_SEATS : self::KIND_NONE;
	}

	/**
	 * The page state: OPEN (something can be had), SOLD_OUT (everything
	 * offered is full), CANCELLED, ENDED, CLOSED (not taking registrations
	 * for another reason) or NONE (the event takes none from visitors).
	 */
	public function page_state(): string {
		switch ( $this->kind() ) {
			case self::KIND_TICKETS:
				return $this->tickets_state( array_values( $this->offers() ) );
			case self::KIND_RSVP:
				return $this->answer_state( $this->rsvp, self::CLOSED );
			case self::KIND_SEATS:
				return $this->answer_state( $this->seats, self::NONE );
		}
		return self::NONE;
	}

	/**
	 * Whether the page shows something sold out (a ticket type, the RSVP, the
	 * event's places): what turns a sale into a page change.
	 */
	public function shows_sold_out(): bool {
		if ( self::SOLD_OUT === $this->page_state() || ( $this->takes_rsvp() && $this->rsvp->is_sold_out() ) ) {
			return true;
		}
		foreach ( $this->offers() as $offer ) {
			if ( $offer->is_sold_out() ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The state from the offered ticket types.
	 *
	 * @param list<TicketOffer> $offers Visible types.
	 */
	private function tickets_state( array $offers ): string {
		$full    = 0;
		$reasons = array();
		foreach ( $offers as $offer ) {
			if ( $offer->is_buyable() ) {
				return self::OPEN;
			}
			$full     += $offer->is_sold_out() ? 1 : 0;
			$reasons[] = $offer->answer->reason;
		}
		if ( count( $offers ) === $full ) {
			return self::SOLD_OUT;
		}
		if ( in_array( RegistrationAnswer::CANCELLED, $reasons, true ) ) {
			return self::CANCELLED;
		}
		return in_array( RegistrationAnswer::ENDED, $reasons, true ) ? self::ENDED : self::CLOSED;
	}

	/**
	 * The state from one answer (RSVP, or the event's places).
	 *
	 * @param RegistrationAnswer $answer    The answer.
	 * @param string             $otherwise The state for any other refusal.
	 */
	private function answer_state( RegistrationAnswer $answer, string $otherwise ): string {
		if ( $answer->is_open() ) {
			return self::OPEN;
		}
		if ( $answer->is_sold_out() ) {
			return self::SOLD_OUT;
		}
		return match ( $answer->reason ) {
			RegistrationAnswer::CANCELLED => self::CANCELLED,
			RegistrationAnswer::ENDED     => self::ENDED,
			default                       => $otherwise,
		};
	}
}
