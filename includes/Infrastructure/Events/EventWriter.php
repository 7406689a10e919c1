<?php
/**
 * Writes a validated event's meta, terms, image and occurrences.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Infrastructure\Content\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * Everything stored around an event's post once it exists: its meta and
 * terms, its featured image, the child posts of a recurring event's
 * occurrences (updated in place: OccurrenceSync), and the index rows of them all.
 */
final class EventWriter {

	/**
	 * Constructor.
	 *
	 * @param EventIndexer   $indexer     Keeps the index in step.
	 * @param OccurrenceSync $occurrences A series' occurrences.
	 */
	public function __construct(
		private EventIndexer $indexer,
		private OccurrenceSync $occurrences
	) {}

	/**
	 * Writes meta, terms, the featured image and occurrences, then the index.
	 *
	 * @param int                  $id    Post id.
	 * @param array<string, mixed> $event Validated event (EventInputValidator::validate()).
	 */
	public function write( int $id, array $event ): void {
		$fields        = $event['fields'];
		$schedule      = $event['schedule'];
		$was_cancelled = (bool) get_post_meta( $id, EventMeta::key( 'cancelled' ), true );
		$meta          = array(
			'start_date'           => $schedule->start_date(),
			'start_time'           => $schedule->start_time(),
			'end_date'             => $schedule->end_date(),
			'end_time'             => $schedule->end_time(),
			'timezone'             => $schedule->timezone(),
			'location'             => $fields['location'],
			'total_ticket'         => $fields['total_ticket'],
			'certificate_template' => $fields['certificate_template'],
			'ticket_template'      => $fields['ticket_template'],
			'landing_template'     => $fields['landing_template'],
			'cancelled'            => $fields['cancelled'] ? 1 : null,
			'speakers'             => $fields['speakers'],
			'organizers'           => $fields['organizers'],
			'schedules'            => $fields['schedules'],
			'rsvp'                 => $fields['rsvp'],
			'recurrence'           => $event['rule']?->to_array(),
			'attendee_fields'      => array() === $fields['attendee_fields'] ? null : $fields['attendee_fields'],
			'reminder_hours'       => '' === $fields['reminder_hours'] ? null : $fields['reminder_hours'],
			'online_link_public'   => '' === ( $fields['online_link_public'] ?? '' ) ? null : $fields['online_link_public'],
		);
		foreach ( $meta as $field => $value ) {
			if ( null === $value ) {
				delete_post_meta( $id, EventMeta::key( $field ) );
			} else {
				update_post_meta( $id, EventMeta::key( $field ), $value );
			}
		}
		wp_set_object_terms( $id, $fields['categories'], Taxonomies::CATEGORY );
		wp_set_object_terms( $id, $fields['tags'], Taxonomies::TAG );
		if ( $fields['featured_image'] > 0 ) {
			set_post_thumbnail( $id, $fields['featured_image'] );
		} else {
			delete_post_thumbnail( $id );
		}

		$parent = (int) wp_get_post_parent_id( $id );
		if ( $parent > 0 ) {
			$this->occurrences->remember_cancellation( $id, $parent, (bool) $fields['cancelled'] );
		} else {
			$this->occurrences->sync( $id, $event, $was_cancelled );
		}
		$this->indexer->reindex( $id );
	}

	/**
	 * Refuses, before anything is written, an edit that would drop occurrences holding bookings.
	 *
	 * @param int                  $id    Post id.
	 * @param array<string, mixed> $event Validated event.
	 * @throws \Eventsmith\Domain\DomainError 409 naming the dates (OccurrenceSync::check()).
	 */
	public function check( int $id, array $event ): void {
		$this->occurrences->check( $id, $event );
	}

	/**
	 * Ids of an event's occurrences.
	 *
	 * @param int $id Parent post id.
	 * @return list<int>
	 */
	public function occurrence_ids( int $id ): array {
		return $this->occurrences->ids( $id );
	}
}
