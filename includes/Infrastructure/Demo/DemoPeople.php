<?php
/**
 * The demo site's speakers, organizers and schedules.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

use Eventsmith\Infrastructure\Schedules\ScheduleRepository;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Fifteen speakers and organizers in groups, and program schedules that use them.
 */
final class DemoPeople {

	/**
	 * Name, designation, company, roles, groups.
	 */
	private const PEOPLE = array(
		array( 'Amara Okafor', 'Head of Design', 'Northwind', array( 'speaker' ), array( 'Keynote' ) ),
		array( 'Lukas Becker', 'Staff Engineer', 'Contoso', array( 'speaker' ), array( 'Engineering' ) ),
		array( 'Mei Tanaka', 'Accessibility Lead', 'Fabrikam', array( 'speaker' ), array( 'Keynote', 'Design' ) ),
		array( 'Diego Alvarez', 'Community Manager', 'Tailspin', array( 'organizer' ), array( 'Organizing Team' ) ),
		array( 'Priya Raman', 'Product Director', 'Adatum', array( 'speaker' ), array( 'Product' ) ),
		array( 'Jonas Lindqvist', 'Developer Advocate', 'Litware', array( 'speaker' ), array( 'Engineering' ) ),
		array( 'Fatima Zahra', 'Event Producer', 'Proseware', array( 'organizer' ), array( 'Organizing Team' ) ),
		array( 'Noah Williams', 'Security Researcher', 'Woodgrove', array( 'speaker' ), array( 'Engineering' ) ),
		array( 'Sofia Rossi', 'UX Researcher', 'Coho', array( 'speaker' ), array( 'Design' ) ),
		array( 'Kwame Mensah', 'Founder', 'Lucerne', array( 'speaker', 'organizer' ), array( 'Keynote', 'Organizing Team' ) ),
		array( 'Hannah Schmidt', 'Content Strategist', 'Wingtip', array( 'speaker' ), array( 'Product' ) ),
		array( 'Arjun Mehta', 'Data Scientist', 'Relecloud', array( 'speaker' ), array( 'Engineering' ) ),
		array( 'Chloé Martin', 'Volunteer Coordinator', 'Humongous', array( 'organizer' ), array( 'Organizing Team' ) ),
		array( 'Ethan Brown', 'Photographer', 'Blue Yonder', array( 'speaker' ), array( 'Design' ) ),
		array( 'Yara Haddad', 'Marketing Lead', 'Alpine Ski House', array( 'speaker' ), array( 'Product' ) ),
	);

	/**
	 * Constructor.
	 *
	 * @param SpeakerRepository  $speakers  Speaker storage.
	 * @param ScheduleRepository $schedules Schedule storage.
	 */
	public function __construct(
		private SpeakerRepository $speakers,
		private ScheduleRepository $schedules
	) {}

	/**
	 * Creates the demo people and schedules that do not exist yet.
	 *
	 * @param callable(string): bool      $exists Whether a demo key was seeded before.
	 * @param callable(int, string): void $mark   Records a created post's demo key.
	 * @return array{speakers: int, schedules: int} How many were created.
	 */
	public function seed( callable $exists, callable $mark ): array {
		$created = array(
			'speakers'  => 0,
			'schedules' => 0,
		);
		$ids     = array();
		foreach ( self::PEOPLE as $n => list( $name, $designation, $company, $roles, $groups ) ) {
			$key = 'speaker-' . $n;
			if ( $exists( $key ) ) {
				continue;
			}
			$speaker = $this->speakers->create(
				array(
					'name'          => $name,
					'email'         => strtolower( (string) preg_replace( '/[^a-z]/i', '', remove_accents( (string) strtok( $name, ' ' ) ) ) ) . '@example.org',
					'designation'   => $designation,
					'company'       => $company,
					'bio'           => sprintf( '<p>%s</p>', esc_html( sprintf( /* translators: 1: person, 2: job title, 3: company. */ __( '%1$s is %2$s at %3$s and speaks about building things people love.', 'eventsmith' ), $name, $designation, $company ) ) ),
					'category'      => $roles,
					'speaker_group' => $groups,
				)
			);
			$mark( (int) $speaker['id'], $key );
			$ids[] = (int) $speaker['id'];
			++$created['speakers'];
		}

		$programs = array(
			array( __( 'Conference Day 1', 'eventsmith' ), '+14 days' ),
			array( __( 'Conference Day 2', 'eventsmith' ), '+15 days' ),
			array( __( 'Workshop Track', 'eventsmith' ), '-20 days' ),
		);
		foreach ( $programs as $n => list( $title, $when ) ) {
			$key = 'schedule-' . $n;
			if ( $exists( $key ) || count( $ids ) < 6 ) {
				continue;
			}
			$schedule = $this->schedules->create(
				array(
					'program_title' => $title,
					'date'          => gmdate( 'Y-m-d', (int) strtotime( $when ) ),
					'sessions'      => array(
						$this->session( '09:00', '09:45', __( 'Opening keynote', 'eventsmith' ), array( $ids[ ( $n * 2 ) % count( $ids ) ] ) ),
						$this->session( '10:00', '11:00', __( 'Designing for everyone', 'eventsmith' ), array( $ids[ ( $n * 2 + 1 ) % count( $ids ) ] ) ),
						$this->session( '11:15', '12:30', __( 'Panel: the next five years', 'eventsmith' ), array( $ids[ ( $n + 3 ) % count( $ids ) ], $ids[ ( $n + 4 ) % count( $ids ) ] ) ),
					),
				)
			);
			$mark( (int) $schedule['id'], $key );
			++$created['schedules'];
		}
		return $created;
	}

	/**
	 * One session of a program.
	 *
	 * @param string    $start    H:i.
	 * @param string    $end      H:i.
	 * @param string    $title    Title.
	 * @param list<int> $speakers Speaker ids.
	 * @return array<string, mixed>
	 */
	private function session( string $start, string $end, string $title, array $speakers ): array {
		return array(
			'start_time' => $start,
			'end_time'   => $end,
			'title'      => $title,
			'objective'  => '',
			'speakers'   => $speakers,
			'location'   => __( 'Main hall', 'eventsmith' ),
		);
	}
}
