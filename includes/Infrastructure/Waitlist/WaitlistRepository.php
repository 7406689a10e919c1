<?php
/**
 * Storage of waitlist entries.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Waitlist\WaitlistRules;
use Eventsmith\Domain\Waitlist\WaitlistState;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Tickets\Transaction;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Tables.

/**
 * Every state change is one conditional UPDATE ("… WHERE id = ? AND state = ?"):
 * only the request that flips a row acts on it. The place in line is the id.
 */
final class WaitlistRepository {

	/**
	 * Adds a person at the end of a list.
	 *
	 * @param int    $event_id       Event.
	 * @param int    $ticket_type_id Ticket type, 0 for RSVP.
	 * @param string $name           Checked name.
	 * @param string $email          Checked e-mail address.
	 * @return int The entry id.
	 * @throws DomainError 409 when the person is already in this list.
	 */
	public function add( int $event_id, int $ticket_type_id, string $name, string $email ): int {
		global $wpdb;
		$now = gmdate( 'Y-m-d H:i:s' );
		// The unique active_key refuses a second active entry even from a parallel request.
		$suppress = $wpdb->suppress_errors( true );
		$done     = $wpdb->insert(
			Tables::waitlist(),
			array(
				'event_id'       => $event_id,
				'ticket_type_id' => $ticket_type_id,
				'name'           => $name,
				'email'          => $email,
				'state'          => WaitlistState::Waiting->value,
				'active_key'     => WaitlistRules::active_key( $event_id, $ticket_type_id, $email ),
				'created_at'     => $now,
				'updated_at'     => $now,
			),
			array( '%d', '%d', '%s', '%s', '%s', '%s', '%s', '%s' )
		);
		$wpdb->suppress_errors( $suppress );
		if ( false === $done ) {
			throw new DomainError( 'eventsmith_waitlist_already', __( 'You are already on this waitlist.', 'eventsmith' ), DomainError::CONFLICT, 'email' );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * One entry.
	 *
	 * @param int $id Entry id.
	 */
	public function get( int $id ): ?object {
		global $wpdb;
		$table = Tables::waitlist();
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) );
	}

	/**
	 * The entry a claim token belongs to.
	 *
	 * @param string $token The token from the link.
	 */
	public function by_token( string $token ): ?object {
		global $wpdb;
		if ( ! preg_match( '/^[A-Za-z0-9]{32,64}$/', $token ) ) {
			return null;
		}
		$table = Tables::waitlist();
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE token_hash = %s", hash( 'sha256', $token ) ) );
	}

	/**
	 * A person's place among those still active in the list (1 = next).
	 *
	 * @param object $entry Entry row.
	 */
	public function position( object $entry ): int {
		global $wpdb;
		$table = Tables::waitlist();
		return 1 + (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE event_id = %d AND ticket_type_id = %d AND state IN ('waiting','offered') AND id < %d", $entry->event_id, $entry->ticket_type_id, $entry->id ) );
	}

	/**
	 * The next waiting entries of a list after `$after` (in line order).
	 *
	 * @param int $event_id       Event.
	 * @param int $ticket_type_id Ticket type, 0 for RSVP.
	 * @param int $after          Entry id to start after.
	 * @return list<int>
	 */
	public function waiting_ids( int $event_id, int $ticket_type_id, int $after ): array {
		global $wpdb;
		$table = Tables::waitlist();
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE event_id = %d AND ticket_type_id = %d AND state = 'waiting' AND id > %d ORDER BY id ASC LIMIT 10", $event_id, $ticket_type_id, $after ) );
		return array_map( 'intval', $ids ?: array() );
	}

	/**
	 * The lists of an event that have someone waiting.
	 *
	 * @param int $event_id Event (0: every event).
	 * @return list<array{event_id: int, ticket_type_id: int}>
	 */
	public function lists_with_waiting( int $event_id ): array {
		global $wpdb;
		$table = Tables::waitlist();
		$rows  = $event_id > 0
			? $wpdb->get_results( $wpdb->prepare( "SELECT DISTINCT event_id, ticket_type_id FROM {$table} WHERE event_id = %d AND state = 'waiting'", $event_id ) )
			: $wpdb->get_results( "SELECT DISTINCT event_id, ticket_type_id FROM {$table} WHERE state = 'waiting' LIMIT 200" ); // prepared-parts: no values, only the table name.
		return array_map(
			static fn( object $row ): array => array(
				'event_id'       => (int) $row->event_id,
				'ticket_type_id' => (int) $row->ticket_type_id,
			),
			$rows ?: array()
		);
	}

	/**
	 * Offers whose hold has run out.
	 *
	 * @param \DateTimeImmutable $now Now (UTC).
	 * @return list<object>
	 */
	public function lapsed_offers( \DateTimeImmutable $now ): array {
		global $wpdb;
		$table = Tables::waitlist();
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE state = 'offered' AND hold_until <= %s ORDER BY hold_until ASC LIMIT 100", $now->format( 'Y-m-d H:i:s' ) ) ) ?: array();
	}

	/**
	 * An event's entries in line order.
	 *
	 * @param int $event_id Event.
	 * @return list<object>
	 */
	public function for_event( int $event_id ): array {
		global $wpdb;
		$table = Tables::waitlist();
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE event_id = %d ORDER BY ticket_type_id ASC, id ASC LIMIT 1000", $event_id ) ) ?: array();
	}

	/**
	 * Makes a waiting entry an offer holding a seat until `$until`.
	 *
	 * @param int                $id         Entry id.
	 * @param string             $token_hash SHA-256 of the claim token.
	 * @param \DateTimeImmutable $now        Now.
	 * @param \DateTimeImmutable $until      Hold end.
	 * @return bool Whether this call made the offer.
	 */
	public function offer( int $id, string $token_hash, \DateTimeImmutable $now, \DateTimeImmutable $until ): bool {
		global $wpdb;
		$table = Tables::waitlist();
		$rows  = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = 'offered', token_hash = %s, hold_until = %s, offered_at = %s, updated_at = %s WHERE id = %d AND state = 'waiting'", $token_hash, $until->format( 'Y-m-d H:i:s' ), $now->format( 'Y-m-d H:i:s' ), $now->format( 'Y-m-d H:i:s' ), $id ) );
		Transaction::check( $rows );
		return 1 === $rows;
	}

	/**
	 * Claims an offer still within its hold.
	 *
	 * @param int                $id  Entry id.
	 * @param \DateTimeImmutable $now Now.
	 * @return bool Whether this call claimed it.
	 */
	public function claim( int $id, \DateTimeImmutable $now ): bool {
		global $wpdb;
		$table = Tables::waitlist();
		$rows  = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = 'claimed', active_key = NULL, updated_at = %s WHERE id = %d AND state = 'offered' AND hold_until > %s", $now->format( 'Y-m-d H:i:s' ), $id, $now->format( 'Y-m-d H:i:s' ) ) );
		Transaction::check( $rows );
		return 1 === $rows;
	}

	/**
	 * Records what a claim booked.
	 *
	 * @param int $id         Entry id.
	 * @param int $booking_id Booking (tickets), or 0.
	 * @param int $rsvp_id    RSVP response, or 0.
	 */
	public function record_claim( int $id, int $booking_id, int $rsvp_id ): void {
		global $wpdb;
		Transaction::check( $wpdb->update( Tables::waitlist(), array( 'booking_id' => $booking_id, 'rsvp_id' => $rsvp_id ), array( 'id' => $id ), array( '%d', '%d' ), array( '%d' ) ) );
	}

	/**
	 * Ends an offer whose hold ran out.
	 *
	 * @param int                $id  Entry id.
	 * @param \DateTimeImmutable $now Now.
	 * @return bool Whether this call ended it (and must give the seat back).
	 */
	public function expire( int $id, \DateTimeImmutable $now ): bool {
		global $wpdb;
		$table = Tables::waitlist();
		$rows  = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = 'expired', active_key = NULL, updated_at = %s WHERE id = %d AND state = 'offered' AND hold_until <= %s", $now->format( 'Y-m-d H:i:s' ), $id, $now->format( 'Y-m-d H:i:s' ) ) );
		Transaction::check( $rows );
		return 1 === $rows;
	}

	/**
	 * Takes an active entry off its list.
	 *
	 * @param int           $id   Entry id.
	 * @param WaitlistState $from The state it must still be in.
	 * @return bool Whether this call removed it.
	 */
	public function remove( int $id, WaitlistState $from ): bool {
		global $wpdb;
		$table = Tables::waitlist();
		$rows  = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = 'removed', active_key = NULL, updated_at = %s WHERE id = %d AND state = %s", gmdate( 'Y-m-d H:i:s' ), $id, $from->value ) );
		Transaction::check( $rows );
		return 1 === $rows;
	}
}
