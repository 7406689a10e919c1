<?php
/**
 * The one home of "is registration open, and how many places are left".
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Registration;

use Eventsmith\Domain\Ticket\TicketType;

defined( 'ABSPATH' ) || exit;

/**
 * Decides for RSVPs and ticket types alike, from facts the caller reads (the
 * event's fields, the module switch, the capacity ledger's numbers). The
 * checks run in one order everywhere: the event must be published and take
 * registrations, then it must not be cancelled or over, then (tickets) the
 * type must be visible and its sale not over, then the places, then the sale
 * must have started. Callers do not ask the policy directly: they read the
 * request's RegistrationSnapshot, built from its answers.
 */
final class RegistrationPolicy {

	/** RSVP defaults, written once (RsvpSettings). */
	public const RSVP_DEFAULTS = RsvpSettings::DEFAULTS;

	/**
	 * The event's RSVP settings with the defaults filled in.
	 *
	 * @param mixed $rsvp The stored 'rsvp' field.
	 * @return array{enabled: bool, capacity: int, max_per_submission: int}
	 */
	public static function rsvp_settings( mixed $rsvp ): array {
		return RsvpSettings::from_field( $rsvp );
	}

	/**
	 * Whether an RSVP is taken now.
	 *
	 * @param bool     $published   Whether the event is published.
	 * @param bool     $module_on   Whether the RSVP module is on.
	 * @param mixed    $rsvp        The event's stored 'rsvp' field.
	 * @param bool     $cancelled   Whether the event is cancelled.
	 * @param bool     $ended       Whether the event is over.
	 * @param int      $taken     The ledger's seats taken (CapacityScope::rsvp()).
	 */
	public function rsvp( bool $published, bool $module_on, mixed $rsvp, bool $cancelled, bool $ended, int $taken ): RegistrationAnswer {
		$settings = self::rsvp_settings( $rsvp );
		$left     = $settings['capacity'] < 0 ? null : max( 0, $settings['capacity'] - $taken );
		if ( ! $published || ! $settings['enabled'] ) {
			return new RegistrationAnswer( $published ? RegistrationAnswer::NOT_OFFERED : RegistrationAnswer::NOT_PUBLISHED, __( 'This event does not take RSVPs.', 'eventsmith' ), $left );
		}
		if ( ! $module_on ) {
			return new RegistrationAnswer( RegistrationAnswer::MODULE_OFF, __( 'This event does not take RSVPs.', 'eventsmith' ), $left );
		}
		$closed = $this->closed( $cancelled, $ended, $left );
		if ( null !== $closed ) {
			return $closed;
		}
		if ( 0 === $left ) {
			return new RegistrationAnswer( RegistrationAnswer::FULL, __( 'Sorry, this event is full.', 'eventsmith' ), 0 );
		}
		return new RegistrationAnswer( RegistrationAnswer::OPEN, '', $left );
	}

	/**
	 * Whether one ticket type sells now.
	 *
	 * @param TicketType         $type       The type.
	 * @param bool               $published  Whether the event is published.
	 * @param bool               $cancelled  Whether the event is cancelled.
	 * @param bool               $ended      Whether the event is over.
	 * @param int|null           $type_left  The ledger's places left for the type, null when unlimited.
	 * @param int|null           $event_left The ledger's places left for the event, null when unlimited.
	 * @param \DateTimeImmutable $now        Now.
	 */
	public function ticket( TicketType $type, bool $published, bool $cancelled, bool $ended, ?int $type_left, ?int $event_left, \DateTimeImmutable $now ): RegistrationAnswer {
		$left = null === $type_left ? $event_left : ( null === $event_left ? $type_left : min( $type_left, $event_left ) );
		$left = null === $left ? null : max( 0, $left );
		if ( ! $published ) {
			return new RegistrationAnswer( RegistrationAnswer::NOT_PUBLISHED, __( 'This event sells no tickets.', 'eventsmith' ), $left );
		}
		$closed = $this->closed( $cancelled, $ended, $left );
		if ( null !== $closed ) {
			return $closed;
		}
		// A hidden type or one whose sale is over is not offered, whatever its places: never "sold out".
		if ( $type->hidden ) {
			return new RegistrationAnswer( RegistrationAnswer::NOT_OFFERED, __( 'This ticket type is not on sale.', 'eventsmith' ), $left );
		}
		if ( null !== $type->sale_end && $now >= $type->sale_end ) {
			return new RegistrationAnswer( RegistrationAnswer::SALE_ENDED, __( 'Ticket sales have ended.', 'eventsmith' ), $left );
		}
		if ( 0 === $left ) {
			/* translators: %s: ticket type name. */
			return new RegistrationAnswer( RegistrationAnswer::FULL, sprintf( __( 'There are not enough "%s" tickets left.', 'eventsmith' ), $type->name ), 0 );
		}
		if ( ! $type->on_sale( $now ) ) {
			return new RegistrationAnswer( RegistrationAnswer::NOT_YET, __( 'Tickets are not on sale yet.', 'eventsmith' ), $left );
		}
		return new RegistrationAnswer( RegistrationAnswer::OPEN, '', $left );
	}

	/**
	 * Whether an event that only counts places (no ticket types, no RSVP) has
	 * any left: a notice for visitors, nothing they can register for.
	 *
	 * @param bool $cancelled Whether the event is cancelled.
	 * @param bool $ended     Whether the event is over.
	 * @param int  $capacity  Its place count (-1: unlimited).
	 * @param int  $taken     The ledger's places taken (CapacityScope::event()).
	 */
	public function seats( bool $cancelled, bool $ended, int $capacity, int $taken ): RegistrationAnswer {
		$left   = $capacity < 0 ? null : max( 0, $capacity - $taken );
		$closed = $this->closed( $cancelled, $ended, $left );
		if ( null !== $closed ) {
			return $closed;
		}
		if ( null === $left ) {
			return new RegistrationAnswer( RegistrationAnswer::NOT_OFFERED, __( 'This event sells no tickets.', 'eventsmith' ), null );
		}
		if ( 0 === $left ) {
			return new RegistrationAnswer( RegistrationAnswer::FULL, __( 'Sold out', 'eventsmith' ), 0 );
		}
		return new RegistrationAnswer( RegistrationAnswer::OPEN, '', $left );
	}

	/**
	 * Whether a ticket type is offered for sale now, sold out or not: its
	 * answer is open, or it is full while its sale window is open. The ticket
	 * form and the public ticket-types route show this as "on sale".
	 *
	 * @param RegistrationAnswer $answer The type's answer (ticket()).
	 * @param TicketType         $type   The type.
	 * @param \DateTimeImmutable $now    Now.
	 */
	public static function on_sale( RegistrationAnswer $answer, TicketType $type, \DateTimeImmutable $now ): bool {
		return $answer->is_open() || ( $answer->is_sold_out() && $type->on_sale( $now ) );
	}

	/**
	 * The refusal for a cancelled or finished event, or null.
	 *
	 * @param bool     $cancelled Cancelled.
	 * @param bool     $ended     Over.
	 * @param int|null $left      Places left.
	 */
	private function closed( bool $cancelled, bool $ended, ?int $left ): ?RegistrationAnswer {
		if ( $cancelled ) {
			return new RegistrationAnswer( RegistrationAnswer::CANCELLED, __( 'This event is cancelled.', 'eventsmith' ), $left );
		}
		if ( $ended ) {
			return new RegistrationAnswer( RegistrationAnswer::ENDED, __( 'Registration closed', 'eventsmith' ), $left );
		}
		return null;
	}
}
