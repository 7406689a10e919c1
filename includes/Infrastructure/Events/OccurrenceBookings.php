<?php
/**
 * Which occurrences hold bookings.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Reads (never writes) every table that points at an event id: an
 * occurrence holds bookings when an attendee, a booking (of any status), an
 * RSVP response, a waitlist entry or an invitation names it, or when its
 * ticket or RSVP seats in the capacity ledger are taken. Deleting such an
 * occurrence would leave those rows pointing at nothing.
 */
final class OccurrenceBookings {

	/**
	 * Ids among `$ids` that hold bookings.
	 *
	 * @param list<int> $ids Occurrence ids.
	 * @return list<int>
	 */
	public function held( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$holes = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$held  = array();
		foreach ( array( Tables::attendees(), Tables::bookings(), Tables::rsvp_responses(), Tables::waitlist(), Tables::invitations() ) as $table ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and placeholders only.
			foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT event_id FROM {$table} WHERE event_id IN ({$holes})", ...$ids ) ) as $id ) {
				$held[ (int) $id ] = true;
			}
		}
		$scopes = array();
		foreach ( $ids as $id ) {
			$scopes[ CapacityScope::event( $id ) ] = $id;
			$scopes[ CapacityScope::rsvp( $id ) ]  = $id;
		}
		$table = Tables::capacity();
		$holes = implode( ',', array_fill( 0, count( $scopes ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and placeholders only.
		foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT scope FROM {$table} WHERE taken > 0 AND scope IN ({$holes})", ...array_keys( $scopes ) ) ) as $scope ) {
			$held[ $scopes[ $scope ] ] = true;
		}
		return array_keys( $held );
	}
}
