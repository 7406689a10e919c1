<?php
/**
 * What the RSVP form block shows for one event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Rsvp;

use Eventsmith\Domain\Registration\RegistrationAnswer;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Reads an event's RSVP state for the form: whether it takes answers, the
 * places left, the most attendees per answer, and who is coming.
 */
final class RsvpFormView {

	/** Most extra attendee blocks a form holds, whatever the event allows. */
	public const MAX_EXTRA_BLOCKS = 19;

	/** Most names the 'View all attendees' list shows. */
	private const LISTED = 100;

	/**
	 * Constructor.
	 *
	 * @param int                $event_id  Event id.
	 * @param string             $state     'open', 'closed' or 'full'.
	 * @param int|null           $remaining Places left, null when unlimited.
	 * @param int                $max       Most attendees per answer.
	 * @param list<string>       $names     Names of the people coming.
	 * @param RegistrationAnswer $answer    The registration policy's answer.
	 */
	private function __construct(
		public readonly int $event_id,
		public readonly string $state,
		public readonly ?int $remaining,
		public readonly int $max,
		public readonly array $names,
		public readonly RegistrationAnswer $answer
	) {}

	/**
	 * The form of an event, or null when the id names no event.
	 *
	 * @param int                   $event_id  Event id (0: the post being shown, when it is an event).
	 * @param RegistrationSnapshots $snapshots What the event allows now (its RSVP answer and settings).
	 * @param AttendeeRepository    $attendees Who is coming.
	 */
	public static function for_event( int $event_id, RegistrationSnapshots $snapshots, AttendeeRepository $attendees ): ?self {
		$event_id = $event_id > 0 ? $event_id : (int) get_the_ID();
		$snapshot = $snapshots->for_event( $event_id );
		if ( null === $snapshot ) {
			return null;
		}
		$answer = $snapshot->rsvp;
		$open   = $answer->is_open() || $answer->is_sold_out();
		$state  = $answer->is_open() ? 'open' : ( $answer->is_sold_out() ? 'full' : 'closed' );
		return new self( $event_id, $state, $answer->places_left, $snapshot->rsvp_settings['max_per_submission'], $open ? $attendees->rsvp_names( $event_id, self::LISTED ) : array(), $answer );
	}

	/**
	 * How many extra attendee blocks the form holds: one fewer than the most
	 * attendees an answer may bring (the person answering is the first).
	 */
	public function extra_blocks(): int {
		$most = null === $this->remaining ? $this->max : min( $this->max, $this->remaining );
		return max( 0, min( self::MAX_EXTRA_BLOCKS, $most - 1 ) );
	}

	/**
	 * Values every RSVP form on the page shares, printed once with
	 * wp_interactivity_state( 'eventsmith/rsvp', … ): the REST routes (with
	 * %d for the event; the form token is asked for when the visitor sends
	 * the form, so no nonce sits in cached HTML) and the texts.
	 *
	 * @return array<string, mixed>
	 */
	public static function shared_state(): array {
		return array(
			'rsvpRoute'  => rest_url( 'eventsmith/v2/events/%d/rsvp' ),
			'tokenRoute' => rest_url( 'eventsmith/v2/events/%d/rsvp/token' ),
			'texts'      => array(
				'positive'    => __( 'Please enter a positive number.', 'eventsmith' ),
				'maxLimit'    => __( 'Input quantity exceeded max submission limit.', 'eventsmith' ),
				'maxCapacity' => __( 'Input quantity exceeded max capacity limit.', 'eventsmith' ),
				'name'        => __( 'Please enter attendee name.', 'eventsmith' ),
				'email'       => __( 'Enter a valid email address.', 'eventsmith' ),
				'failed'      => __( 'Something went wrong, please try again.', 'eventsmith' ),
				'viewAll'     => __( 'View all attendees', 'eventsmith' ),
				'hide'        => __( 'Hide Attendees', 'eventsmith' ),
			),
		);
	}

	/**
	 * This form's Interactivity API context: its event and limits, what the
	 * visitor types (bound to the inputs), the messages and the step.
	 *
	 * @return array<string, mixed>
	 */
	public function context(): array {
		$errors = array( 'count' => '' );
		$shown  = array();
		$values = array( 'count' => '1' );
		for ( $n = 0; $n <= $this->extra_blocks(); $n++ ) {
			$errors[ 'name' . $n ]  = '';
			$errors[ 'email' . $n ] = '';
			$values[ 'name' . $n ]  = '';
			$values[ 'email' . $n ] = '';
			$shown[ 'b' . $n ]      = 0 === $n;
		}
		return array(
			'eventId'          => $this->event_id,
			'maxPerSubmission' => $this->max,
			'remaining'        => $this->remaining ?? -1,
			'step'             => 1,
			'response'         => '',
			'count'            => 1,
			'values'           => $values,
			'errors'           => $errors,
			'shown'            => $shown,
			'nextEnabled'      => false,
			'submitEnabled'    => false,
			'sameAsFirst'      => false,
			'submitting'       => false,
			'submitted'        => false,
			'failure'          => '',
			'showAttendees'    => false,
		);
	}
}
