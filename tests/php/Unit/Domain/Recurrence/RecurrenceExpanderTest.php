<?php
/**
 * Tests of recurrence expansion (RFC 5545 semantics).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Recurrence;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Recurrence\Occurrence;
use Eventsmith\Domain\Recurrence\RecurrenceExpander;
use Eventsmith\Domain\Recurrence\RecurrenceRule;
use PHPUnit\Framework\TestCase;

final class RecurrenceExpanderTest extends TestCase {

	/**
	 * Local start dates of a series.
	 *
	 * @param string               $start First date.
	 * @param array<string, mixed> $rule  Rule.
	 * @param string               $zone  Timezone.
	 * @return list<string>
	 */
	private function dates( string $start, array $rule, string $zone = 'UTC' ): array {
		$first = EventSchedule::from_fields( $start, '18:00', $start, '19:00', $zone );
		return array_map(
			static fn( Occurrence $o ): string => $o->date(),
			( new RecurrenceExpander() )->expand( $first, RecurrenceRule::from_array( $rule ) )
		);
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

	public function test_count_counts_before_exclusions_are_removed(): void {
		$dates = $this->dates(
			'2031-01-01',
			array(
				'freq'       => 'daily',
				'count'      => 3,
				'exclusions' => array( '2031-01-02' ),
			)
		);
		$this->assertSame( array( '2031-01-01', '2031-01-03' ), $dates );
	}

	public function test_daily_until_is_inclusive(): void {
		$this->assertSame(
			array( '2031-01-30', '2031-02-01', '2031-02-03' ),
			$this->dates( '2031-01-30', array( 'freq' => 'daily', 'interval' => 2, 'until' => '2031-02-03' ) )
		);
	}

	public function test_monthly_last_friday(): void {
		$this->assertSame(
			array( '2031-01-31', '2031-02-28', '2031-03-28', '2031-04-25' ),
			$this->dates( '2031-01-31', array( 'freq' => 'monthly', 'by_day' => array( '-1FR' ), 'count' => 4 ) )
		);
	}

	public function test_monthly_on_the_31st_skips_shorter_months(): void {
		$this->assertSame(
			array( '2031-01-31', '2031-03-31', '2031-05-31' ),
			$this->dates( '2031-01-31', array( 'freq' => 'monthly', 'count' => 3 ) )
		);
	}

	public function test_yearly_on_29_february_only_in_leap_years(): void {
		$this->assertSame(
			array( '2028-02-29', '2032-02-29', '2036-02-29' ),
			$this->dates( '2028-02-29', array( 'freq' => 'yearly', 'count' => 3 ) )
		);
	}

	public function test_occurrences_keep_local_time_across_daylight_saving(): void {
		$first       = EventSchedule::from_fields( '2031-03-24', '18:00', '2031-03-24', '19:00', 'Europe/Berlin' );
		$occurrences = ( new RecurrenceExpander() )->expand( $first, RecurrenceRule::from_array( array( 'freq' => 'weekly', 'count' => 2 ) ) );

		$this->assertSame( '17:00', $occurrences[0]->start_utc()->format( 'H:i' ) );
		$this->assertSame( '16:00', $occurrences[1]->start_utc()->format( 'H:i' ) );
		$this->assertSame( '18:00', $occurrences[1]->schedule()->start_time() );
	}

	public function test_rules_without_an_end_stop_at_the_cap(): void {
		$first = EventSchedule::from_fields( '2031-01-01', '10:00', '', '11:00', 'UTC' );

		$this->assertCount( 50, ( new RecurrenceExpander() )->expand( $first, RecurrenceRule::from_array( array( 'freq' => 'daily' ) ), 50 ) );
	}

	public function test_round_trips_through_rfc_5545_text(): void {
		$rule = RecurrenceRule::from_rrule_string( 'RRULE:FREQ=MONTHLY;INTERVAL=2;BYDAY=2TU;UNTIL=20311231' );

		$this->assertSame( 'FREQ=MONTHLY;INTERVAL=2;BYDAY=2TU;UNTIL=20311231', $rule->to_rrule_string() );
		$this->assertSame( '2031-12-31', $rule->until );
	}

	/**
	 * @dataProvider invalid_rules
	 *
	 * @param array<string, mixed> $rule  Input.
	 * @param string               $field Field the error names.
	 */
	public function test_invalid_rules_name_the_field( array $rule, string $field ): void {
		try {
			RecurrenceRule::from_array( $rule );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
		}
	}

	/**
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid_rules(): array {
		return array(
			'unknown freq'          => array( array( 'freq' => 'hourly' ), 'recurrence.freq' ),
			'interval 0'            => array( array( 'freq' => 'daily', 'interval' => 0 ), 'recurrence.interval' ),
			'bad weekday'           => array( array( 'freq' => 'weekly', 'by_day' => array( 'XX' ) ), 'recurrence.by_day' ),
			'ordinal on weekly'     => array( array( 'freq' => 'weekly', 'by_day' => array( '2TU' ) ), 'recurrence.by_day' ),
			'count and until'       => array( array( 'freq' => 'daily', 'count' => 2, 'until' => '2031-01-01' ), 'recurrence.until' ),
			'bad exclusion'         => array( array( 'freq' => 'daily', 'exclusions' => array( '2031-13-01' ) ), 'recurrence.exclusions' ),
			'month day 32'          => array( array( 'freq' => 'monthly', 'by_month_day' => array( 32 ) ), 'recurrence.by_month_day' ),
			'negative count'        => array( array( 'freq' => 'daily', 'count' => -1 ), 'recurrence.count' ),
		);
	}
}
