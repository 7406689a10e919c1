<?php
/**
 * When seats free up, the waitlist hears of it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Infrastructure\Tickets\UnpaidOrderSweep;

defined( 'ABSPATH' ) || exit;

/**
 * Freed seats are offered after a refund, a cancelled ticket or RSVP place,
 * saved ticket types (a raised capacity), and before a checkout takes seats (so those waiting come first). The
 * five-minute sweep of unpaid orders also ends lapsed offers (passing their
 * seats on) and offers what expired orders and raised capacities freed.
 */
final class WaitlistTriggers {

	/**
	 * Constructor.
	 *
	 * @param WaitlistOffers $offers Offers.
	 */
	public function __construct( private WaitlistOffers $offers ) {}

	/**
	 * Adds the hooks.
	 */
	public function register_hooks(): void {
		add_action( 'eventsmith_after_refund', array( $this, 'after_refund' ) );
		add_action( 'eventsmith_after_ticket_cancel', array( $this, 'for_event' ), 10, 2 );
		add_action( 'eventsmith_ticket_types_saved', array( $this, 'before_booking' ) );
		add_action( 'eventsmith_before_booking', array( $this, 'before_booking' ), 5 );
		// After the unpaid orders are released (priority 10), so their seats are offered in the same run.
		add_action( UnpaidOrderSweep::HOOK, array( $this, 'sweep' ), 20 );
	}

	/**
	 * Offers the seats a refund gave back.
	 *
	 * @param mixed $booking The refunded booking.
	 */
	public function after_refund( $booking ): void {
		if ( is_array( $booking ) && isset( $booking['event_id'] ) ) {
			$this->offers->offer_free_seats( (int) $booking['event_id'] );
		}
	}

	/**
	 * Offers the seat a cancelled ticket or RSVP place gave back.
	 *
	 * @param mixed $attendee_id The cancelled attendee.
	 * @param mixed $event_id    Its event.
	 */
	public function for_event( $attendee_id, $event_id = 0 ): void {
		unset( $attendee_id );
		if ( (int) $event_id > 0 ) {
			$this->offers->offer_free_seats( (int) $event_id );
		}
	}

	/**
	 * Before an order takes seats (and after ticket types were saved), free ones go to the people already in line.
	 *
	 * @param mixed $event_id Event.
	 */
	public function before_booking( $event_id ): void {
		$this->offers->offer_free_seats( (int) $event_id );
	}

	/**
	 * The five-minute run: lapsed offers pass on, then free seats are offered.
	 */
	public function sweep(): void {
		$this->offers->expire_lapsed( new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) );
		$this->offers->offer_free_seats( 0 );
	}
}
