<?php
/**
 * Asks the registration policy with an event's stored facts, and lets extenders change the answer.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Registration;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\RegistrationAnswer;
use Eventsmith\Domain\Registration\RegistrationPolicy;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the facts the policy needs (post status, module switch, cancelled,
 * whether the event is over, the capacity ledger's numbers) and passes the
 * answer through the `eventsmith_registration_policy` filter.
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
	 * Whether the event takes an RSVP now.
	 *
	 * @param int                  $event_id Event id.
	 * @param array<string, mixed> $event    The event's fields (EventReader::fields()).
	 */
	public function rsvp( int $event_id, array $event ): RegistrationAnswer {
		$answer = $this->policy->rsvp(
			'publish' === ( $event['post_status'] ?? '' ),
			'on' === ( $this->settings->all()['modules']['rsvp'] ?? 'on' ),
			$event['rsvp'] ?? null,
			! empty( $event['cancelled'] ),
			$this->ended( $event_id ),
			$this->ledger->taken( 'rsvp:' . $event_id )
		);
		return $this->filtered( $answer, 'rsvp', $event_id, null );
	}

	/**
	 * Whether one ticket type sells now.
	 *
	 * @param int                  $event_id Event id.
	 * @param array<string, mixed> $event    The event's fields.
	 * @param TicketType           $type     The type.
	 * @param \DateTimeImmutable   $now      Now.
	 */
	public function ticket( int $event_id, array $event, TicketType $type, \DateTimeImmutable $now ): RegistrationAnswer {
		$answer = $this->policy->ticket(
			$type,
			'publish' === ( $event['post_status'] ?? '' ),
			! empty( $event['cancelled'] ),
			$this->ended( $event_id ),
			$this->ledger->remaining( TicketTypeRepository::scope( $type->id ) ),
			$this->ledger->remaining( 'event:' . $event_id ),
			$now
		);
		return $this->filtered( $answer, 'ticket', $event_id, $type );
	}

	/**
	 * Whether an event that only counts places (no ticket types, no RSVP) has any left.
	 *
	 * @param int                  $event_id Event id.
	 * @param array<string, mixed> $event    The event's fields.
	 */
	public function seats( int $event_id, array $event ): RegistrationAnswer {
		$answer = $this->policy->seats(
			! empty( $event['cancelled'] ),
			$this->ended( $event_id ),
			(int) ( $event['total_ticket'] ?? -1 ),
			$this->ledger->taken( 'event:' . $event_id )
		);
		return $this->filtered( $answer, 'seats', $event_id, null );
	}

	/**
	 * Whether the event is over (an event without dates never is).
	 *
	 * @param int $event_id Event id.
	 */
	private function ended( int $event_id ): bool {
		try {
			$schedule = $this->events->schedule( $event_id );
		} catch ( DomainError ) {
			return false;
		}
		return null !== $schedule && new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) > $schedule->end_utc();
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
