<?php
/**
 * What the waitlist form shows for one ticket type or one event's RSVP.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Waitlist;

defined( 'ABSPATH' ) || exit;

/**
 * The form exists only while its list is sold out (the registration rule's
 * "sold out" answer); a list that is open, closed or unknown renders nothing.
 */
final class WaitlistFormView {

	/**
	 * Constructor.
	 *
	 * @param int    $event_id       Event.
	 * @param int    $ticket_type_id Ticket type, 0 for RSVP.
	 * @param string $type_name      Ticket type name ('' for RSVP).
	 */
	public function __construct(
		public readonly int $event_id,
		public readonly int $ticket_type_id,
		public readonly string $type_name
	) {}

	/**
	 * The heading of the form.
	 */
	public function title(): string {
		return '' === $this->type_name
			? __( 'Join the waitlist: we will e-mail you when a place becomes free.', 'eventsmith' )
			/* translators: %s: ticket type name. */
			: sprintf( __( 'Join the waitlist for "%s": we will e-mail you when a ticket becomes free.', 'eventsmith' ), $this->type_name );
	}

	/**
	 * The instance's context.
	 *
	 * @return array<string, mixed>
	 */
	public function context(): array {
		return array(
			'route'        => rest_url( 'eventsmith/v2/events/' . $this->event_id . '/waitlist' ),
			'ticketTypeId' => $this->ticket_type_id,
			'name'         => '',
			'email'        => '',
			'busy'         => false,
			'done'         => false,
			'failed'       => false,
			'message'      => '',
			'tried'        => false,
		);
	}

	/**
	 * Texts every instance on the page shares.
	 *
	 * @return array{texts: array<string, string>}
	 */
	public function texts(): array {
		return array(
			'texts' => array(
				'name'    => __( 'Please enter your name.', 'eventsmith' ),
				'email'   => __( 'Enter a valid email address.', 'eventsmith' ),
				'sending' => __( 'Adding you to the waitlist…', 'eventsmith' ),
				'joined'  => __( 'You are on the waitlist. We have sent you an e-mail.', 'eventsmith' ),
				'failed'  => __( 'You could not be added just now. Check your connection and try again.', 'eventsmith' ),
			),
		);
	}
}
