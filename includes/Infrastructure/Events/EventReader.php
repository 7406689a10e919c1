<?php
/**
 * Reads stored events: post fields, meta and terms.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\OnlineLink;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Recurrence\RecurrenceExpander;
use Eventsmith\Domain\Recurrence\RecurrenceRule;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;

defined( 'ABSPATH' ) || exit;

/**
 * Turns an event post into plain field values.
 */
final class EventReader {

	/**
	 * Constructor.
	 *
	 * @param CapacityLedger $capacity Seat counters (tickets sold).
	 */
	public function __construct( private CapacityLedger $capacity ) {}

	/**
	 * The stored fields of an event.
	 *
	 * @param int $id Post id.
	 * @return array<string, mixed>
	 * @throws DomainError When there is no event with that id.
	 */
	public function fields( int $id ): array {
		$post = get_post( $id );
		if ( ! $post || PostTypes::EVENT !== $post->post_type || 'trash' === $post->post_status ) {
			throw new DomainError( 'eventsmith_event_not_found', __( 'No event has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		$meta   = static fn( string $field, mixed $fallback ) => metadata_exists( 'post', $id, EventMeta::key( $field ) ) ? get_post_meta( $id, EventMeta::key( $field ), true ) : $fallback;
		$fields = array(
			'id'             => $id,
			'title'          => $post->post_title,
			'description'    => $post->post_content,
			'post_status'    => $post->post_status,
			'parent'         => (int) $post->post_parent,
			'featured_image' => (int) get_post_thumbnail_id( $post ),
			'categories'     => $this->term_ids( $id, Taxonomies::CATEGORY ),
			'tags'           => $this->term_ids( $id, Taxonomies::TAG ),
		);
		foreach ( EventMeta::KEYS as $field => $key ) {
			$fields[ $field ] = $meta( $field, null );
		}
		$fields['total_ticket'] = (int) ( $fields['total_ticket'] ?? -1 );
		// Tickets sold are the event's seats taken by bookings, counted where they are reserved.
		$fields['sold_tickets'] = $this->capacity->taken( CapacityScope::event( $id ) );
		foreach ( array( 'speakers', 'organizers', 'schedules' ) as $list ) {
			$fields[ $list ] = array_map( 'intval', is_array( $fields[ $list ] ) ? $fields[ $list ] : array() );
		}
		$fields['certificate_template'] = (int) $fields['certificate_template'];
		$fields['ticket_template']      = (int) $fields['ticket_template'];
		$fields['landing_template']     = (int) $fields['landing_template'];
		$fields['cancelled']            = (bool) $fields['cancelled'];
		$fields['recurrence']           = is_array( $fields['recurrence'] ) && array() !== $fields['recurrence'] ? $fields['recurrence'] : null;
		$fields['rsvp']                 = is_array( $fields['rsvp'] ) ? $fields['rsvp'] : array();
		$fields['attendee_fields']      = is_array( $fields['attendee_fields'] ) ? array_values( $fields['attendee_fields'] ) : array();
		$fields['online_link_public']   = $this->online_link_choice( $id, (int) $post->post_parent, $fields['online_link_public'] );
		// Whether everyone may see the online link (Domain\Event\OnlineLink); public views drop it otherwise.
		$fields['online_link_is_public'] = $this->online_link_is_public( $id, (int) $post->post_parent, $fields['location'], $fields['online_link_public'] );
		return $fields;
	}

	/**
	 * What a public view of an event needs, without the seat counts fields()
	 * adds: its location, whether everyone may see its online link, and whether
	 * it is cancelled (the iCal feed reads this for hundreds of events at once).
	 *
	 * @param \WP_Post $post A published event.
	 * @return array{location: mixed, online_link_is_public: bool, cancelled: bool}
	 */
	public function public_view( \WP_Post $post ): array {
		$id       = (int) $post->ID;
		$location = get_post_meta( $id, EventMeta::key( 'location' ), true );
		return array(
			'location'              => $location,
			'online_link_is_public' => $this->online_link_is_public( $id, (int) $post->post_parent, $location, $this->online_link_choice( $id, (int) $post->post_parent, get_post_meta( $id, EventMeta::key( 'online_link_public' ), true ) ) ),
			'cancelled'             => (bool) get_post_meta( $id, EventMeta::key( 'cancelled' ), true ),
		);
	}

	/**
	 * Whether everyone may see the event's online link (Domain\Event\OnlineLink).
	 *
	 * @param int    $id       Post id.
	 * @param int    $parent   Parent post id (0: none).
	 * @param mixed  $location Stored location.
	 * @param string $choice   The event's choice (online_link_choice()).
	 */
	private function online_link_is_public( int $id, int $parent, mixed $location, string $choice ): bool {
		return ! OnlineLink::has_link( $location ) || OnlineLink::is_public( $choice, OnlineLink::DEFAULT === $choice && $this->is_paid( $id, $parent ) );
	}

	/**
	 * The event's own choice of who sees its online link; an occurrence without one follows its series.
	 *
	 * @param int   $id     Post id.
	 * @param int   $parent Parent post id (0: none).
	 * @param mixed $stored The event's stored choice.
	 * @return 'yes'|'no'|''
	 */
	private function online_link_choice( int $id, int $parent, mixed $stored ): string {
		if ( ! in_array( $stored, array( OnlineLink::SHOW, OnlineLink::HIDE ), true ) && $parent > 0 && $parent !== $id ) {
			$stored = get_post_meta( $parent, EventMeta::key( 'online_link_public' ), true );
		}
		return in_array( $stored, array( OnlineLink::SHOW, OnlineLink::HIDE ), true ) ? $stored : OnlineLink::DEFAULT;
	}

	/**
	 * Whether the event (or its series) sells a ticket type with a price above zero.
	 *
	 * @param int $id     Post id.
	 * @param int $parent Parent post id (0: none).
	 */
	private function is_paid( int $id, int $parent ): bool {
		global $wpdb;
		$table = Tables::ticket_types();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables; one small read per event shown.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE event_id IN (%d, %d) AND deleted = 0 AND price > 0 LIMIT 1", $id, $parent > 0 ? $parent : $id ) );
	}

	/**
	 * The dates of an event as a schedule, or null while it has none.
	 *
	 * @param int $id Post id.
	 * @throws DomainError When stored dates are unreadable.
	 */
	public function schedule( int $id ): ?EventSchedule {
		$start_date = (string) get_post_meta( $id, EventMeta::key( 'start_date' ), true );
		if ( '' === $start_date ) {
			return null;
		}
		return EventSchedule::from_fields(
			$start_date,
			(string) get_post_meta( $id, EventMeta::key( 'start_time' ), true ),
			(string) get_post_meta( $id, EventMeta::key( 'end_date' ), true ),
			(string) get_post_meta( $id, EventMeta::key( 'end_time' ), true ),
			(string) get_post_meta( $id, EventMeta::key( 'timezone' ), true )
		);
	}

	/**
	 * The stored recurrence rule of an event, or null.
	 *
	 * @param int $id Post id.
	 * @throws DomainError When the stored rule is unreadable.
	 */
	public function rule( int $id ): ?RecurrenceRule {
		$stored = get_post_meta( $id, EventMeta::key( 'recurrence' ), true );
		return is_array( $stored ) && array() !== $stored ? RecurrenceRule::from_array( $stored ) : null;
	}

	/**
	 * The UTC span an event's index row covers: its own dates, or for a
	 * recurring parent, from the first occurrence's start to the last one's end.
	 *
	 * @param int $id Post id.
	 * @return array{start_utc: \DateTimeImmutable, end_utc: \DateTimeImmutable, timezone: string}|null
	 * @throws DomainError When stored dates are unreadable.
	 */
	public function span( int $id ): ?array {
		$schedule = $this->schedule( $id );
		if ( null === $schedule ) {
			return null;
		}
		$span = array(
			'start_utc' => $schedule->start_utc(),
			'end_utc'   => $schedule->end_utc(),
			'timezone'  => $schedule->timezone(),
		);
		$rule = $this->rule( $id );
		if ( null !== $rule ) {
			$occurrences = ( new RecurrenceExpander() )->expand( $schedule, $rule );
			if ( array() !== $occurrences ) {
				$span['start_utc'] = $occurrences[0]->start_utc();
				$span['end_utc']   = end( $occurrences )->end_utc();
			}
		}
		return $span;
	}

	/**
	 * Term ids of an event in a taxonomy.
	 *
	 * @param int    $id       Post id.
	 * @param string $taxonomy Taxonomy.
	 * @return list<int>
	 */
	private function term_ids( int $id, string $taxonomy ): array {
		$terms = get_the_terms( $id, $taxonomy );
		return is_array( $terms ) ? array_map( static fn( \WP_Term $term ): int => $term->term_id, $terms ) : array();
	}
}
