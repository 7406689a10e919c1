<?php
/**
 * All-or-nothing writes for bookings, refunds and RSVPs.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Database\PrimaryReads;
use Eventsmith\Infrastructure\Database\ReadRouting;

defined( 'ABSPATH' ) || exit;

/**
 * Runs work inside one database transaction. Any failed statement or thrown
 * error rolls everything back; a request that dies half-way leaves an open
 * transaction that the database rolls back when the connection closes. So a
 * booking is either complete (order, attendees, seats) or absent.
 */
final class Transaction {

	/**
	 * Whether a transaction is open on this request's connection.
	 *
	 * @var bool
	 */
	private static bool $open = false;

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
		// Everything read inside decides what is written: never from a replica (docs/production.md).
		PrimaryReads::all( 'transaction' );
		self::check( $wpdb->query( 'START TRANSACTION' ) );
		self::$open = true;
		self::roll_back_on_shutdown();
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			self::roll_back();
			throw $error;
		}
		self::$open = false;
		self::check( $wpdb->query( 'COMMIT' ) );
		return $result;
	}

	/**
	 * Rolls back a transaction left open by a request that ends half-way
	 * (`exit`, a fatal error). It runs first among the shutdown hooks, so
	 * nothing they write lands inside the half-done transaction, and a
	 * persistent connection never carries it into the next request.
	 */
	private static function roll_back_on_shutdown(): void {
		static $registered = false;
		if ( $registered ) {
			return;
		}
		$registered = true;
		add_action( 'shutdown', array( self::class, 'roll_back_if_open' ), PHP_INT_MIN );
		register_shutdown_function( array( self::class, 'roll_back_if_open' ) );
	}

	/**
	 * Rolls back the open transaction, if any.
	 */
	public static function roll_back_if_open(): void {
		if ( self::$open ) {
			self::roll_back();
		}
	}

	/**
	 * Rolls back the current transaction.
	 */
	private static function roll_back(): void {
		global $wpdb;
		self::$open = false;
		$wpdb->query( 'ROLLBACK' );
	}

	/**
	 * Stops the transaction when a statement failed (lock timeout, deadlock, lost connection).
	 *
	 * @param int|bool|null $result What `$wpdb` returned.
	 * @throws DomainError When the statement failed; the caller's transaction then rolls back.
	 */
	public static function check( int|bool|null $result ): void {
		if ( false === $result && PrimaryReads::replicated() && ! ReadRouting::primary_answers() ) {
			// The primary database went away: a 503, not a conflict to retry at once.
			throw new DomainError( 'eventsmith_database_unavailable', ReadRouting::unavailable()->get_error_message(), DomainError::UNAVAILABLE );
		}
		if ( false === $result ) {
			throw new DomainError( 'eventsmith_not_saved', __( 'This could not be saved just now. Please try again.', 'eventsmith' ), DomainError::CONFLICT );
		}
	}
}
