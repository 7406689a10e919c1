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

	public const RECLAIMED = 'reclaimed';
	public const GONE      = 'gone';
	public const FULL      = 'full';

	/** Seconds after its hold an order the payment sweep could not settle is released anyway. */
	public const ASK_GRACE = DAY_IN_SECONDS;

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
	 * Orders of a payment method whose provider can be asked (`$asked`, ReconcilesPayments) are left
	 * to the payment sweep, which asks first and releases only what was not paid; should the
	 * provider stay silent, they are released here too once their hold ended ASK_GRACE ago.
	 *
	 * @param \DateTimeImmutable $now   The moment (UTC).
	 * @param list<string>       $asked Payment methods whose orders the payment sweep handles.
	 * @return int Orders released.
	 */
	public function release_expired( \DateTimeImmutable $now, array $asked = array() ): int {
		global $wpdb;
		$table  = Tables::bookings();
		$asked  = array_values( array_filter( array_map( 'strval', $asked ) ) );
		$where  = '';
		$params = array( $now->format( 'Y-m-d H:i:s' ) );
		if ( array() !== $asked ) {
			$where    = ' AND ( payment_method NOT IN (' . implode( ',', array_fill( 0, count( $asked ), '%s' ) ) . ') OR expires_at <= %s )';
			$params   = array_merge( $params, $asked, array( $now->modify( '-' . self::ASK_GRACE . ' seconds' )->format( 'Y-m-d H:i:s' ) ) );
		}
		$params[] = self::BATCH;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table name; placeholders only in $where.
		$rows     = $wpdb->get_results( $wpdb->prepare( "SELECT id, event_id, discount_code_id FROM {$table} WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= %s{$where} ORDER BY expires_at LIMIT %d", $params ) );
		$released = 0;
		foreach ( $rows ?: array() as $row ) {
			$released += $this->release( (int) $row->id, (int) $row->event_id, (int) $row->discount_code_id ) ? 1 : 0;
		}
		return $released;
	}

	/**
	 * Pending orders of some payment methods whose hold has ended, oldest hold first.
	 *
	 * @param \DateTimeImmutable $now     The moment (UTC).
	 * @param list<string>       $methods Payment method ids.
	 * @param int                $limit   At most this many.
	 * @return list<int> Booking ids.
	 */
	public function overdue( \DateTimeImmutable $now, array $methods, int $limit ): array {
		global $wpdb;
		$methods = array_values( array_filter( array_map( 'strval', $methods ) ) );
		if ( array() === $methods ) {
			return array();
		}
		$table = Tables::bookings();
		$in    = implode( ',', array_fill( 0, count( $methods ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table name; placeholders only in $in.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= %s AND payment_method IN ({$in}) ORDER BY expires_at LIMIT %d", array_merge( array( $now->format( 'Y-m-d H:i:s' ) ), $methods, array( $limit ) ) ) );
		return array_map( 'intval', $ids ?: array() );
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
	 * Gives a released order (status `cancelled`) its seats back when they are free, because its
	 * payment arrived after all: the same ledger rows and lock order as checkout (the event's seats,
	 * the ticket types' seats by id, the discount code's use), in one transaction. The order and
	 * its tickets become completed and valid only when every row fits.
	 *
	 * @param int $id Booking id.
	 * @return string RECLAIMED (this call completed it), GONE (it is no longer cancelled: another
	 *                request acted first) or FULL (a seat or the code's use is taken; nothing changed).
	 * @throws DomainError When there is no such order.
	 */
	public function reclaim( int $id ): string {
		$order   = $this->bookings->get( $id );
		$scope   = CapacityScope::event( (int) $order['event_id'] );
		$code_id = (int) ( $order['discount_code_id'] ?? 0 );
		try {
			return (string) Transaction::run(
				function () use ( $id, $scope, $code_id ): string {
					$this->capacity->lock( $scope );
					if ( 1 !== $this->flip( $id, 'cancelled', 'completed' ) ) {
						return self::GONE;
					}
					$by_type = $this->tickets->count_by_type( $id, 'cancelled' );
					$seats   = $this->tickets->change_booking_status( $id, 'cancelled', 'active' );
					ksort( $by_type );
					$taken = 0 === $seats || $this->capacity->reserve( $scope, $seats );
					foreach ( $by_type as $type_id => $tickets ) {
						$taken = $taken && $this->capacity->reserve( TicketTypeRepository::scope( $type_id ), $tickets );
					}
					if ( $taken && $code_id > 0 ) {
						$taken = $this->capacity->reserve( CapacityScope::discount( $code_id ), 1 );
					}
					if ( ! $taken ) {
						// Rolls the whole attempt back: the order stays released, nothing is taken.
						throw new DomainError( 'eventsmith_sold_out', __( 'The seats of this order were taken meanwhile.', 'eventsmith' ), DomainError::CONFLICT );
					}
					return self::RECLAIMED;
				}
			);
		} catch ( DomainError $error ) {
			if ( 'eventsmith_sold_out' !== $error->error_code ) {
				throw $error;
			}
			return self::FULL;
		}
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
