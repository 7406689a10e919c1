<?php
/**
 * Tests of schedules (checklist ADM-API-08).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Schedule;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Schedule\Schedule;
use PHPUnit\Framework\TestCase;

final class ScheduleTest extends TestCase {

	public function test_reads_a_schedule_with_sessions(): void {
		$schedule = Schedule::from_array(
			array(
				'program_title' => ' Day 1 ',
				'date'          => '2026-09-14',
				'sessions'      => array(
					array(
						'start_time' => '09:00',
						'end_time'   => '10:00',
						'speakers'   => array( 3, 5 ),
					),
					array(
						'start_time' => '10:00',
						'end_time'   => '11:00',
						'speakers'   => array( 5, 8 ),
					),
				),
			)
		);

		$this->assertSame( 'Day 1', $schedule->program_title );
		$this->assertSame( '2026-09-14', $schedule->date );
		$this->assertCount( 2, $schedule->sessions_array() );
		$this->assertSame( array( 3, 5, 8 ), $schedule->speaker_ids() );
		$this->assertSame( 1, $schedule->session_naming( 8 ) );
		$this->assertNull( $schedule->session_naming( 99 ) );
	}

	public function test_sessions_are_optional(): void {
		$schedule = Schedule::from_array(
			array(
				'program_title' => 'Day 2',
				'date'          => '2026-09-15',
			)
		);

		$this->assertSame( array(), $schedule->sessions_array() );
	}

	/**
	 * @dataProvider invalid_schedules
	 *
	 * @param array<string, mixed> $data  Input over a valid schedule.
	 * @param string               $field Field the error must name.
	 */
	public function test_invalid_input_names_the_field( array $data, string $field ): void {
		$valid = array(
			'program_title' => 'Day 1',
			'date'          => '2026-09-14',
		);
		try {
			Schedule::from_array( $data + $valid );
			$this->fail( "Invalid {$field} was accepted." );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
		}
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function invalid_schedules(): array {
		return array(
			'blank title'            => array( array( 'program_title' => ' ' ), 'program_title' ),
			'missing date'           => array( array( 'date' => '' ), 'date' ),
			'sessions not a list'    => array( array( 'sessions' => array( 'a' => array() ) ), 'sessions' ),
			'second session reverse' => array(
				array(
					'sessions' => array(
						array(),
						array(
							'start_time' => '11:00',
							'end_time'   => '10:00',
						),
					),
				),
				'sessions[1].end_time',
			),
		);
	}

	public function test_a_broken_rule_is_an_invalid_input_error(): void {
		$this->expectException( DomainError::class );
		Schedule::from_array( array( 'program_title' => 'Day 1' ) );
	}
}
