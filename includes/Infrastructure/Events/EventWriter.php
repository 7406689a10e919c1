<?php
/**
 * Writes a validated event's meta, terms, image and occurrences.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Recurrence\RecurrenceExpander;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * Everything stored around an event's post once it exists: its meta and
 * terms, its featured image, the child posts of a recurring event's
 * occurrences, and the index rows of them all.
 */
final class EventWriter {

	/**
	 * Constructor.
	 *
	 * @param EventIndexer $indexer Keeps the index in step.
	 */
	public function __construct( private EventIndexer $indexer ) {}

	/**
	 * Writes meta, terms, the featured image and occurrences, then the index.
	 *
	 * @param int                  $id    Post id.
	 * @param array<string, mixed> $event Validated event (EventInputValidator::validate()).
	 */
	public function write( int $id, array $event ): void {
		$fields   = $event['fields'];
		$schedule = $event['schedule'];
		$meta     = array(
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

		$this->write_occurrences( $id, $event );
		$this->indexer->reindex( $id );
	}

	/**
	 * Ids of an event's occurrences.
	 *
	 * @param int $id Parent post id.
	 * @return list<int>
	 */
	public function occurrence_ids( int $id ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => PostTypes::EVENT,
					'post_parent'    => $id,
					'post_status'    => 'any',
					'fields'         => 'ids',
					'posts_per_page' => -1,
				)
			)
		);
	}

	/**
	 * Replaces the occurrences (child events) of a recurring event.
	 *
	 * @param int                  $id    Parent post id.
	 * @param array<string, mixed> $event Validated event.
	 */
	private function write_occurrences( int $id, array $event ): void {
		foreach ( $this->occurrence_ids( $id ) as $child ) {
			wp_delete_post( $child, true );
		}
		if ( null === $event['rule'] ) {
			return;
		}
		$parent = get_post( $id );
		foreach ( ( new RecurrenceExpander() )->expand( $event['schedule'], $event['rule'] ) as $occurrence ) {
			$child = wp_insert_post(
				array(
					'post_type'    => PostTypes::EVENT,
					'post_status'  => $parent->post_status,
					'post_title'   => $parent->post_title,
					'post_content' => $parent->post_content,
					'post_parent'  => $id,
				),
				true
			);
			if ( is_wp_error( $child ) ) {
				continue;
			}
			foreach ( EventMeta::KEYS as $field => $key ) {
				if ( 'recurrence' !== $field && metadata_exists( 'post', $id, $key ) ) {
					update_post_meta( $child, $key, get_post_meta( $id, $key, true ) );
				}
			}
			$dates = $occurrence->schedule();
			update_post_meta( $child, EventMeta::key( 'start_date' ), $dates->start_date() );
			update_post_meta( $child, EventMeta::key( 'end_date' ), $dates->end_date() );
			wp_set_object_terms( $child, $event['fields']['categories'], Taxonomies::CATEGORY );
			wp_set_object_terms( $child, $event['fields']['tags'], Taxonomies::TAG );
			if ( $event['fields']['featured_image'] > 0 ) {
				// Each occurrence has its own page (and archive card): it shows the series' image.
				set_post_thumbnail( $child, $event['fields']['featured_image'] );
			}
			$this->indexer->reindex( $child );
		}
	}
}
