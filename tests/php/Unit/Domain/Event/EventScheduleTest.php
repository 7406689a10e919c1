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

	private const UTC_FORMAT = 'Y-m-d H:i:s';

	public function test_local_times_become_utc_in_the_events_timezone(): void {
		$schedule = EventSchedule::from_fields( '2031-04-10', '09:00', '2031-04-10', '17:30', 'Europe/Berlin' );

		$this->assertSame( '2031-04-10 07:00:00', $schedule->start_utc()->format( self::UTC_FORMAT ) );
		$this->assertSame( '2031-04-10 15:30:00', $schedule->end_utc()->format( self::UTC_FORMAT ) );
		$this->assertSame( 'UTC', $schedule->start_utc()->getTimezone()->getName() );
		$this->assertSame( 'UTC', $schedule->end_utc()->getTimezone()->getName() );
		$this->assertSame( 'Europe/Berlin', $schedule->timezone() );
		$this->assertSame( '09:00', $schedule->start_time() );
		$this->assertSame( '2031-04-10', $schedule->start_date() );
	}

	public function test_utc_plus_14_and_minus_12_are_a_day_apart_around_midnight(): void {
		$kiritimati = EventSchedule::from_fields( '2031-01-02', '00:30', '', '01:30', 'Pacific/Kiritimati' );
		$baker      = EventSchedule::from_fields( '2031-01-01', '00:30', '', '01:30', 'Etc/GMT+12' );

		$this->assertSame( '2031-01-01 10:30:00', $kiritimati->start_utc()->format( self::UTC_FORMAT ) );
		$this->assertSame( '2031-01-01 12:30:00', $baker->start_utc()->format( self::UTC_FORMAT ) );
		$this->assertSame( '2031-01-01 13:30:00', $baker->end_utc()->format( self::UTC_FORMAT ) );
	}

	public function test_adm_evl_12_offset_label_of_the_events_timezone(): void {
		$this->assertSame( 'UTC+14:00', EventSchedule::from_fields( '2031-01-01', '00:00', '', '', 'Pacific/Kiritimati' )->offset_label() );
		$this->assertSame( 'UTC-12:00', EventSchedule::from_fields( '2031-01-01', '00:00', '', '', 'Etc/GMT+12' )->offset_label() );
		$this->assertSame( 'UTC+05:30', EventSchedule::from_fields( '2031-01-01', '00:00', '', '', 'UTC+5:30' )->offset_label() );
		$this->assertSame( 'UTC+00:00', EventSchedule::from_fields( '2031-01-01', '00:00', '', '', '' )->offset_label() );
	}

	public function test_adm_evl_12_offset_label_at_a_moment_follows_daylight_saving(): void {
		$schedule = EventSchedule::from_fields( '2031-03-29', '22:00', '2031-03-30', '06:00', 'Europe/Berlin' );

		$this->assertSame( 'UTC+01:00', $schedule->offset_label() );
		$this->assertSame( 'UTC+02:00', $schedule->offset_label( $schedule->end_utc() ) );
		$this->assertSame( 'UTC+02:00', $schedule->offset_label( new \DateTimeImmutable( '2031-07-01 12:00', new \DateTimeZone( 'America/New_York' ) ) ) );
	}

	/**
	 * @dataProvider offsets
	 *
	 * @param string $timezone  Offset as sent.
	 * @param string $start_utc Expected UTC start of 12:00 local on 2031-01-01.
	 */
	public function test_offsets_are_accepted_as_timezones( string $timezone, string $start_utc ): void {
		$schedule = EventSchedule::from_fields( '2031-01-01', '12:00', '2031-01-01', '13:00', $timezone );

		$this->assertSame( $start_utc, $schedule->start_utc()->format( 'Y-m-d H:i' ) );
		$this->assertSame( $timezone, $schedule->timezone() );
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function offsets(): array {
		return array(
			'UTC+5:30' => array( 'UTC+5:30', '2031-01-01 06:30' ),
			'+05:30'   => array( '+05:30', '2031-01-01 06:30' ),
			'+0530'    => array( '+0530', '2031-01-01 06:30' ),
			'UTC-12'   => array( 'UTC-12', '2031-01-02 00:00' ),
			'UTC+14'   => array( 'UTC+14', '2030-12-31 22:00' ),
			'-03:00'   => array( '-03:00', '2031-01-01 15:00' ),
			'UTC'      => array( 'UTC', '2031-01-01 12:00' ),
		);
	}

	public function test_missing_end_means_the_same_day_until_23_59(): void {
		$schedule = EventSchedule::from_fields( '2031-01-01', '10:00', '', '', 'UTC' );

		$this->assertSame( '2031-01-01', $schedule->end_date() );
		$this->assertSame( '23:59', $schedule->end_time() );
		$this->assertSame( 13 * 3600 + 59 * 60, $schedule->duration_seconds() );
	}

	public function test_end_time_without_end_date_is_on_the_start_day(): void {
		$schedule = EventSchedule::from_fields( '2031-01-01', '10:00', '', '12:15', 'Asia/Tokyo' );

		$this->assertSame( '2031-01-01', $schedule->end_date() );
		$this->assertSame( '12:15', $schedule->end_time() );
		$this->assertSame( 8100, $schedule->duration_seconds() );
	}

	public function test_end_date_without_end_time_ends_at_23_59_of_that_day(): void {
		$schedule = EventSchedule::from_fields( '2031-01-01', '10:00', '2031-01-03', '', 'UTC' );

		$this->assertSame( '2031-01-03 23:59:00', $schedule->end_utc()->format( self::UTC_FORMAT ) );
	}

	public function test_missing_start_time_is_midnight(): void {
		$schedule = EventSchedule::from_fields( '2031-01-01', '', '', '', 'UTC' );

		$this->assertSame( '00:00', $schedule->start_time() );
		$this->assertSame( 86340, $schedule->duration_seconds() );
	}

	public function test_seconds_are_accepted(): void {
		$schedule = EventSchedule::from_fields( '2031-01-01', '09:15:30', '2031-01-01', '09:16:00', 'UTC' );

		$this->assertSame( '2031-01-01 09:15:30', $schedule->start_utc()->format( self::UTC_FORMAT ) );
		$this->assertSame( 30, $schedule->duration_seconds() );
	}

	public function test_an_event_may_end_when_it_starts(): void {
		$schedule = EventSchedule::from_fields( '2031-01-01', '10:00', '2031-01-01', '10:00', 'UTC' );

		$this->assertSame( 0, $schedule->duration_seconds() );
	}

	public function test_duration_is_real_elapsed_time_across_daylight_saving(): void {
		$spring = EventSchedule::from_fields( '2031-03-29', '22:00', '2031-03-30', '06:00', 'Europe/Berlin' );
		$autumn = EventSchedule::from_fields( '2031-10-25', '22:00', '2031-10-26', '06:00', 'Europe/Berlin' );

		$this->assertSame( 7 * 3600, $spring->duration_seconds() );
		$this->assertSame( 9 * 3600, $autumn->duration_seconds() );
	}

	public function test_skipped_and_repeated_local_hours_read_as_rfc_5545_says(): void {
		$skipped  = EventSchedule::from_fields( '2031-03-30', '02:30', '', '', 'Europe/Berlin' );
		$repeated = EventSchedule::from_fields( '2031-10-26', '02:30', '', '', 'Europe/Berlin' );

		$this->assertSame( '2031-03-30 01:30:00', $skipped->start_utc()->format( self::UTC_FORMAT ) );
		$this->assertSame( '03:30', $skipped->start_time() );
		$this->assertSame( '2031-10-26 00:30:00', $repeated->start_utc()->format( self::UTC_FORMAT ), 'The first 02:30 (CEST).' );
	}

	public function test_moving_keeps_local_times_across_daylight_saving(): void {
		$winter = EventSchedule::from_fields( '2031-03-24', '18:00', '2031-03-24', '19:00', 'Europe/Berlin' );
		$summer = $winter->moved_to( new \DateTimeImmutable( '2031-03-31' ) );

		$this->assertSame( '17:00', $winter->start_utc()->format( 'H:i' ) );
		$this->assertSame( '16:00', $summer->start_utc()->format( 'H:i' ) );
		$this->assertSame( '18:00', $summer->start_time() );
		$this->assertSame( '19:00', $summer->end_time() );
		$this->assertSame( 3600, $summer->duration_seconds() );
		$this->assertSame( 'Europe/Berlin', $summer->timezone() );
	}

	public function test_moving_keeps_the_day_span_of_a_multi_day_event(): void {
		$weekend = EventSchedule::from_fields( '2031-01-03', '20:00', '2031-01-05', '18:00', 'Pacific/Kiritimati' );
		$moved   = $weekend->moved_to( new \DateTimeImmutable( '2031-02-28', new \DateTimeZone( 'Etc/GMT+12' ) ) );

		$this->assertSame( '2031-02-28', $moved->start_date() );
		$this->assertSame( '2031-03-02', $moved->end_date() );
		$this->assertSame( '18:00', $moved->end_time() );
		$this->assertSame( $weekend->duration_seconds(), $moved->duration_seconds() );
	}

	public function test_moving_off_a_skipped_hour_restores_the_asked_for_time(): void {
		$skipped = EventSchedule::from_fields( '2031-03-30', '02:30', '2031-03-30', '04:00', 'Europe/Berlin' );
		$later   = $skipped->moved_to( new \DateTimeImmutable( '2031-04-06' ) );
		$back    = $later->moved_to( new \DateTimeImmutable( '2031-03-30' ) );

		$this->assertSame( '02:30', $later->start_time() );
		$this->assertSame( 5400, $later->duration_seconds() );
		$this->assertEquals( $skipped->start_utc(), $back->start_utc() );
	}

	public function test_moving_into_a_skipped_hour_never_ends_before_it_starts(): void {
		$short = EventSchedule::from_fields( '2031-03-23', '02:30', '2031-03-23', '03:10', 'Europe/Berlin' );
		$moved = $short->moved_to( new \DateTimeImmutable( '2031-03-30' ) );

		$this->assertSame( '03:30', $moved->start_time() );
		$this->assertSame( 0, $moved->duration_seconds() );
		$this->assertEquals( $moved->start_utc(), $moved->end_utc() );
	}

	/**
	 * @dataProvider invalid_dates
	 *
	 * @param list<string> $args  from_fields arguments.
	 * @param string       $field The field the error must name.
	 */
	public function test_gap_06_refuses_bad_dates_naming_the_field( array $args, string $field ): void {
		try {
			EventSchedule::from_fields( ...$args );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
			$this->assertSame( DomainError::INVALID, $error->kind );
			$this->assertStringContainsString( $field, $error->getMessage() );
		}
	}

	/**
	 * @return array<string, array{list<string>, string}>
	 */
	public static function invalid_dates(): array {
		return array(
			'end before start'          => array( array( '2031-01-02', '10:00', '2031-01-01', '10:00', 'UTC' ), 'end_date' ),
			'end time before start'     => array( array( '2031-01-01', '10:00', '', '09:59', 'UTC' ), 'end_date' ),
			'end a second early'        => array( array( '2031-01-01', '10:00:01', '2031-01-01', '10:00', 'UTC' ), 'end_date' ),
			'unknown timezone'          => array( array( '2031-01-01', '10:00', '', '', 'Mars/Olympus' ), 'timezone' ),
			'offset beyond +14'         => array( array( '2031-01-01', '10:00', '', '', 'UTC+15' ), 'timezone' ),
			'offset +14:30'             => array( array( '2031-01-01', '10:00', '', '', 'UTC+14:30' ), 'timezone' ),
			'offset beyond -12'         => array( array( '2031-01-01', '10:00', '', '', '-12:30' ), 'timezone' ),
			'offset minutes 75'         => array( array( '2031-01-01', '10:00', '', '', '+05:75' ), 'timezone' ),
			'timezone text'             => array( array( '2031-01-01', '10:00', '', '', 'Berlin time' ), 'timezone' ),
			'impossible date'           => array( array( '2031-02-30', '10:00', '', '', 'UTC' ), 'start_date' ),
			'no start date'             => array( array( '', '10:00', '', '', 'UTC' ), 'start_date' ),
			'start date d/m/Y'          => array( array( '01/02/2031', '10:00', '', '', 'UTC' ), 'start_date' ),
			'start date without zeros'  => array( array( '2031-1-5', '10:00', '', '', 'UTC' ), 'start_date' ),
			'25 o\'clock'               => array( array( '2031-01-01', '25:00', '', '', 'UTC' ), 'start_time' ),
			'start time 9:00'           => array( array( '2031-01-01', '9:00', '', '', 'UTC' ), 'start_time' ),
			'start time 10:60'          => array( array( '2031-01-01', '10:60', '', '', 'UTC' ), 'start_time' ),
			'impossible end date'       => array( array( '2031-01-01', '10:00', '2031-02-29', '', 'UTC' ), 'end_date' ),
			'bad end time'              => array( array( '2031-01-01', '10:00', '', '9pm', 'UTC' ), 'end_time' ),
			'end time 24:00'            => array( array( '2031-01-01', '10:00', '', '24:00', 'UTC' ), 'end_time' ),
		);
	}

	public function test_end_before_start_has_its_own_error_code(): void {
		try {
			EventSchedule::from_fields( '2031-01-02', '10:00', '2031-01-01', '10:00', 'Pacific/Kiritimati' );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'eventsmith_event_ends_before_start', $error->error_code );
			$this->assertStringContainsString( 'end must be after the start', $error->getMessage() );
		}
	}
}
