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
use Eventsmith\Infrastructure\Database\Tables;

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
	 * @param RegistrationSnapshots       $registration Whether the event takes RSVPs, and its RSVP settings (the request's snapshot).
	 * @param RsvpConfirmationMailer|null $confirmation Confirms a "going" answer by e-mail (none: no e-mail).
	 */
	public function __construct(
		private CapacityLedger $capacity,
		private AttendeeRepository $attendees,
		private RegistrationSnapshots $registration,
		private ?RsvpConfirmationMailer $confirmation = null
	) {}

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
		$snapshot = $this->registration->for_event( $event_id );
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

		$seats = $submission->going ? count( $submission->attendees ) : 0;
		/**
		 * Fires before an RSVP answer is stored; throwing a DomainError refuses it (409 with its message).
		 *
		 * @param int            $event_id   The event.
		 * @param RsvpSubmission $submission The checked answer: going or not, attendees, reason.
		 */
		do_action( 'eventsmith_before_rsvp', $event_id, $submission );
		list( $response_id, $tickets ) = Transaction::run(
			function () use ( $event_id, $scope, $seats, $submission ): array {
				global $wpdb;
				if ( $seats > 0 && ! $this->capacity->reserve( $scope, $seats ) ) {
					throw $this->full( $scope );
				}
				$primary = $submission->attendees[0];
				Transaction::check(
					$wpdb->insert(
						Tables::rsvp_responses(),
						array(
							'event_id'       => $event_id,
							'response'       => $submission->going ? 'going' : 'not_going',
							'attendee_count' => $seats,
							'reason'         => sanitize_textarea_field( $submission->reason ),
							'name'           => sanitize_text_field( $primary['name'] ),
							'email'          => sanitize_email( $primary['email'] ),
							'created_at'     => gmdate( 'Y-m-d H:i:s' ),
						),
						array( '%d', '%s', '%d', '%s', '%s', '%s', '%s' )
					)
				);
				$response_id = (int) $wpdb->insert_id;
				$tickets     = array();
				if ( $submission->going ) {
					foreach ( $submission->attendees as $attendee ) {
						$tickets[] = $this->attendees->add( $event_id, $attendee + array( 'rsvp_id' => $response_id ) )['ticket_code'];
					}
				}
				return array( $response_id, $tickets );
			}
		);

		if ( $confirm && $submission->going && null !== $this->confirmation ) {
			$this->confirmation->send( $event_id, $submission->attendees, $tickets );
		}

		$stored = array(
			'id'        => $response_id,
			'response'  => $submission->going ? 'going' : 'not_going',
			'tickets'   => $tickets,
			'remaining' => $this->capacity->remaining( $scope ),
		);
		/**
		 * Fires after an RSVP answer was stored (committed) and confirmed.
		 *
		 * @param array<string, mixed> $stored     `id`, `response`, `tickets` (codes), `remaining`.
		 * @param int                  $event_id   The event.
		 * @param RsvpSubmission       $submission The answer.
		 */
		do_action( 'eventsmith_after_rsvp', $stored, $event_id, $submission );
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
