<?php
/**
 * Schedules as visitors read them: a titled day and its sessions in time order.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Program;

use Eventsmith\Blocks\People\PeopleCards;
use Eventsmith\Infrastructure\Schedules\PublishedSchedules;

defined( 'ABSPATH' ) || exit;

/**
 * Shared by the event page's programme and the schedule widget: each session
 * with its time range, title, place and published speakers (linked).
 */
final class ScheduleDays {

	/**
	 * Days from stored schedules (ScheduleRepository::find() records).
	 *
	 * @param list<array<string, mixed>> $schedules Published schedules.
	 * @param PeopleCards                $people    Reads the sessions' published speakers.
	 * @return list<array{id: int, title: string, date: string, sessions: list<array{time: string, title: string, objective: string, location: string, speakers: list<array{name: string, url: string}>}>}>
	 */
	public static function from_records( array $schedules, PeopleCards $people ): array {
		$days = array();
		foreach ( $schedules as $schedule ) {
			$days[] = array(
				'id'       => (int) $schedule['id'],
				'title'    => (string) $schedule['program_title'],
				'date'     => self::date( (string) $schedule['date'] ),
				'sessions' => array_map( static fn( array $session ): array => self::session( $session, $people ), PublishedSchedules::sorted_sessions( $schedule['sessions'] ) ),
			);
		}
		return $days;
	}

	/**
	 * A schedule's day as text ("Monday 14 September 2026"), or ''.
	 *
	 * @param string $date Y-m-d.
	 */
	private static function date( string $date ): string {
		if ( 1 !== preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ) {
			return '';
		}
		return (string) wp_date( _x( 'l j F Y', 'programme day format', 'eventsmith' ), ( new \DateTimeImmutable( $date . ' 12:00', wp_timezone() ) )->getTimestamp() );
	}

	/**
	 * One session as the programme shows it.
	 *
	 * @param array<string, mixed> $session Stored session.
	 * @param PeopleCards          $people  Reads published people.
	 * @return array{time: string, title: string, objective: string, location: string, speakers: list<array{name: string, url: string}>}
	 */
	private static function session( array $session, PeopleCards $people ): array {
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
				$people->of( array_map( 'intval', is_array( $session['speakers'] ?? null ) ? $session['speakers'] : array() ) )
			),
		);
	}
}
