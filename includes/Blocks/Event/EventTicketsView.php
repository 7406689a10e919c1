<?php
/**
 * What the ticket / RSVP area of an event shows.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Blocks\Tickets\TicketFormView;
use Eventsmith\Blocks\Rsvp\RsvpFormView;
use Eventsmith\Domain\Registration\RegistrationAnswer;
use Eventsmith\Domain\Registration\RegistrationPolicy;

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
	 * The ticket form's view (false: not read yet).
	 *
	 * @var TicketFormView|null|false
	 */
	private TicketFormView|null|false $form = false;

	/**
	 * The RSVP form's view (false: not read yet).
	 *
	 * @var RsvpFormView|null|false
	 */
	private RsvpFormView|null|false $rsvp_form = false;

	/**
	 * Constructor.
	 *
	 * @param EventPageData     $event The event.
	 * @param RegistrationViews $views The RSVP and ticket forms' views.
	 */
	public function __construct( private EventPageData $event, private RegistrationViews $views ) {}

	/**
	 * One of TICKETS, RSVP, SOLD_OUT, CLOSED, NONE, from the registration
	 * policy's answers for the event's ticket types, else its RSVP.
	 */
	public function state(): string {
		$takes    = $this->takes_rsvp();
		$capacity = (int) ( $this->event->fields['total_ticket'] ?? -1 );
		$form     = $this->form();
		$typed    = null !== $form && array() !== $form->types;
		if ( ! $takes && $capacity < 0 && ! $typed ) {
			return self::NONE;
		}
		if ( $typed ) {
			if ( $form->has_tickets_on_sale() ) {
				return self::TICKETS;
			}
			$full = array_filter( $form->types, static fn( array $type ): bool => $type['answer']->is_sold_out() );
			return count( $full ) === count( $form->types ) ? self::SOLD_OUT : self::CLOSED;
		}
		$answer = $takes ? $this->rsvp()?->answer : $this->views->seats( $this->event );
		if ( null === $answer ) {
			return self::CLOSED;
		}
		if ( $answer->is_open() ) {
			// An open RSVP shows its form; a place count alone only ever shows a notice.
			return $takes ? self::RSVP : self::NONE;
		}
		if ( $answer->is_sold_out() ) {
			return self::SOLD_OUT;
		}
		return $takes || in_array( $answer->reason, array( RegistrationAnswer::CANCELLED, RegistrationAnswer::ENDED ), true ) ? self::CLOSED : self::NONE;
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
		$form = $this->form();
		if ( null !== $form && array() !== $form->types ) {
			return array_map(
				static fn( array $type ): array => array(
					'name'          => $type['name'],
					'price'         => $type['price'],
					'currency'      => $form->currency,
					'availability'  => $type['answer']->availability(),
					'valid_from'    => null === $type['sale_start'] ? '' : $type['sale_start']->format( DATE_ATOM ),
					'valid_through' => null === $type['sale_end'] ? '' : $type['sale_end']->format( DATE_ATOM ),
				),
				$form->types
			);
		}
		$state = $this->state();
		$form  = $this->takes_rsvp() ? $this->rsvp() : null;
		if ( null === $form || ( self::RSVP !== $state && self::SOLD_OUT !== $state ) ) {
			return array();
		}
		return array(
			array(
				'name'          => '',
				'price'         => '0',
				'currency'      => $this->views->currency(),
				'availability'  => $form->answer->availability(),
				'valid_from'    => ( new \DateTimeImmutable( $this->event->post->post_date_gmt . ' UTC' ) )->format( DATE_ATOM ),
				'valid_through' => '',
			),
		);
	}

	/**
	 * Whether the event takes RSVPs (its stored switch, with the policy's defaults).
	 */
	private function takes_rsvp(): bool {
		return RegistrationPolicy::rsvp_settings( $this->event->fields['rsvp'] ?? null )['enabled'];
	}

	/**
	 * The RSVP form's view, read once.
	 */
	private function rsvp(): ?RsvpFormView {
		if ( false === $this->rsvp_form ) {
			$this->rsvp_form = $this->views->rsvp_form( $this->event->id() );
		}
		return $this->rsvp_form;
	}

	/**
	 * The ticket form's view, read once.
	 */
	private function form(): ?TicketFormView {
		if ( false === $this->form ) {
			$this->form = $this->views->ticket_form( $this->event->id() );
		}
		return $this->form;
	}
}
