<?php
/**
 * Tests of event dates and timezones.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Event;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventSchedule;
use PHPUnit\Framework\TestCase;

final class EventScheduleTest extends TestCase {

	public function test_local_times_become_utc_in_the_events_timezone(): void {
		$schedule = EventSchedule::from_fields( '2031-04-10', '09:00', '2031-04-10', '17:30', 'Europe/Berlin' );

		$this->assertSame( '2031-04-10 07:00', $schedule->start_utc()->format( 'Y-m-d H:i' ) );
		$this->assertSame( '2031-04-10 15:30', $schedule->end_utc()->format( 'Y-m-d H:i' ) );
		$this->assertSame( 'UTC+02:00', $schedule->offset_label() );
	}

	public function test_utc_plus_14_and_minus_12_are_a_day_apart_around_midnight(): void {
		$kiritimati = EventSchedule::from_fields( '2031-01-02', '00:30', '', '01:30', 'Pacific/Kiritimati' );
		$baker      = EventSchedule::from_fields( '2031-01-01', '00:30', '', '01:30', 'Etc/GMT+12' );

		$this->assertSame( '2031-01-01 10:30', $kiritimati->start_utc()->format( 'Y-m-d H:i' ) );
		$this->assertSame( '2031-01-01 12:30', $baker->start_utc()->format( 'Y-m-d H:i' ) );
		$this->assertSame( 'UTC+14:00', $kiritimati->offset_label() );
		$this->assertSame( 'UTC-12:00', $baker->offset_label() );
	}

	public function test_offsets_are_accepted_as_timezones(): void {
		$schedule = EventSchedule::from_fields( '2031-01-01', '12:00', '2031-01-01', '13:00', 'UTC+5:30' );

		$this->assertSame( '06:30', $schedule->start_utc()->format( 'H:i' ) );
	}

	public function test_missing_end_means_the_same_day_until_23_59(): void {
		$schedule = EventSchedule::from_fields( '2031-01-01', '10:00', '', '', 'UTC' );

		$this->assertSame( '2031-01-01', $schedule->end_date() );
		$this->assertSame( '23:59', $schedule->end_time() );
	}

	public function test_moving_keeps_local_times_across_daylight_saving(): void {
		$winter = EventSchedule::from_fields( '2031-03-24', '18:00', '2031-03-24', '19:00', 'Europe/Berlin' );
		$summer = $winter->moved_to( new \DateTimeImmutable( '2031-03-31' ) );

		$this->assertSame( '17:00', $winter->start_utc()->format( 'H:i' ) );
		$this->assertSame( '16:00', $summer->start_utc()->format( 'H:i' ) );
		$this->assertSame( '18:00', $summer->start_time() );
	}

	/**
	 * @dataProvider invalid_dates
	 *
	 * @param list<string> $args  from_fields arguments.
	 * @param string       $field The field the error must name.
	 */
	public function test_refuses_bad_dates_naming_the_field( array $args, string $field ): void {
		try {
			EventSchedule::from_fields( ...$args );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
		}
	}

	/**
	 * @return array<string, array{list<string>, string}>
	 */
	public static function invalid_dates(): array {
		return array(
			'end before start'  => array( array( '2031-01-02', '10:00', '2031-01-01', '10:00', 'UTC' ), 'end_date' ),
			'unknown timezone'  => array( array( '2031-01-01', '10:00', '', '', 'Mars/Olympus' ), 'timezone' ),
			'impossible date'   => array( array( '2031-02-30', '10:00', '', '', 'UTC' ), 'start_date' ),
			'no start date'     => array( array( '', '10:00', '', '', 'UTC' ), 'start_date' ),
			'25 o\'clock'       => array( array( '2031-01-01', '25:00', '', '', 'UTC' ), 'start_time' ),
			'bad end time'      => array( array( '2031-01-01', '10:00', '', '9pm', 'UTC' ), 'end_time' ),
			'offset beyond +14' => array( array( '2031-01-01', '10:00', '', '', 'UTC+15' ), 'timezone' ),
		);
	}
}
