<?php
/**
 * Stores events: the post, its meta and terms, its recurrence occurrences.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\PublishStatus;
use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Validates through the domain rules (EventInputValidator), then writes the
 * post and hands the rest to EventWriter. Nothing is written when any field
 * is invalid.
 */
final class EventRepository {

	/**
	 * Statuses an event may be saved in besides "publish": a draft, or
	 * "pending" (waiting for review, as a vendor's event; see docs/vendors.md).
	 */
	public const UNPUBLISHED = array( 'draft', 'pending' );

	/**
	 * Constructor.
	 *
	 * @param EventReader         $reader    Reads stored events.
	 * @param EventIndex          $index     The index table (lists).
	 * @param EventInputValidator $validator Checks fields before anything is written.
	 * @param EventWriter         $writer    Writes meta, terms, occurrences and the index.
	 */
	public function __construct(
		private EventReader $reader,
		private EventIndex $index,
		private EventInputValidator $validator,
		private EventWriter $writer
	) {}

	/**
	 * A page of events and how many match.
	 *
	 * @param EventQuery $query Filters and page.
	 * @return array{items: list<array<string, mixed>>, total: int}
	 */
	public function search( EventQuery $query ): array {
		$found = $this->index->search( $query );
		if ( $found['ids'] ) {
			_prime_post_caches( $found['ids'], true, true );
		}
		return array(
			'items' => array_map( array( $this->reader, 'fields' ), $found['ids'] ),
			'total' => $found['total'],
		);
	}

	/**
	 * One event.
	 *
	 * @param int $id Post id.
	 * @return array<string, mixed>
	 * @throws DomainError When there is no such event.
	 */
	public function get( int $id ): array {
		return $this->reader->fields( $id );
	}

	/**
	 * Creates an event.
	 *
	 * @param array<string, mixed> $input Fields.
	 * @return int The new event's id.
	 * @throws DomainError When a field is invalid; nothing is written then.
	 */
	public function create( array $input ): int {
		$this->validator->check_enums( $input );
		$event = $this->validator->validate( $input );
		$id    = wp_insert_post( $this->post_data( $event, $input ), true );
		if ( is_wp_error( $id ) ) {
			throw new DomainError( 'eventsmith_event_not_saved', $id->get_error_message(), DomainError::CONFLICT );
		}
		$this->writer->write( $id, $event );
		return $id;
	}

	/**
	 * Changes an event; fields left out keep their values.
	 *
	 * @param int                  $id    Post id.
	 * @param array<string, mixed> $input Changed fields.
	 * @throws DomainError When the event does not exist or a field is invalid, or when a series'
	 *                     new dates would drop occurrences holding bookings (409); nothing is written then.
	 */
	public function update( int $id, array $input ): void {
		$current = $this->reader->fields( $id );
		$this->validator->check_enums( $input );
		$event = $this->validator->validate( array_replace( $current, $input ) );
		$this->writer->check( $id, $event );
		$result = wp_update_post( array( 'ID' => $id ) + $this->post_data( $event, $input + array( 'status' => in_array( $current['post_status'], self::UNPUBLISHED, true ) ? $current['post_status'] : 'publish' ) ), true );
		if ( is_wp_error( $result ) ) {
			throw new DomainError( 'eventsmith_event_not_saved', $result->get_error_message(), DomainError::CONFLICT );
		}
		$this->writer->write( $id, $event );
	}

	/**
	 * Moves an event and its occurrences to the trash.
	 *
	 * @param int $id Post id.
	 * @throws DomainError When there is no such event.
	 */
	public function trash( int $id ): void {
		$this->reader->fields( $id );
		foreach ( $this->writer->occurrence_ids( $id ) as $child ) {
			wp_trash_post( $child );
		}
		wp_trash_post( $id );
	}

	/**
	 * Copies an event with everything but its sales; the copy is a draft.
	 *
	 * @param int $id Post id.
	 * @return int The copy's id.
	 * @throws DomainError When there is no such event.
	 */
	public function duplicate( int $id ): int {
		$source = $this->reader->fields( $id );
		$copy   = array_replace(
			$source,
			array(
				'status'            => 'draft',
				'recurring_enabled' => null !== $source['recurrence'] ? 'yes' : 'no',
			)
		);
		$copy_id = $this->create( $copy );
		return $copy_id;
	}

	/**
	 * The wp_insert_post arguments of an event.
	 *
	 * @param array<string, mixed> $event Validated event.
	 * @param array<string, mixed> $input Raw input (for status).
	 * @return array<string, mixed>
	 */
	private function post_data( array $event, array $input ): array {
		return array(
			'post_type'    => PostTypes::EVENT,
			'post_status'  => PublishStatus::from_input( $input['status'] ?? 'publish' ),
			'post_title'   => sanitize_text_field( $event['fields']['title'] ),
			'post_content' => $event['description'],
		);
	}
}
