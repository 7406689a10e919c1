<?php
/**
 * What a speaker's or organizer's public page shows.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Speaker;

use Eventsmith\Blocks\Event\EventDateView;
use Eventsmith\Blocks\Event\EventPageData;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Events\EventIndex;
use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A published speaker's photo, role, bio and social links, and the upcoming
 * events they speak at or organise with their sessions there. Never their
 * e-mail address.
 */
final class SpeakerPageView {

	/** Upcoming events looked through for the speaker's name (soonest first). */
	private const SCANNED_EVENTS = 300;

	/** Most upcoming events listed. */
	private const LISTED_EVENTS = 10;

	/**
	 * Constructor.
	 *
	 * @param array<string, mixed> $person The speaker as SpeakerRepository::find() gives it.
	 */
	private function __construct( public readonly array $person ) {}

	/**
	 * The page of a published speaker, or null.
	 *
	 * @param int $id Speaker post id (0: the post being shown).
	 */
	public static function for_speaker( int $id ): ?self {
		$id = $id > 0 ? $id : (int) get_the_ID();
		if ( PostTypes::SPEAKER !== get_post_type( $id ) || ( 'publish' !== get_post_status( $id ) && ! current_user_can( 'edit_post', $id ) ) ) {
			return null;
		}
		try {
			return new self( ( new SpeakerRepository() )->find( $id ) );
		} catch ( DomainError ) {
			return null;
		}
	}

	/**
	 * Role and company as one line ("Keynote speaker, Analytical Engines").
	 */
	public function role(): string {
		return implode( ', ', array_filter( array( (string) $this->person['designation'], (string) $this->person['company'] ) ) );
	}

	/**
	 * Social links with a web address.
	 *
	 * @return list<array{network: string, url: string}>
	 */
	public function links(): array {
		return array_values(
			array_filter(
				$this->person['social'],
				static fn( mixed $link ): bool => is_array( $link ) && 1 === preg_match( '#^https?://\S+$#i', (string) ( $link['url'] ?? '' ) )
			)
		);
	}

	/**
	 * Upcoming events the person speaks at or organises, with their role and sessions there.
	 *
	 * @return list<array{title: string, url: string, when: string, as: string, sessions: list<string>}>
	 */
	public function upcoming(): array {
		$id     = (int) $this->person['id'];
		$ids    = ( new EventIndex() )->upcoming_top_level( new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ), self::SCANNED_EVENTS );
		$events = array();
		update_meta_cache( 'post', $ids );
		foreach ( $ids as $event_id ) {
			$speaks    = in_array( $id, array_map( 'intval', (array) get_post_meta( $event_id, EventMeta::key( 'speakers' ), true ) ), true );
			$organises = in_array( $id, array_map( 'intval', (array) get_post_meta( $event_id, EventMeta::key( 'organizers' ), true ) ), true );
			if ( ! $speaks && ! $organises ) {
				continue;
			}
			$event = EventPageData::for_event( $event_id );
			if ( null === $event || 'publish' !== $event->post->post_status ) {
				continue;
			}
			$events[] = array(
				'title'    => $event->title(),
				'url'      => $event->url(),
				'when'     => ( new EventDateView( $event ) )->text(),
				'as'       => $organises ? __( 'Organizer', 'eventsmith' ) : __( 'Speaker', 'eventsmith' ),
				'sessions' => $this->sessions_at( $event ),
			);
			if ( count( $events ) >= self::LISTED_EVENTS ) {
				break;
			}
		}
		return $events;
	}

	/**
	 * The titles (with times) of the person's sessions in an event's programme.
	 *
	 * @param EventPageData $event The event.
	 * @return list<string>
	 */
	private function sessions_at( EventPageData $event ): array {
		$found = array();
		foreach ( ( is_array( $event->fields['schedules'] ?? null ) ? $event->fields['schedules'] : array() ) as $schedule_id ) {
			$sessions = get_post_meta( (int) $schedule_id, ScheduleRepository::META_SESSIONS, true );
			foreach ( is_array( $sessions ) ? $sessions : array() as $session ) {
				if ( is_array( $session ) && in_array( (int) $this->person['id'], array_map( 'intval', (array) ( $session['speakers'] ?? array() ) ), true ) ) {
					$found[] = trim( ( (string) ( $session['start_time'] ?? '' ) ) . ' ' . ( (string) ( $session['title'] ?? '' ) ) );
				}
			}
		}
		return $found;
	}
}
