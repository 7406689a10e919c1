<?php
/**
 * Storage of ticket types and their seat counters.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * An event's ticket types are saved as one set: every type is checked first, then the set is
 * written in one transaction (new types added, changed ones updated, missing ones marked
 * deleted so past orders keep their lines). Each type's seats live in the capacity ledger under
 * `ticket_type:{id}`, taken atomically by the checkout like the event's own seats.
 */
final class TicketTypeRepository {

	/**
	 * Constructor.
	 *
	 * @param CapacityLedger $capacity Seat counters.
	 */
	public function __construct( private CapacityLedger $capacity ) {}

	/**
	 * The capacity scope of a ticket type.
	 *
	 * @param int $type_id Ticket type id.
	 */
	public static function scope( int $type_id ): string {
		return CapacityScope::ticket_type( $type_id );
	}

	/**
	 * The event's ticket types (not deleted) by id, in their order.
	 *
	 * @param int $event_id Event id.
	 * @return array<int, TicketType>
	 */
	public function for_event( int $event_id ): array {
		global $wpdb;
		$table = Tables::ticket_types();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE event_id = %d AND deleted = 0 ORDER BY position ASC, id ASC", $event_id ), ARRAY_A );
		$types = array();
		foreach ( $rows ?: array() as $row ) {
			$types[ (int) $row['id'] ] = TicketType::from_input( $row, -1 )->with_id( (int) $row['id'] );
		}
		return $types;
	}

	/**
	 * Seats sold of each type (pending orders hold theirs too).
	 *
	 * @param array<int, TicketType> $types Types by id.
	 * @return array<int, int> Sold by type id.
	 */
	public function sold( array $types ): array {
		$sold = array();
		foreach ( array_keys( $types ) as $id ) {
			$sold[ $id ] = $this->capacity->taken( self::scope( $id ) );
		}
		return $sold;
	}

	/**
	 * Replaces an event's set of ticket types.
	 *
	 * @param int   $event_id       Event id.
	 * @param mixed $inputs         List of ticket type fields (with `id` for existing ones).
	 * @param int   $event_capacity The event's seats, or −1.
	 * @return array<int, TicketType> The saved set.
	 * @throws DomainError Naming the field at fault; nothing is written then.
	 */
	public function save_for_event( int $event_id, mixed $inputs, int $event_capacity ): array {
		if ( ! is_array( $inputs ) || ! array_is_list( $inputs ) || count( $inputs ) > 50 ) {
			throw DomainError::invalid( 'ticket_types', __( 'ticket_types must be a list of at most 50 ticket types.', 'eventsmith' ) );
		}
		$existing = $this->for_event( $event_id );
		$types    = array();
		foreach ( $inputs as $n => $input ) {
			$field = "ticket_types[{$n}]";
			$type  = TicketType::from_input( is_array( $input ) ? $input : array(), $event_capacity, $field );
			if ( $type->id > 0 && ! isset( $existing[ $type->id ] ) ) {
				/* translators: %s: field name. */
				throw DomainError::invalid( "{$field}.id", sprintf( __( '%s: this event has no ticket type with this id.', 'eventsmith' ), "{$field}.id" ) );
			}
			$types[] = $type;
		}

		Transaction::run(
			function () use ( $event_id, $types, $existing ): void {
				global $wpdb;
				$table = Tables::ticket_types();
				$kept  = array();
				foreach ( $types as $position => $type ) {
					$row = $this->row( $type, $event_id, $position );
					if ( $type->id > 0 ) {
						Transaction::check( $wpdb->update( $table, $row, array( 'id' => $type->id ) ) );
						$id = $type->id;
					} else {
						Transaction::check( $wpdb->insert( $table, $row ) );
						$id = (int) $wpdb->insert_id;
					}
					$kept[ $id ] = true;
					$this->capacity->define( self::scope( $id ), $type->capacity );
				}
				foreach ( array_keys( array_diff_key( $existing, $kept ) ) as $removed ) {
					Transaction::check( $wpdb->update( $table, array( 'deleted' => 1 ), array( 'id' => $removed ) ) );
				}
			}
		);
		/**
		 * Fires after an event's ticket types were saved (committed); capacities may have changed.
		 *
		 * @param int $event_id The event.
		 */
		do_action( 'eventsmith_ticket_types_saved', $event_id );
		return $this->for_event( $event_id );
	}

	/**
	 * The table row of a type.
	 *
	 * @param TicketType $type     The type.
	 * @param int        $event_id Event id.
	 * @param int        $position Order among the event's types.
	 * @return array<string, mixed>
	 */
	private function row( TicketType $type, int $event_id, int $position ): array {
		$fields = $type->to_array();
		unset( $fields['id'] );
		$fields['hidden']   = $type->hidden ? 1 : 0;
		$fields['event_id'] = $event_id;
		$fields['position'] = $position;
		return $fields;
	}
}
