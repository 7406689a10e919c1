<?php
/**
 * Capacity counters that cannot be oversold.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per scope. A reservation is a single conditional UPDATE — "take n
 * where taken + n still fits" — so two racing requests can never both win
 * the last seat; the database decides, not PHP. Never read-then-write.
 */
final class CapacityLedger {

	/**
	 * Writes this request made to any pool (whichever ledger object made them):
	 * what was read before a write may be stale after it.
	 *
	 * @var int
	 */
	private static int $writes = 0;

	/**
	 * A number that changes whenever this request writes to a seat pool (define, reserve, release).
	 */
	public function version(): int {
		return self::$writes;
	}

	/**
	 * Makes sure a scope exists with this capacity (-1 = unlimited), keeping what is taken.
	 *
	 * @param string $scope    A pool named by Domain\Registration\CapacityScope.
	 * @param int    $capacity Seats, or -1.
	 */
	public function define( string $scope, int $capacity ): void {
		global $wpdb;
		$table = Tables::capacity();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		// Usually the row is there already with this capacity: a read then, not a write (and no commit to disk).
		$current = $wpdb->get_var( $wpdb->prepare( "SELECT capacity FROM {$table} WHERE scope = %s", $scope ) );
		if ( null === $current || (int) $current !== $capacity ) {
			++self::$writes;
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (scope, capacity, taken) VALUES (%s, %d, 0) ON DUPLICATE KEY UPDATE capacity = %d", $scope, $capacity, $capacity ) );
		}
		// phpcs:enable
	}

	/**
	 * Takes `$seats` seats if they fit. Call inside a transaction when more than one scope must succeed together.
	 *
	 * @param string $scope Scope.
	 * @param int    $seats Seats to take (≥ 1).
	 * @return bool Whether they were taken.
	 */
	public function reserve( string $scope, int $seats ): bool {
		global $wpdb;
		$table = Tables::capacity();
		++self::$writes;
		$rows  = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET taken = taken + %d WHERE scope = %s AND ( capacity < 0 OR taken + %d <= capacity )", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$seats,
				$scope,
				$seats
			)
		);
		Transaction::check( $rows );
		return 1 === $rows;
	}

	/**
	 * Locks a scope's row until the surrounding transaction ends (refunds take it first, as bookings do).
	 *
	 * @param string $scope Scope.
	 */
	public function lock( string $scope ): void {
		global $wpdb;
		$table = Tables::capacity();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		// A no-op UPDATE rather than SELECT … FOR UPDATE: it takes the same row lock and every engine the plugin runs on accepts it.
		Transaction::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET taken = taken WHERE scope = %s", $scope ) ) );
	}

	/**
	 * Counts seats taken elsewhere (imported tickets and RSVP places): they count as if sold here,
	 * even past the capacity, so an event that was full there stays full here.
	 *
	 * @param string $scope Scope (defined before).
	 * @param int    $seats Seats (≥ 1).
	 */
	public function take( string $scope, int $seats ): void {
		global $wpdb;
		$table = Tables::capacity();
		++self::$writes;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		Transaction::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET taken = taken + %d WHERE scope = %s", $seats, $scope ) ) );
	}

	/**
	 * Gives seats back (refunds, cancellations).
	 *
	 * @param string $scope Scope.
	 * @param int    $seats Seats.
	 */
	public function release( string $scope, int $seats ): void {
		global $wpdb;
		$table = Tables::capacity();
		++self::$writes;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		Transaction::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET taken = GREATEST( taken - %d, 0 ) WHERE scope = %s", $seats, $scope ) ) );
	}

	/**
	 * Seats taken so far (0 when nothing was ever reserved in the scope).
	 *
	 * @param string $scope Scope.
	 */
	public function taken( string $scope ): int {
		global $wpdb;
		$table = Tables::capacity();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT taken FROM {$table} WHERE scope = %s", $scope ) );
	}

	/**
	 * Seats left, or null when unlimited.
	 *
	 * @param string $scope Scope.
	 */
	public function remaining( string $scope ): ?int {
		global $wpdb;
		$table = Tables::capacity();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT capacity, taken FROM {$table} WHERE scope = %s", $scope ) );
		if ( null === $row || (int) $row->capacity < 0 ) {
			return null;
		}
		return max( 0, (int) $row->capacity - (int) $row->taken );
	}
}
