<?php
/**
 * All-or-nothing writes for bookings, refunds and RSVPs.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Runs work inside one database transaction. Any failed statement or thrown
 * error rolls everything back; a request that dies half-way leaves an open
 * transaction that the database rolls back when the connection closes. So a
 * booking is either complete (order, attendees, seats) or absent.
 */
final class Transaction {

	/**
	 * Runs `$work` in a transaction and commits it.
	 *
	 * @template T
	 * @param callable(): T $work The writes.
	 * @return T What `$work` returned.
	 * @throws \Throwable What `$work` threw, after rolling back; DomainError when the commit fails.
	 */
	public static function run( callable $work ): mixed {
		global $wpdb;
		self::check( $wpdb->query( 'START TRANSACTION' ) );
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			$wpdb->query( 'ROLLBACK' );
			throw $error;
		}
		self::check( $wpdb->query( 'COMMIT' ) );
		return $result;
	}

	/**
	 * Stops the transaction when a statement failed (lock timeout, deadlock, lost connection).
	 *
	 * @param int|bool|null $result What `$wpdb` returned.
	 * @throws DomainError When the statement failed; the caller's transaction then rolls back.
	 */
	public static function check( int|bool|null $result ): void {
		if ( false === $result ) {
			throw new DomainError( 'eventsmith_not_saved', __( 'This could not be saved just now. Please try again.', 'eventsmith' ), DomainError::CONFLICT );
		}
	}
}
