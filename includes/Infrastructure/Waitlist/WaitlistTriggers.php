<?php
/**
 * When seats free up, the waitlist hears of it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Registration\RegistrationService;
use Eventsmith\Infrastructure\Tickets\UnpaidOrderSweep;

defined( 'ABSPATH' ) || exit;

/**
 * Freed seats are offered after a refund, a cancelled ticket or RSVP place,
 * saved ticket types (a raised capacity), a changed RSVP or ticket capacity of
 * the event (once the request has saved everything), and before a checkout
 * takes seats (so those waiting come first). The five-minute sweep of unpaid
 * orders also ends lapsed offers (passing their seats on) and offers what
 * expired orders freed.
 */
final class WaitlistTriggers {

	/** The event fields whose change may free seats. */
	private const CAPACITY_FIELDS = array( 'rsvp', 'total_ticket' );

	/**
	 * Events whose capacity changed in this request (id => true).
	 *
	 * @var array<int, true>
	 */
	private array $changed = array();

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
		add_action( 'eventsmith_before_booking', array( $this, 'before_booking' ), 5, 4 );
		add_action( 'added_post_meta', array( $this, 'on_meta' ), 10, 3 );
		add_action( 'updated_post_meta', array( $this, 'on_meta' ), 10, 3 );
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
	 * A waitlist claim takes the seat its offer holds, not a free one: nothing to offer first.
	 *
	 * @param mixed $event_id Event.
	 * @param mixed $order    The order (unused).
	 * @param mixed $buyer    The buyer (unused).
	 * @param mixed $source   Who places it.
	 */
	public function before_booking( $event_id, $order = null, $buyer = null, $source = '' ): void {
		unset( $order, $buyer );
		if ( RegistrationService::SOURCE_WAITLIST === $source ) {
			return;
		}
		$this->offers->offer_free_seats( (int) $event_id );
	}

	/**
	 * The five-minute run: lapsed offers pass on, then free seats are offered.
	 */
	public function sweep(): void {
		$this->offers->expire_lapsed( new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) );
		$this->offers->offer_free_seats( 0 );
	}

	/**
	 * Notes an event whose RSVP settings or ticket capacity were saved; its
	 * seats are offered once the request is done writing.
	 *
	 * @param mixed  $meta_id  Meta id.
	 * @param int    $post_id  Post id.
	 * @param string $meta_key Meta key.
	 */
	public function on_meta( mixed $meta_id, int $post_id, string $meta_key ): void {
		unset( $meta_id );
		if ( ! in_array( $meta_key, array_map( array( EventMeta::class, 'key' ), self::CAPACITY_FIELDS ), true ) ) {
			return;
		}
		if ( array() === $this->changed ) {
			add_action( 'shutdown', array( $this, 'offer_changed' ), 0 );
		}
		$this->changed[ $post_id ] = true;
	}

	/**
	 * Offers the seats of the events whose capacity changed.
	 */
	public function offer_changed(): void {
		$events        = array_keys( $this->changed );
		$this->changed = array();
		foreach ( $events as $event_id ) {
			try {
				$this->offers->offer_free_seats( $event_id );
			} catch ( DomainError ) {
				continue; // The five-minute sweep offers them later.
			}
		}
	}
}
