<?php
/**
 * Rules for a visitor's RSVP.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Rsvp;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Mail\SingleRecipient;

defined( 'ABSPATH' ) || exit;

/**
 * "going" with one or more attendees (each with a name and a valid email,
 * lower-cased), or "not_going" with a reason; the first attendee is the
 * person answering.
 */
final class RsvpSubmission {

	/**
	 * Constructor.
	 *
	 * @param bool                                         $going     Whether they come.
	 * @param list<array{name: string, email: string}> $attendees Who comes (the primary one first); for not_going, just the person answering.
	 * @param string                                       $reason    Why not, for not_going.
	 */
	private function __construct(
		public readonly bool $going,
		public readonly array $attendees,
		public readonly string $reason
	) {}

	/**
	 * Reads and checks a submission against the event's limits.
	 *
	 * @param array<string, mixed> $input              response, attendees [{name, email}], reason.
	 * @param int                  $max_per_submission Most attendees in one submission.
	 * @throws DomainError Naming the field at fault.
	 */
	public static function from_input( array $input, int $max_per_submission ): self {
		$response = $input['response'] ?? null;
		if ( 'going' !== $response && 'not_going' !== $response ) {
			throw DomainError::invalid( 'response', __( 'response must be going or not_going.', 'eventsmith' ) );
		}
		$attendees = array();
		foreach ( is_array( $input['attendees'] ?? null ) ? $input['attendees'] : array() as $n => $attendee ) {
			$name  = trim( (string) ( $attendee['name'] ?? '' ) );
			$email = strtolower( trim( is_scalar( $attendee['email'] ?? null ) ? (string) $attendee['email'] : '' ) );
			if ( '' === $name ) {
				/* translators: %d: attendee number from 1. */
				throw DomainError::invalid( "attendees[{$n}].name", sprintf( __( 'Attendee %d needs a name.', 'eventsmith' ), $n + 1 ) );
			}
			if ( ! SingleRecipient::is_plain( $email ) ) {
				/* translators: %d: attendee number from 1. */
				throw DomainError::invalid( "attendees[{$n}].email", sprintf( __( 'Attendee %d needs a valid email address.', 'eventsmith' ), $n + 1 ) );
			}
			$attendees[] = array(
				'name'  => $name,
				'email' => $email,
			);
		}
		if ( array() === $attendees ) {
			throw DomainError::invalid( 'attendees', __( 'Tell us who is answering: at least one attendee with a name and email.', 'eventsmith' ) );
		}
		$reason = trim( (string) ( $input['reason'] ?? '' ) );
		if ( 'not_going' === $response ) {
			if ( '' === $reason ) {
				throw DomainError::invalid( 'reason', __( 'Please tell us why you cannot come.', 'eventsmith' ) );
			}
			return new self( false, array( $attendees[0] ), $reason );
		}
		if ( count( $attendees ) > $max_per_submission ) {
			/* translators: %d: the limit. */
			throw DomainError::invalid( 'attendees', sprintf( __( 'You can answer for at most %d attendees at once.', 'eventsmith' ), $max_per_submission ), 'eventsmith_rsvp_too_many' );
		}
		return new self( true, $attendees, '' );
	}
}
