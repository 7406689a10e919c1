<?php
/**
 * Stores events: the post, its meta and terms, its recurrence occurrences.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventFields;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Event\PublishStatus;
use Eventsmith\Domain\Recurrence\RecurrenceExpander;
use Eventsmith\Domain\Recurrence\RecurrenceRule;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Templates\TemplateRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Validates through the domain rules, then writes. Nothing is written when
 * any field is invalid.
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
	 * @param EventReader        $reader    Reads stored events.
	 * @param EventIndexer       $indexer   Keeps the index in step.
	 * @param EventIndex         $index     The index table (lists).
	 * @param TemplateRepository $templates Templates (the ticket template must be one of type ticket).
	 */
	public function __construct(
		private EventReader $reader,
		private EventIndexer $indexer,
		private EventIndex $index,
		private TemplateRepository $templates = new TemplateRepository()
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
		$this->check_enums( $input );
		$event = $this->validate( $input );
		$id    = wp_insert_post( $this->post_data( $event, $input ), true );
		if ( is_wp_error( $id ) ) {
			throw new DomainError( 'eventsmith_event_not_saved', $id->get_error_message(), DomainError::CONFLICT );
		}
		$this->write( $id, $event );
		return $id;
	}

	/**
	 * Changes an event; fields left out keep their values.
	 *
	 * @param int                  $id    Post id.
	 * @param array<string, mixed> $input Changed fields.
	 * @throws DomainError When the event does not exist or a field is invalid.
	 */
	public function update( int $id, array $input ): void {
		$current = $this->reader->fields( $id );
		$this->check_enums( $input );
		$event = $this->validate( array_replace( $current, $input ) );
		$result  = wp_update_post( array( 'ID' => $id ) + $this->post_data( $event, $input + array( 'status' => in_array( $current['post_status'], self::UNPUBLISHED, true ) ? $current['post_status'] : 'publish' ) ), true );
		if ( is_wp_error( $result ) ) {
			throw new DomainError( 'eventsmith_event_not_saved', $result->get_error_message(), DomainError::CONFLICT );
		}
		$this->write( $id, $event );
	}

	/**
	 * Moves an event and its occurrences to the trash.
	 *
	 * @param int $id Post id.
	 * @throws DomainError When there is no such event.
	 */
	public function trash( int $id ): void {
		$this->reader->fields( $id );
		foreach ( $this->occurrence_ids( $id ) as $child ) {
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
	 * Validates a full set of fields.
	 *
	 * @param array<string, mixed> $input Fields.
	 * @return array{fields: array<string, mixed>, schedule: EventSchedule, rule: ?RecurrenceRule, description: string}
	 * @throws DomainError When a field is invalid.
	 */
	private function validate( array $input ): array {
		$recurring = 'yes' === ( $input['recurring_enabled'] ?? ( is_array( $input['recurrence'] ?? null ) ? 'yes' : 'no' ) );
		if ( $recurring && ! is_array( $input['recurrence'] ?? null ) ) {
			throw DomainError::invalid( 'recurrence', __( 'recurrence is required when recurring_enabled is "yes".', 'eventsmith' ) );
		}
		$fields = EventFields::normalise( $input );
		$this->check_ticket_template( $fields['ticket_template'] );
		self::check_featured_image( $fields['featured_image'] );
		return array(
			'fields'      => $fields,
			'schedule'    => EventSchedule::from_fields(
				(string) ( $input['start_date'] ?? '' ),
				(string) ( $input['start_time'] ?? '' ),
				(string) ( $input['end_date'] ?? '' ),
				(string) ( $input['end_time'] ?? '' ),
				(string) ( $input['timezone'] ?? '' )
			),
			'rule'        => $recurring ? RecurrenceRule::from_array( $input['recurrence'] ) : null,
			'description' => wp_kses_post( (string) ( $input['description'] ?? '' ) ),
		);
	}

	/**
	 * A ticket template id must name a template of type ticket (0: the default layout).
	 *
	 * @param int $id Template id.
	 * @throws DomainError When it names anything else.
	 */
	private function check_ticket_template( int $id ): void {
		if ( 0 === $id ) {
			return;
		}
		try {
			$is_ticket = 'ticket' === $this->templates->find( $id )['type'];
		} catch ( DomainError ) {
			$is_ticket = false;
		}
		if ( ! $is_ticket ) {
			throw DomainError::invalid( 'ticket_template', __( 'ticket_template must be the id of a ticket template, or 0 for the default layout.', 'eventsmith' ), 'eventsmith_invalid_ticket_template' );
		}
	}

	/**
	 * A featured image id must name an image of this site's media library (0: none).
	 *
	 * @param int $id Attachment id.
	 * @throws DomainError When it names anything else.
	 */
	private static function check_featured_image( int $id ): void {
		if ( 0 === $id ) {
			return;
		}
		$attachment = get_post( $id );
		if ( ! $attachment instanceof \WP_Post || 'attachment' !== $attachment->post_type || ! wp_attachment_is_image( $attachment ) ) {
			throw DomainError::invalid( 'featured_image', __( 'featured_image must be the id of an image in this site\'s media library, or 0 for none.', 'eventsmith' ), 'eventsmith_invalid_featured_image' );
		}
	}

	/**
	 * Refuses a `status` outside publish, draft and pending, and a
	 * `recurring_enabled` other than yes or no, before anything is written.
	 *
	 * @param array<string, mixed> $input Raw input.
	 * @throws DomainError Naming the field.
	 */
	private function check_enums( array $input ): void {
		if ( array_key_exists( 'status', $input ) ) {
			PublishStatus::from_input( $input['status'] );
		}
		if ( array_key_exists( 'recurring_enabled', $input ) && ! in_array( $input['recurring_enabled'], array( 'yes', 'no' ), true ) ) {
			throw DomainError::invalid( 'recurring_enabled', __( 'recurring_enabled must be "yes" or "no".', 'eventsmith' ) );
		}
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

	/**
	 * Writes meta, terms, the featured image and occurrences, then the index.
	 *
	 * @param int                  $id    Post id.
	 * @param array<string, mixed> $event Validated event.
	 */
	private function write( int $id, array $event ): void {
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

	/**
	 * Ids of an event's occurrences.
	 *
	 * @param int $id Parent post id.
	 * @return list<int>
	 */
	private function occurrence_ids( int $id ): array {
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
}
