<?php
/**
 * Unpaid orders: marked paid by staff, or released when their hold time ends.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Registration\BookingStore;

defined( 'ABSPATH' ) || exit;

/**
 * Each change is one conditional UPDATE of the booking's status inside a transaction (only the
 * request that flips it acts), taking the event's seat row first like bookings and refunds do,
 * so marking paid and releasing can never both happen to one order.
 */
final class PendingOrders {

	/** Orders released per run, so one cron run stays short. */
	private const BATCH = 100;

	/**
	 * Constructor.
	 *
	 * @param CapacityLedger     $capacity  Seat counters.
	 * @param BookingTickets     $tickets   Orders' tickets.
	 * @param BookingService     $bookings  Reads bookings.
	 * @param BookingStore       $store     Writes them.
	 */
	public function __construct(
		private CapacityLedger $capacity,
		private BookingTickets $tickets,
		private BookingService $bookings,
		private BookingStore $store = new BookingStore()
	) {}

	/**
	 * Completes a pending order: its tickets become valid.
	 *
	 * @param int $id Booking id.
	 * @return array<string, mixed> The booking.
	 * @throws DomainError When there is no such order (404) or it is not pending (409).
	 */
	public function mark_paid( int $id ): array {
		$booking = $this->bookings->get( $id );
		Transaction::run(
			function () use ( $id, $booking ): void {
				$this->capacity->lock( CapacityScope::event( (int) $booking['event_id'] ) );
				if ( 1 !== $this->flip( $id, 'pending', 'completed' ) ) {
					throw new DomainError( 'eventsmith_not_pending', __( 'Only orders awaiting payment can be marked paid.', 'eventsmith' ), DomainError::CONFLICT, 'status' );
				}
				$this->tickets->change_booking_status( $id, 'pending', 'active' );
			}
		);
		return $this->bookings->get( $id );
	}

	/**
	 * Releases the seats of orders whose hold time has ended.
	 *
	 * @param \DateTimeImmutable $now The moment (UTC).
	 * @return int Orders released.
	 */
	public function release_expired( \DateTimeImmutable $now ): int {
		global $wpdb;
		$table = Tables::bookings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows     = $wpdb->get_results( $wpdb->prepare( "SELECT id, event_id, discount_code_id FROM {$table} WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= %s ORDER BY expires_at LIMIT %d", $now->format( 'Y-m-d H:i:s' ), self::BATCH ) );
		$released = 0;
		foreach ( $rows ?: array() as $row ) {
			$released += $this->release( (int) $row->id, (int) $row->event_id, (int) $row->discount_code_id ) ? 1 : 0;
		}
		return $released;
	}

	/**
	 * Releases one unpaid order at once (its payment session expired or failed).
	 *
	 * @param int $id Booking id.
	 * @return bool Whether this call released it (false when it was no longer pending).
	 * @throws DomainError When there is no such order.
	 */
	public function release_now( int $id ): bool {
		$order = $this->bookings->get( $id );
		return $this->release( $id, (int) $order['event_id'], (int) ( $order['discount_code_id'] ?? 0 ) );
	}

	/**
	 * Cancels one unpaid order and gives its seats back, once.
	 *
	 * @param int $id       Booking id.
	 * @param int $event_id Its event.
	 * @param int $code_id  The discount code it used (0: none), whose use comes back.
	 * @return bool Whether this call released it.
	 */
	private function release( int $id, int $event_id, int $code_id ): bool {
		return (bool) Transaction::run(
			function () use ( $id, $event_id, $code_id ): bool {
				$scope = CapacityScope::event( $event_id );
				$this->capacity->lock( $scope );
				if ( 1 !== $this->flip( $id, 'pending', 'cancelled' ) ) {
					return false;
				}
				$by_type = $this->tickets->count_by_type( $id, 'pending' );
				$this->capacity->release( $scope, $this->tickets->change_booking_status( $id, 'pending', 'cancelled' ) );
				foreach ( $by_type as $type_id => $tickets ) {
					$this->capacity->release( TicketTypeRepository::scope( $type_id ), $tickets );
				}
				// Last, as checkout takes it last: the lock order stays event, types by id, code.
				if ( $code_id > 0 ) {
					$this->capacity->release( CapacityScope::discount( $code_id ), 1 );
				}
				return true;
			}
		);
	}

	/**
	 * Moves an order from one status to another if it is still in the first.
	 *
	 * @param int    $id   Booking id.
	 * @param string $from Expected status.
	 * @param string $to   New status.
	 * @return int 1 when this call changed it.
	 */
	private function flip( int $id, string $from, string $to ): int {
		return $this->store->change_booking_status( $id, $from, $to );
	}
}
