<?php
/**
 * Builds each event's registration snapshot once per request.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Registration;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\RegistrationSnapshot;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The one place callers get "what does this event allow now" from: the
 * snapshot is built by the registration gate the first time an event is
 * asked for in a request and kept. It is dropped when the request writes to
 * a seat pool (the capacity ledger's version moves: a booking, an RSVP, a
 * refund, a waitlist hold), when the event or its fields are saved, and
 * when a caller says so with forget().
 */
final class RegistrationSnapshots {

	/**
	 * Snapshots built in this request: event id => [ledger version, snapshot or null].
	 *
	 * @var array<int, array{0: int, 1: RegistrationSnapshot|null}>
	 */
	private array $built = array();

	/**
	 * Constructor.
	 *
	 * @param EventReader          $events Reads events.
	 * @param TicketTypeRepository $types  Ticket types.
	 * @param CapacityLedger       $ledger Seat counters (their version).
	 * @param RegistrationGate     $gate   Asks the policy with the event's facts.
	 */
	public function __construct(
		private EventReader $events,
		private TicketTypeRepository $types,
		private CapacityLedger $ledger,
		private RegistrationGate $gate
	) {}

	/**
	 * Forgets an event whose post or fields change in this request.
	 */
	public function register_hooks(): void {
		add_action( 'save_post_' . PostTypes::EVENT, array( $this, 'forget' ) );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'on_meta' ), 10, 2 );
		}
		foreach ( array( 'eventsmith_after_booking', 'eventsmith_after_rsvp' ) as $hook ) {
			add_action( $hook, array( $this, 'on_registration' ), 0, 2 );
		}
	}

	/**
	 * The event's snapshot, null when the id names no event.
	 *
	 * @param int $event_id Event id.
	 */
	public function for_event( int $event_id ): ?RegistrationSnapshot {
		$version = $this->ledger->version();
		if ( isset( $this->built[ $event_id ] ) && $version === $this->built[ $event_id ][0] ) {
			return $this->built[ $event_id ][1];
		}
		try {
			$event    = $this->events->fields( $event_id );
			$snapshot = $this->gate->snapshot( $event_id, $event, $this->types->for_event( $event_id ), new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) );
		} catch ( DomainError ) {
			$snapshot = null;
		}
		$this->built[ $event_id ] = array( $version, $snapshot );
		return $snapshot;
	}

	/**
	 * Drops what this request knows of an event (call after changing it).
	 *
	 * @param int $event_id Event id.
	 */
	public function forget( int $event_id ): void {
		unset( $this->built[ $event_id ] );
	}

	/**
	 * A post's meta changed: forgotten when it is a snapshot's event.
	 *
	 * @param mixed $meta_id Meta id(s).
	 * @param mixed $post_id Post id.
	 */
	public function on_meta( mixed $meta_id, mixed $post_id ): void {
		unset( $meta_id );
		if ( is_numeric( $post_id ) ) {
			$this->forget( (int) $post_id );
		}
	}

	/**
	 * A booking or RSVP was stored for an event.
	 *
	 * @param mixed $stored   What was stored.
	 * @param mixed $event_id The event.
	 */
	public function on_registration( mixed $stored, mixed $event_id ): void {
		unset( $stored );
		if ( is_numeric( $event_id ) ) {
			$this->forget( (int) $event_id );
		}
	}
}
