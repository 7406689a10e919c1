<?php
/**
 * An event's programme: its schedules and their sessions.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Each published schedule of the event as a day with its sessions in time
 * order: time range, title, where, and the speakers (linked).
 */
final class EventProgrammeView {

	/**
	 * Constructor.
	 *
	 * @param EventPageData $event The event.
	 */
	public function __construct( private EventPageData $event ) {}

	/**
	 * The days of the programme.
	 *
	 * @return list<array{title: string, date: string, sessions: list<array{time: string, title: string, objective: string, location: string, speakers: list<array{name: string, url: string}>}>}>
	 */
	public function days(): array {
		$ids        = is_array( $this->event->fields['schedules'] ?? null ) ? $this->event->fields['schedules'] : array();
		$repository = new ScheduleRepository( new SpeakerRepository() );
		$days       = array();
		foreach ( $ids as $id ) {
			if ( 'publish' !== get_post_status( (int) $id ) ) {
				continue;
			}
			try {
				$schedule = $repository->find( (int) $id );
			} catch ( DomainError ) {
				continue;
			}
			$sessions = array_values( array_filter( $schedule['sessions'], 'is_array' ) );
			usort( $sessions, static fn( array $a, array $b ): int => strcmp( (string) ( $a['start_time'] ?? '' ), (string) ( $b['start_time'] ?? '' ) ) );
			$days[] = array(
				'title'    => (string) $schedule['program_title'],
				'date'     => '' !== $schedule['date'] ? wp_date( _x( 'l j F Y', 'programme day format', 'eventsmith' ), ( new \DateTimeImmutable( $schedule['date'] . ' 12:00', wp_timezone() ) )->getTimestamp() ) : '',
				'sessions' => array_map( array( $this, 'session' ), $sessions ),
			);
		}
		return $days;
	}

	/**
	 * One session as the programme shows it.
	 *
	 * @param array<string, mixed> $session Stored session.
	 * @return array{time: string, title: string, objective: string, location: string, speakers: list<array{name: string, url: string}>}
	 */
	private function session( array $session ): array {
		$start = (string) ( $session['start_time'] ?? '' );
		$end   = (string) ( $session['end_time'] ?? '' );
		return array(
			'time'      => '' === $start ? '' : ( '' === $end ? $start : $start . '–' . $end ),
			'title'     => (string) ( $session['title'] ?? '' ),
			'objective' => (string) ( $session['objective'] ?? '' ),
			'location'  => (string) ( $session['location'] ?? '' ),
			'speakers'  => array_map(
				static fn( array $person ): array => array(
					'name' => $person['name'],
					'url'  => $person['url'],
				),
				EventPeopleView::people( array_map( 'intval', is_array( $session['speakers'] ?? null ) ? $session['speakers'] : array() ) )
			),
		);
	}
}
