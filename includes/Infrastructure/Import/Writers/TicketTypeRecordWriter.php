<?php
/**
 * Writes imported ticket types through the ticket type repository.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Writers;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportMoment;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Infrastructure\Import\ImportLinks;
use Eventsmith\Infrastructure\Import\ObjectWriter;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Fields as the export JSON v1 names them (name, description, price, capacity, sale_start,
 * sale_end in UTC ISO 8601 or null, min_per_order, max_per_order, hidden, position), `event`
 * linked. The type joins its event's set through TicketTypeRepository::save_for_event(), with
 * the validation staff's edits get (a capacity above the event's is refused, naming the
 * field) and its own seat counter; removing it takes it out of the set (kept as deleted, as
 * the repository does, so past orders keep their lines).
 */
final class TicketTypeRecordWriter implements ObjectWriter {

	/**
	 * Constructor.
	 *
	 * @param TicketTypeRepository $types  Ticket types.
	 * @param EventRepository      $events Events (their capacity).
	 */
	public function __construct( private TicketTypeRepository $types, private EventRepository $events ) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'ticket_type';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function exists( int $id ): bool {
		return $this->event_of( $id ) > 0;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @throws DomainError Naming the field at fault.
	 */
	public function create( array $fields, ImportRecord $record, ImportLinks $links ): int {
		$event  = (int) ( $fields['event'] ?? 0 );
		$before = $this->types->for_event( $this->check_event( $event ) );
		$inputs = array_values( array_map( static fn( $type ): array => $type->to_array(), $before ) );
		// The new type takes its place among the event's types by its position.
		array_splice( $inputs, max( 0, min( count( $inputs ), (int) ( $fields['position'] ?? count( $inputs ) ) ) ), 0, array( self::input( $fields ) ) );
		$after = $this->types->save_for_event( $event, $inputs, $this->capacity( $event ) );
		$new   = array_keys( array_diff_key( $after, $before ) );
		return (int) ( $new[0] ?? 0 );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @throws DomainError Naming the field at fault.
	 */
	public function update( int $id, array $fields, ImportRecord $record, ImportLinks $links ): void {
		$event  = $this->event_of( $id );
		$inputs = array();
		foreach ( $this->types->for_event( $event ) as $type_id => $type ) {
			$inputs[] = $type_id === $id ? array( 'id' => $id ) + self::input( $fields ) : $type->to_array();
		}
		$this->types->save_for_event( $event, $inputs, $this->capacity( $event ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function remove( int $id ): void {
		$event = $this->event_of( $id );
		if ( $event <= 0 || 'trash' === get_post_status( $event ) || false === get_post_status( $event ) ) {
			return;
		}
		$inputs = array();
		foreach ( $this->types->for_event( $event ) as $type_id => $type ) {
			if ( $type_id !== $id ) {
				$inputs[] = $type->to_array();
			}
		}
		$this->types->save_for_event( $event, $inputs, $this->capacity( $event ) );
	}

	/**
	 * The ticket type input from the record's fields.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @return array<string, mixed>
	 * @throws DomainError Naming a moment that is not one.
	 */
	private static function input( array $fields ): array {
		return array(
			'name'          => $fields['name'] ?? '',
			'description'   => $fields['description'] ?? '',
			'price'         => $fields['price'] ?? 0,
			'capacity'      => $fields['capacity'] ?? -1,
			'sale_start'    => ImportMoment::stored( $fields['sale_start'] ?? null, 'sale_start' ),
			'sale_end'      => ImportMoment::stored( $fields['sale_end'] ?? null, 'sale_end' ),
			'min_per_order' => $fields['min_per_order'] ?? 1,
			'max_per_order' => $fields['max_per_order'] ?? 10,
			'hidden'        => (bool) ( $fields['hidden'] ?? false ),
		);
	}

	/**
	 * The event a type belongs to, 0 when the type is gone.
	 *
	 * @param int $id Ticket type id.
	 */
	private function event_of( int $id ): int {
		global $wpdb;
		$table = Tables::ticket_types();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT event_id FROM {$table} WHERE id = %d AND deleted = 0", $id ) );
	}

	/**
	 * The event's id when it is one (a series or single event), or an error naming `event`.
	 *
	 * @param int $event Event id.
	 * @throws DomainError When the event was not imported.
	 */
	private function check_event( int $event ): int {
		if ( ! ImportedEvent::is_event( $event ) ) {
			throw DomainError::invalid( 'event', __( 'The ticket type\'s event (event) was not imported.', 'eventsmith' ) );
		}
		return $event;
	}

	/**
	 * The event's seats (−1 unlimited).
	 *
	 * @param int $event Event id.
	 */
	private function capacity( int $event ): int {
		return (int) ( $this->events->get( $event )['total_ticket'] ?? -1 );
	}
}
