<?php
/**
 * An event's programme: its schedules and their sessions.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Blocks\People\PeopleCards;
use Eventsmith\Blocks\Program\ScheduleDays;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Each published schedule of the event as a day with its sessions in time
 * order: time range, title, where, and the speakers (linked).
 */
final class EventProgrammeView {

	/**
	 * Constructor.
	 *
	 * @param EventPageData      $event     The event.
	 * @param ScheduleRepository $schedules Schedules.
	 * @param PeopleCards        $people    Reads the sessions' published speakers.
	 */
	public function __construct( private EventPageData $event, private ScheduleRepository $schedules, private PeopleCards $people ) {}

	/**
	 * The days of the programme.
	 *
	 * @return list<array{id: int, title: string, date: string, sessions: list<array{time: string, title: string, objective: string, location: string, speakers: list<array{name: string, url: string}>}>}>
	 */
	public function days(): array {
		$ids       = is_array( $this->event->fields['schedules'] ?? null ) ? $this->event->fields['schedules'] : array();
		$schedules = array();
		foreach ( $ids as $id ) {
			if ( 'publish' !== get_post_status( (int) $id ) ) {
				continue;
			}
			try {
				$schedules[] = $this->schedules->find( (int) $id );
			} catch ( DomainError ) {
				continue;
			}
		}
		return ScheduleDays::from_records( $schedules, $this->people );
	}
}
