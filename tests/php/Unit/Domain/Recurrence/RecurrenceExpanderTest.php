<?php
/**
 * Tests of recurrence expansion (RFC 5545 semantics).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Recurrence;

use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Recurrence\Occurrence;
use Eventsmith\Domain\Recurrence\RecurrenceExpander;
use Eventsmith\Domain\Recurrence\RecurrenceRule;
use PHPUnit\Framework\TestCase;

final class RecurrenceExpanderTest extends TestCase {

	/**
	 * Occurrences of a series of 18:00–19:00 events.
	 *
	 * @param string               $start First date.
	 * @param array<string, mixed> $rule  Rule.
	 * @param string               $zone  Timezone.
	 * @param int                  $max   Cap.
	 * @return list<Occurrence>
	 */
	private function expand( string $start, array $rule, string $zone = 'UTC', int $max = 366 ): array {
		$first = EventSchedule::from_fields( $start, '18:00', $start, '19:00', $zone );
		return ( new RecurrenceExpander() )->expand( $first, RecurrenceRule::from_array( $rule ), $max );
	}

	/**
	 * Local start dates of a series.
	 *
	 * @param string               $start First date.
	 * @param array<string, mixed> $rule  Rule.
	 * @param string               $zone  Timezone.
	 * @param int                  $max   Cap.
	 * @return list<string>
	 */
	private function dates( string $start, array $rule, string $zone = 'UTC', int $max = 366 ): array {
		return array_map( static fn( Occurrence $o ): string => $o->date(), $this->expand( $start, $rule, $zone, $max ) );
	}

	public function test_weekly_every_other_week_on_monday_and_wednesday_with_exclusions(): void {
		$this->assertSame(
			array( '2031-03-03', '2031-03-17', '2031-03-19', '2031-03-31', '2031-04-02' ),
			$this->dates(
				'2031-03-03',
				array(
					'freq'       => 'weekly',
					'interval'   => 2,
					'by_day'     => array( 'MO', 'WE' ),
					'count'      => 6,
					'exclusions' => array( '2031-03-05' ),
				)
			)
		);
	}

	public function test_weekly_every_other_week_until_a_date_starting_mid_week(): void {
		$this->assertSame(
			array( '2031-03-05', '2031-03-19', '2031-03-31', '2031-04-02' ),
			$this->dates(
				'2031-03-05',
				array(
					'freq'       => 'weekly',
					'interval'   => 2,
					'by_day'     => array( 'WE', 'MO' ),
					'until'      => '2031-04-02',
					'exclusions' => array( '2031-03-17', '2031-01-01' ),
				)
			)
		);
	}

	public function test_a_start_that_does_not_match_is_not_an_occurrence(): void {
		$this->assertSame(
			array( '2031-03-05', '2031-03-17', '2031-03-19' ),
			$this->dates( '2031-03-04', array( 'freq' => 'weekly', 'interval' => 2, 'by_day' => array( 'MO', 'WE' ), 'count' => 3 ) )
		);
	}

	public function test_weeks_start_on_monday_for_the_interval(): void {
		// Sunday 9 March belongs to the week of Monday 3 March; the next week counted is the one of 17 March.
		$this->assertSame(
			array( '2031-03-09', '2031-03-17', '2031-03-23' ),
			$this->dates( '2031-03-09', array( 'freq' => 'weekly', 'interval' => 2, 'by_day' => array( 'MO', 'SU' ), 'count' => 3 ) )
		);
	}

	public function test_count_counts_before_exclusions_are_removed(): void {
		$this->assertSame(
			array( '2031-01-01', '2031-01-03' ),
			$this->dates( '2031-01-01', array( 'freq' => 'daily', 'count' => 3, 'exclusions' => array( '2031-01-02' ) ) )
		);
		$this->assertSame(
			array( '2031-01-02', '2031-01-03' ),
			$this->dates( '2031-01-01', array( 'freq' => 'daily', 'count' => 3, 'exclusions' => array( '2031-01-01' ) ) ),
			'Excluding the first event removes it too.'
		);
		$this->assertSame(
			array(),
			$this->dates( '2031-01-01', array( 'freq' => 'daily', 'count' => 2, 'exclusions' => array( '2031-01-01', '2031-01-02' ) ) )
		);
	}

	public function test_daily_until_is_inclusive(): void {
		$this->assertSame(
			array( '2031-01-30', '2031-02-01', '2031-02-03' ),
			$this->dates( '2031-01-30', array( 'freq' => 'daily', 'interval' => 2, 'until' => '2031-02-03' ) )
		);
		$this->assertSame(
			array( '2031-01-30', '2031-02-01' ),
			$this->dates( '2031-01-30', array( 'freq' => 'daily', 'interval' => 2, 'until' => '2031-02-02' ) )
		);
	}

	public function test_until_and_exclusions_are_local_dates_in_utc_plus_14_and_minus_12(): void {
		$kiritimati = $this->expand( '2031-01-01', array( 'freq' => 'daily', 'until' => '2031-01-03' ), 'Pacific/Kiritimati' );
		$baker      = $this->expand( '2031-01-01', array( 'freq' => 'daily', 'count' => 3, 'exclusions' => array( '2031-01-02' ) ), 'Etc/GMT+12' );

		$this->assertSame( array( '2031-01-01', '2031-01-02', '2031-01-03' ), array_map( static fn( Occurrence $o ): string => $o->date(), $kiritimati ) );
		$this->assertSame( '2031-01-01 04:00', $kiritimati[0]->start_utc()->format( 'Y-m-d H:i' ) );
		$this->assertSame( '2031-01-03 04:00', $kiritimati[2]->start_utc()->format( 'Y-m-d H:i' ) );
		$this->assertSame( array( '2031-01-01', '2031-01-03' ), array_map( static fn( Occurrence $o ): string => $o->date(), $baker ) );
		$this->assertSame( '2031-01-02 06:00', $baker[0]->start_utc()->format( 'Y-m-d H:i' ), 'Local 1 January is 2 January in UTC, and stays.' );
	}

	public function test_daily_on_weekdays_only(): void {
		$this->assertSame(
			array( '2031-01-03', '2031-01-06', '2031-01-07', '2031-01-08' ),
			$this->dates( '2031-01-03', array( 'freq' => 'daily', 'by_day' => 'MO,TU,WE,TH,FR', 'count' => 4 ) )
		);
	}

	public function test_monthly_last_friday(): void {
		$this->assertSame(
			array( '2031-01-31', '2031-02-28', '2031-03-28', '2031-04-25' ),
			$this->dates( '2031-01-31', array( 'freq' => 'monthly', 'by_day' => array( '-1FR' ), 'count' => 4 ) )
		);
		$this->assertSame(
			array( '2031-01-31', '2031-02-28', '2031-03-28', '2031-04-25' ),
			$this->dates( '2031-01-05', array( 'freq' => 'monthly', 'by_day' => array( '-1FR' ), 'count' => 4 ) ),
			'Starting on a Sunday, the series begins on the first last-Friday after it.'
		);
	}

	public function test_monthly_on_an_ordinal_weekday(): void {
		$this->assertSame( array( '2031-01-14', '2031-02-11', '2031-03-11' ), $this->dates( '2031-01-01', array( 'freq' => 'monthly', 'by_day' => array( '2TU' ), 'count' => 3 ) ) );
		$this->assertSame( array( '2031-01-31', '2031-05-30', '2031-08-29' ), $this->dates( '2031-01-01', array( 'freq' => 'monthly', 'by_day' => array( '5FR' ), 'count' => 3 ) ), 'Only months with five Fridays.' );
	}

	public function test_monthly_mixing_plain_and_ordinal_weekdays(): void {
		$this->assertSame(
			array( '2031-01-06', '2031-01-13', '2031-01-20', '2031-01-27', '2031-01-31', '2031-02-03' ),
			$this->dates( '2031-01-01', array( 'freq' => 'monthly', 'by_day' => array( 'MO', '-1FR' ), 'count' => 6 ) )
		);
	}

	public function test_monthly_on_the_31st_skips_shorter_months(): void {
		$this->assertSame(
			array( '2031-01-31', '2031-03-31', '2031-05-31' ),
			$this->dates( '2031-01-31', array( 'freq' => 'monthly', 'count' => 3 ) )
		);
		$this->assertSame(
			array( '2031-01-31', '2031-03-31', '2031-05-31', '2031-07-31' ),
			$this->dates( '2031-01-01', array( 'freq' => 'monthly', 'by_month_day' => array( 31 ), 'count' => 4 ) )
		);
		$this->assertSame(
			array( '2031-08-31', '2031-10-31', '2031-12-31', '2032-08-31' ),
			$this->dates( '2031-08-31', array( 'freq' => 'monthly', 'interval' => 2, 'count' => 4 ) ),
			'Every other month from August: February, April and June have no 31st.'
		);
	}

	public function test_monthly_on_the_last_day_and_on_friday_the_13th(): void {
		$this->assertSame( array( '2031-01-31', '2031-02-28', '2031-03-31' ), $this->dates( '2031-01-15', array( 'freq' => 'monthly', 'by_month_day' => array( -1 ), 'count' => 3 ) ) );
		$this->assertSame(
			array( '2031-06-13', '2032-02-13', '2032-08-13', '2033-05-13' ),
			$this->dates( '2031-01-01', array( 'freq' => 'monthly', 'by_day' => array( 'FR' ), 'by_month_day' => array( 13 ) ), 'UTC', 4 )
		);
	}

	public function test_yearly_on_29_february_only_in_leap_years(): void {
		$this->assertSame(
			array( '2028-02-29', '2032-02-29', '2036-02-29' ),
			$this->dates( '2028-02-29', array( 'freq' => 'yearly', 'count' => 3 ) )
		);
		$this->assertSame(
			array( '2028-02-29', '2032-02-29', '2036-02-29', '2040-02-29' ),
			$this->dates( '2028-02-29', array( 'freq' => 'yearly', 'until' => '2040-12-31' ) )
		);
		$this->assertSame( array( '2096-02-29', '2104-02-29' ), $this->dates( '2096-02-29', array( 'freq' => 'yearly', 'count' => 2 ) ), '2100 is not a leap year.' );
	}

	public function test_yearly_every_other_year(): void {
		$this->assertSame( array( '2031-06-15', '2033-06-15', '2035-06-15' ), $this->dates( '2031-06-15', array( 'freq' => 'yearly', 'interval' => 2, 'count' => 3 ) ) );
	}

	public function test_occurrences_keep_local_time_across_daylight_saving(): void {
		$occurrences = $this->expand( '2031-03-24', array( 'freq' => 'weekly', 'count' => 2 ), 'Europe/Berlin' );

		$this->assertSame( '2031-03-24 17:00', $occurrences[0]->start_utc()->format( 'Y-m-d H:i' ) );
		$this->assertSame( '2031-03-31 16:00', $occurrences[1]->start_utc()->format( 'Y-m-d H:i' ) );
		$this->assertSame( '2031-03-31 17:00', $occurrences[1]->end_utc()->format( 'Y-m-d H:i' ) );
		$this->assertSame( '18:00', $occurrences[1]->schedule()->start_time() );
		$this->assertSame( '19:00', $occurrences[1]->schedule()->end_time() );
		$this->assertSame( 3600, $occurrences[1]->duration_seconds() );
		$this->assertSame( 'UTC+02:00', $occurrences[1]->schedule()->offset_label() );
	}

	public function test_overnight_occurrences_keep_their_wall_clock_end_across_daylight_saving(): void {
		$first       = EventSchedule::from_fields( '2031-03-28', '22:00', '2031-03-29', '06:00', 'Europe/Berlin' );
		$occurrences = ( new RecurrenceExpander() )->expand( $first, RecurrenceRule::from_array( array( 'freq' => 'daily', 'count' => 3 ) ) );

		$this->assertSame( array( '2031-03-29', '2031-03-30', '2031-03-31' ), array_map( static fn( Occurrence $o ): string => $o->schedule()->end_date(), $occurrences ) );
		$this->assertSame( array( '06:00', '06:00', '06:00' ), array_map( static fn( Occurrence $o ): string => $o->schedule()->end_time(), $occurrences ) );
		$this->assertSame( array( 28800, 25200, 28800 ), array_map( static fn( Occurrence $o ): int => $o->duration_seconds(), $occurrences ) );
	}

	public function test_multi_day_occurrences_keep_their_span(): void {
		$first       = EventSchedule::from_fields( '2031-01-03', '20:00', '2031-01-05', '18:00', 'Pacific/Kiritimati' );
		$occurrences = ( new RecurrenceExpander() )->expand( $first, RecurrenceRule::from_array( array( 'freq' => 'weekly', 'count' => 2 ) ) );

		$this->assertSame( '2031-01-10', $occurrences[1]->date() );
		$this->assertSame( '2031-01-12', $occurrences[1]->schedule()->end_date() );
		$this->assertSame( $first->duration_seconds(), $occurrences[1]->duration_seconds() );
	}

	public function test_the_first_occurrence_is_the_event_itself(): void {
		$first       = EventSchedule::from_fields( '2031-01-01', '09:30', '2031-01-01', '11:00', 'Etc/GMT+12' );
		$occurrences = ( new RecurrenceExpander() )->expand( $first, RecurrenceRule::from_array( array( 'freq' => 'daily', 'count' => 1 ) ) );

		$this->assertCount( 1, $occurrences );
		$this->assertEquals( $first->start_utc(), $occurrences[0]->start_utc() );
		$this->assertEquals( $first->end_utc(), $occurrences[0]->end_utc() );
	}

	public function test_until_before_the_start_gives_nothing(): void {
		$this->assertSame( array(), $this->dates( '2031-01-10', array( 'freq' => 'daily', 'until' => '2031-01-09' ) ) );
	}

	public function test_the_cap_bounds_every_rule(): void {
		$this->assertCount( 50, $this->expand( '2031-01-01', array( 'freq' => 'daily' ), 'UTC', 50 ) );
		$this->assertCount( 366, $this->expand( '2031-01-01', array( 'freq' => 'daily' ) ) );
		$this->assertCount( 10, $this->expand( '2031-01-01', array( 'freq' => 'weekly', 'count' => 1000 ), 'UTC', 10 ) );
		$this->assertCount( 10, $this->expand( '2031-01-01', array( 'freq' => 'daily', 'until' => '2040-01-01' ), 'UTC', 10 ) );
		$this->assertSame( array(), $this->expand( '2031-01-01', array( 'freq' => 'daily' ), 'UTC', 0 ) );
	}

	public function test_an_open_rule_fills_the_cap_after_exclusions(): void {
		$this->assertSame(
			array( '2031-01-01', '2031-01-03', '2031-01-05' ),
			$this->dates( '2031-01-01', array( 'freq' => 'daily', 'exclusions' => array( '2031-01-02', '2031-01-04' ) ), 'UTC', 3 )
		);
	}

	public function test_a_rule_that_never_matches_ends_quickly(): void {
		$started = microtime( true );
		$this->assertSame( array(), $this->dates( '2031-01-01', array( 'freq' => 'monthly', 'by_day' => array( '5MO' ), 'by_month_day' => array( 1 ) ) ) );
		$this->assertSame( array(), $this->dates( '2031-01-06', array( 'freq' => 'daily', 'interval' => 7, 'by_day' => array( 'TU' ) ) ) );
		$this->assertLessThan( 2.0, microtime( true ) - $started );
	}

	public function test_dates_stop_at_year_9999(): void {
		$this->assertSame( array( '9998-06-01', '9999-06-01' ), $this->dates( '9998-06-01', array( 'freq' => 'yearly' ) ) );
	}

	/**
	 * RFC 5545 §3.8.5.3 examples, DTSTART 09:00 America/New_York: the dates
	 * match, and each occurrence is 09:00 New York time (13:00 or 14:00 UTC).
	 *
	 * @dataProvider rfc_examples
	 *
	 * @param string       $start      DTSTART date.
	 * @param string       $rrule      RRULE.
	 * @param list<string> $exclusions EXDATEs.
	 * @param int          $max        Cap for rules without an end.
	 * @param list<string> $expected   Dates.
	 */
	public function test_rfc_5545_examples( string $start, string $rrule, array $exclusions, int $max, array $expected ): void {
		$first       = EventSchedule::from_fields( $start, '09:00', $start, '10:00', 'America/New_York' );
		$occurrences = ( new RecurrenceExpander() )->expand( $first, RecurrenceRule::from_rrule_string( $rrule, $exclusions ), $max );

		$this->assertSame( $expected, array_map( static fn( Occurrence $o ): string => $o->date(), $occurrences ) );
		foreach ( $occurrences as $occurrence ) {
			$local = new \DateTimeImmutable( $occurrence->date() . ' 09:00', new \DateTimeZone( 'America/New_York' ) );
			$this->assertSame( $local->getTimestamp(), $occurrence->start_utc()->getTimestamp() );
			$this->assertSame( 3600, $occurrence->duration_seconds() );
		}
	}

	/**
	 * @return array<string, array{string, string, list<string>, int, list<string>}>
	 */
	public static function rfc_examples(): array {
		return array(
			'daily every 10 days, 5 times'             => array( '1997-09-02', 'RRULE:FREQ=DAILY;INTERVAL=10;COUNT=5', array(), 366, array( '1997-09-02', '1997-09-12', '1997-09-22', '1997-10-02', '1997-10-12' ) ),
			'weekly for 10 occurrences'                => array( '1997-09-02', 'RRULE:FREQ=WEEKLY;COUNT=10', array(), 366, array( '1997-09-02', '1997-09-09', '1997-09-16', '1997-09-23', '1997-09-30', '1997-10-07', '1997-10-14', '1997-10-21', '1997-10-28', '1997-11-04' ) ),
			'every other week on TU and SU, WKST=MO'   => array( '1997-08-05', 'FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO', array(), 366, array( '1997-08-05', '1997-08-10', '1997-08-19', '1997-08-24' ) ),
			'every other week on MO, WE, FR'           => array( '1997-09-01', 'FREQ=WEEKLY;INTERVAL=2;UNTIL=19971223;BYDAY=MO,WE,FR', array(), 366, array( '1997-09-01', '1997-09-03', '1997-09-05', '1997-09-15', '1997-09-17', '1997-09-19', '1997-09-29', '1997-10-01', '1997-10-03', '1997-10-13', '1997-10-15', '1997-10-17', '1997-10-27', '1997-10-29', '1997-10-31', '1997-11-10', '1997-11-12', '1997-11-14', '1997-11-24', '1997-11-26', '1997-11-28', '1997-12-08', '1997-12-10', '1997-12-12', '1997-12-22' ) ),
			'monthly on the first Friday'              => array( '1997-09-05', 'FREQ=MONTHLY;COUNT=10;BYDAY=1FR', array(), 366, array( '1997-09-05', '1997-10-03', '1997-11-07', '1997-12-05', '1998-01-02', '1998-02-06', '1998-03-06', '1998-04-03', '1998-05-01', '1998-06-05' ) ),
			'every other month, first and last Sunday' => array( '1997-09-07', 'FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU', array(), 366, array( '1997-09-07', '1997-09-28', '1997-11-02', '1997-11-30', '1998-01-04', '1998-01-25', '1998-03-01', '1998-03-29', '1998-05-03', '1998-05-31' ) ),
			'monthly on the second-to-last Monday'     => array( '1997-09-22', 'FREQ=MONTHLY;COUNT=6;BYDAY=-2MO', array(), 366, array( '1997-09-22', '1997-10-20', '1997-11-17', '1997-12-22', '1998-01-19', '1998-02-16' ) ),
			'monthly on the third-to-last day'         => array( '1997-09-28', 'FREQ=MONTHLY;BYMONTHDAY=-3', array(), 6, array( '1997-09-28', '1997-10-29', '1997-11-28', '1997-12-29', '1998-01-29', '1998-02-26' ) ),
			'monthly on the 2nd and 15th'              => array( '1997-09-02', 'FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15', array(), 366, array( '1997-09-02', '1997-09-15', '1997-10-02', '1997-10-15', '1997-11-02', '1997-11-15', '1997-12-02', '1997-12-15', '1998-01-02', '1998-01-15' ) ),
			'every Friday the 13th'                    => array( '1997-09-02', 'FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13', array( '1997-09-02' ), 5, array( '1998-02-13', '1998-03-13', '1998-11-13', '1999-08-13', '2000-10-13' ) ),
		);
	}
}
