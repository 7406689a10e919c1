<?php
/**
 * What the ticket / RSVP area of an event shows.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Domain\Registration\RegistrationSnapshot;

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
	 * @param EventPageData     $event The event.
	 * @param RegistrationViews $views The RSVP and ticket forms' views.
	 */
	public function __construct( private EventPageData $event, private RegistrationViews $views ) {}

	/**
	 * One of TICKETS, RSVP, SOLD_OUT, CLOSED, NONE, from the request's
	 * registration snapshot of the event (its page state, and whether it
	 * sells tickets, takes RSVPs or only counts places).
	 */
	public function state(): string {
		$snapshot = $this->views->snapshot( $this->event->id() );
		if ( null === $snapshot ) {
			return self::NONE;
		}
		$kind = $snapshot->kind();
		return match ( $snapshot->page_state() ) {
			// A place count alone only ever shows a notice.
			RegistrationSnapshot::OPEN     => RegistrationSnapshot::KIND_TICKETS === $kind ? self::TICKETS : ( RegistrationSnapshot::KIND_RSVP === $kind ? self::RSVP : self::NONE ),
			RegistrationSnapshot::SOLD_OUT => self::SOLD_OUT,
			RegistrationSnapshot::CLOSED, RegistrationSnapshot::CANCELLED, RegistrationSnapshot::ENDED => self::CLOSED,
			default                        => self::NONE,
		};
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
	 * What a visitor can get, for search engines: one offer per visible
	 * ticket type, or the free RSVP while it is open or full; none otherwise.
	 *
	 * @return list<array{name: string, price: string, currency: string, availability: string, valid_from: string, valid_through: string}>
	 */
	public function offers(): array {
		$snapshot = $this->views->snapshot( $this->event->id() );
		if ( null === $snapshot ) {
			return array();
		}
		if ( RegistrationSnapshot::KIND_TICKETS === $snapshot->kind() ) {
			$currency = $this->views->currency();
			$offers   = array();
			foreach ( $snapshot->offers() as $offer ) {
				$offers[] = array(
					'name'          => $offer->type->name,
					'price'         => $offer->type->price,
					'currency'      => $currency,
					'availability'  => $offer->answer->availability(),
					'valid_from'    => null === $offer->type->sale_start ? '' : $offer->type->sale_start->format( DATE_ATOM ),
					'valid_through' => null === $offer->type->sale_end ? '' : $offer->type->sale_end->format( DATE_ATOM ),
				);
			}
			return $offers;
		}
		$state = $snapshot->page_state();
		if ( RegistrationSnapshot::KIND_RSVP !== $snapshot->kind() || ( RegistrationSnapshot::OPEN !== $state && RegistrationSnapshot::SOLD_OUT !== $state ) ) {
			return array();
		}
		return array(
			array(
				'name'          => '',
				'price'         => '0',
				'currency'      => $this->views->currency(),
				'availability'  => $snapshot->rsvp->availability(),
				'valid_from'    => ( new \DateTimeImmutable( $this->event->post->post_date_gmt . ' UTC' ) )->format( DATE_ATOM ),
				'valid_through' => '',
			),
		);
	}
}
