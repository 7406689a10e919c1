<?php
/**
 * Asks the registration policy with an event's stored facts, and lets extenders change the answers.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Registration;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\Registration\RegistrationAnswer;
use Eventsmith\Domain\Registration\RegistrationPolicy;
use Eventsmith\Domain\Registration\RegistrationSnapshot;
use Eventsmith\Domain\Registration\RsvpSettings;
use Eventsmith\Domain\Registration\TicketOffer;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the facts the policy needs (post status, module switch, cancelled,
 * whether the event is over, the capacity ledger's numbers) once, asks the
 * policy for the RSVP, each ticket type and the event's places, passes each
 * answer through the `eventsmith_registration_policy` filter and puts them
 * in one RegistrationSnapshot. Only RegistrationSnapshots asks it.
 */
final class RegistrationGate {

	/**
	 * Constructor.
	 *
	 * @param EventReader        $events   Reads events.
	 * @param CapacityLedger     $ledger   Seat counters.
	 * @param SettingsRepository $settings Settings (the RSVP module switch).
	 * @param RegistrationPolicy $policy   The rule.
	 */
	public function __construct(
		private EventReader $events,
		private CapacityLedger $ledger,
		private SettingsRepository $settings,
		private RegistrationPolicy $policy = new RegistrationPolicy()
	) {}

	/**
	 * Every answer for one event.
	 *
	 * @param int                    $event_id Event id.
	 * @param array<string, mixed>   $event    The event's fields (EventReader::fields()).
	 * @param array<int, TicketType> $types    Its ticket types by id, in order.
	 * @param \DateTimeImmutable     $now      Now.
	 */
	public function snapshot( int $event_id, array $event, array $types, \DateTimeImmutable $now ): RegistrationSnapshot {
		$published  = 'publish' === ( $event['post_status'] ?? '' );
		$cancelled  = ! empty( $event['cancelled'] );
		$ended      = $this->ended( $event_id, $now );
		$capacity   = (int) ( $event['total_ticket'] ?? -1 );
		$event_left = $this->ledger->remaining( CapacityScope::event( $event_id ) );
		$rsvp       = $this->policy->rsvp(
			$published,
			'on' === ( $this->settings->all()['modules']['rsvp'] ?? 'on' ),
			$event['rsvp'] ?? null,
			$cancelled,
			$ended,
			$this->ledger->taken( CapacityScope::rsvp( $event_id ) )
		);
		$offers = array();
		foreach ( $types as $id => $type ) {
			$answer        = $this->policy->ticket( $type, $published, $cancelled, $ended, $this->ledger->remaining( CapacityScope::ticket_type( $type->id ) ), $event_left, $now );
			$answer        = $this->filtered( $answer, 'ticket', $event_id, $type );
			$offers[ $id ] = new TicketOffer( $type, $answer, RegistrationPolicy::on_sale( $answer, $type, $now ) );
		}
		$seats = $this->policy->seats( $cancelled, $ended, $capacity, $this->ledger->taken( CapacityScope::event( $event_id ) ) );
		return new RegistrationSnapshot(
			$event_id,
			$published,
			RsvpSettings::from_field( $event['rsvp'] ?? null ),
			$capacity,
			$this->filtered( $rsvp, 'rsvp', $event_id, null ),
			$offers,
			$this->filtered( $seats, 'seats', $event_id, null )
		);
	}

	/**
	 * Whether the event is over (an event without dates never is).
	 *
	 * @param int                $event_id Event id.
	 * @param \DateTimeImmutable $now      Now.
	 */
	private function ended( int $event_id, \DateTimeImmutable $now ): bool {
		try {
			$schedule = $this->events->schedule( $event_id );
		} catch ( DomainError ) {
			return false;
		}
		return null !== $schedule && $now > $schedule->end_utc();
	}

	/**
	 * The answer after extenders had their say.
	 *
	 * @param RegistrationAnswer $answer   The policy's answer.
	 * @param string             $kind     'rsvp', 'ticket' or 'seats'.
	 * @param int                $event_id Event id.
	 * @param TicketType|null    $type     The ticket type ('ticket' only).
	 */
	private function filtered( RegistrationAnswer $answer, string $kind, int $event_id, ?TicketType $type ): RegistrationAnswer {
		/**
		 * Filters whether a visitor can register (RSVP or buy one ticket type) and the places left.
		 *
		 * @param RegistrationAnswer $answer   Open or not, reason code, visitor message, places left.
		 * @param string             $kind     'rsvp', 'ticket', or 'seats' (an event that only counts places).
		 * @param int                $event_id Event id.
		 * @param TicketType|null    $type     The ticket type, null for RSVP.
		 */
		$filtered = apply_filters( 'eventsmith_registration_policy', $answer, $kind, $event_id, $type );
		return $filtered instanceof RegistrationAnswer ? $filtered : $answer;
	}
}
