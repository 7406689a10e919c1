<?php
/**
 * The upcoming events a speaker speaks at or organises.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Speaker;

use Eventsmith\Blocks\Event\EventPageData;
use Eventsmith\Blocks\Event\EventPages;
use Eventsmith\Infrastructure\Events\EventIndex;
use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Published events that have not ended, soonest first, that name the person
 * as speaker or organizer, with their role and their sessions there. Shared by
 * the speaker page and the speaker-events widget.
 */
final class SpeakerUpcomingEvents {

	/** Upcoming events looked through for the person (soonest first). */
	private const SCANNED_EVENTS = 300;

	/**
	 * Constructor.
	 *
	 * @param EventIndex $index The event index (upcoming events).
	 * @param EventPages $pages Reads events as visitors see them.
	 */
	public function __construct( private EventIndex $index, private EventPages $pages ) {}

	/**
	 * The person's upcoming events.
	 *
	 * @param int $person_id Speaker post id.
	 * @param int $limit     Most events listed.
	 * @return list<array{id: int, title: string, url: string, when: string, as: string, sessions: list<string>}>
	 */
	public function of( int $person_id, int $limit ): array {
		$ids    = $this->index->upcoming_top_level( new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ), self::SCANNED_EVENTS );
		$events = array();
		update_meta_cache( 'post', $ids );
		foreach ( $ids as $event_id ) {
			$speaks    = in_array( $person_id, array_map( 'intval', (array) get_post_meta( $event_id, EventMeta::key( 'speakers' ), true ) ), true );
			$organises = in_array( $person_id, array_map( 'intval', (array) get_post_meta( $event_id, EventMeta::key( 'organizers' ), true ) ), true );
			if ( ! $speaks && ! $organises ) {
				continue;
			}
			$event = $this->pages->for_event( $event_id );
			if ( null === $event || 'publish' !== $event->post->post_status ) {
				continue;
			}
			$events[] = array(
				'id'       => $event->id(),
				'title'    => $event->title(),
				'url'      => $event->url(),
				'when'     => $this->pages->dates( $event )->text(),
				'as'       => $organises ? __( 'Organizer', 'eventsmith' ) : __( 'Speaker', 'eventsmith' ),
				'sessions' => self::sessions_at( $event, $person_id ),
			);
			if ( count( $events ) >= $limit ) {
				break;
			}
		}
		return $events;
	}

	/**
	 * The titles (with times) of the person's sessions in an event's programme.
	 *
	 * @param EventPageData $event     The event.
	 * @param int           $person_id Speaker post id.
	 * @return list<string>
	 */
	private static function sessions_at( EventPageData $event, int $person_id ): array {
		$found = array();
		foreach ( ( is_array( $event->fields['schedules'] ?? null ) ? $event->fields['schedules'] : array() ) as $schedule_id ) {
			if ( 'publish' !== get_post_status( (int) $schedule_id ) ) {
				continue;
			}
			$sessions = get_post_meta( (int) $schedule_id, ScheduleRepository::META_SESSIONS, true );
			foreach ( is_array( $sessions ) ? $sessions : array() as $session ) {
				if ( is_array( $session ) && in_array( $person_id, array_map( 'intval', (array) ( $session['speakers'] ?? array() ) ), true ) ) {
					$found[] = trim( ( (string) ( $session['start_time'] ?? '' ) ) . ' ' . ( (string) ( $session['title'] ?? '' ) ) );
				}
			}
		}
		return $found;
	}
}
