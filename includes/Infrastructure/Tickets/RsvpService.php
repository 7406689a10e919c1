<?php
/**
 * Takes RSVPs without ever going over capacity.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\Registration\RegistrationAnswer;
use Eventsmith\Domain\Rsvp\RsvpSubmission;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;
use Eventsmith\Infrastructure\Registration\RegistrationService;

defined( 'ABSPATH' ) || exit;

/**
 * A "going" answer reserves its seats with one conditional UPDATE, then
 * writes the response and one attendee (with a ticket code) per person in the
 * same transaction: all of it, or nothing.
 */
final class RsvpService {

	/**
	 * Constructor.
	 *
	 * @param CapacityLedger              $capacity     Seat counters.
	 * @param AttendeeRepository          $attendees    Attendees.
	 * @param RegistrationSnapshots       $snapshots    Whether the event takes RSVPs, and its RSVP settings (the request's snapshot).
	 * @param RsvpConfirmationMailer|null $confirmation Confirms a "going" answer by e-mail (none: no e-mail).
	 * @param RegistrationService|null    $registration Records the answer (seats, store, hooks).
	 */
	public function __construct(
		private CapacityLedger $capacity,
		private AttendeeRepository $attendees,
		private RegistrationSnapshots $snapshots,
		private ?RsvpConfirmationMailer $confirmation = null,
		private ?RegistrationService $registration = null
	) {
		$this->registration ??= new RegistrationService( $capacity );
	}

	/**
	 * Records an RSVP.
	 *
	 * @param int                  $event_id Event id.
	 * @param array<string, mixed> $input    response, attendees, reason.
	 * @param bool                 $confirm  Whether a "going" answer is confirmed by e-mail (not for demo data).
	 * @param bool                 $history  Recorded history (demo data): an answer to an event that is over is kept.
	 * @return array{id: int, response: string, tickets: list<string>, remaining: int|null}
	 * @throws DomainError When RSVP is closed, the input is invalid, or there is no room (nothing is stored then).
	 */
	public function submit( int $event_id, array $input, bool $confirm = true, bool $history = false ): array {
		$snapshot = $this->snapshots->for_event( $event_id );
		if ( null === $snapshot ) {
			throw new DomainError( 'eventsmith_event_not_found', __( 'No event has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		$rsvp   = $snapshot->rsvp_settings;
		$answer = $snapshot->rsvp;
		// A full event still takes "not going" answers; the seat reservation below refuses "going" ones.
		// Answers recorded as history (the demo's past events) may belong to an event that is over.
		$recorded_late = $history && RegistrationAnswer::ENDED === $answer->reason;
		if ( ! $answer->is_open() && ! $answer->is_sold_out() && ! $recorded_late ) {
			throw new DomainError( 'eventsmith_rsvp_closed', $answer->message, DomainError::CONFLICT );
		}
		$submission = RsvpSubmission::from_input( $input, $rsvp['max_per_submission'] );
		$scope      = CapacityScope::rsvp( $event_id );
		$this->capacity->define( $scope, $rsvp['capacity'] );

		$stored = $this->registration->record_rsvp(
			$event_id,
			$submission,
			RegistrationService::SOURCE_VISITOR,
			$scope,
			fn( string $full ): DomainError => $this->full( $full ),
			null,
			null,
			function ( array $tickets ) use ( $confirm, $submission, $event_id ): void {
				if ( $confirm && $submission->going && null !== $this->confirmation ) {
					$this->confirmation->send( $event_id, $submission->attendees, $tickets );
				}
			}
		);
		if ( null === $stored ) {
			throw new DomainError( 'eventsmith_not_saved', __( 'This could not be saved just now. Please try again.', 'eventsmith' ), DomainError::CONFLICT );
		}
		unset( $stored['ticket_ids'] );
		return $stored;
	}

	/**
	 * The refusal when the seats asked for do not fit.
	 *
	 * @param string $scope Capacity scope.
	 */
	private function full( string $scope ): DomainError {
		$left = (int) $this->capacity->remaining( $scope );
		return new DomainError(
			'eventsmith_rsvp_full',
			0 === $left
				? __( 'Sorry, this event is full.', 'eventsmith' )
				/* translators: %d: places left. */
				: sprintf( _n( 'Only %d place is left.', 'Only %d places are left.', $left, 'eventsmith' ), $left ),
			DomainError::CONFLICT,
			'attendees'
		);
	}
}
