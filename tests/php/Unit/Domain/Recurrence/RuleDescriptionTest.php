<?php
/**
 * Tests of a recurrence rule in words.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Recurrence;

use Eventsmith\Domain\Recurrence\RecurrenceRule;
use Eventsmith\Domain\Recurrence\RuleDescription;
use PHPUnit\Framework\TestCase;

final class RuleDescriptionTest extends TestCase {

	/**
	 * The words for a stored rule, with UNTIL days shown as "30 June".
	 *
	 * @param array<string, mixed> $rule Stored rule.
	 */
	private function words( array $rule ): string {
		return RuleDescription::describe(
			RecurrenceRule::from_array( $rule ),
			static fn( string $date ): string => ( new \DateTimeImmutable( $date ) )->format( 'j F' )
		);
	}

	public function test_a_weekly_rule_until_a_day_reads_every_weekday_until(): void {
		$this->assertSame( 'Every Tuesday until 30 June', $this->words( array( 'freq' => 'weekly', 'by_day' => array( 'TU' ), 'until' => '2027-06-30' ) ) );
	}

	public function test_several_weekdays_and_an_interval_are_listed(): void {
		$this->assertSame(
			'Every 2 weeks on Monday, Wednesday and Friday, 6 times',
			$this->words( array( 'freq' => 'weekly', 'interval' => 2, 'by_day' => array( 'MO', 'WE', 'FR' ), 'count' => 6 ) )
		);
	}

	public function test_monthly_rules_name_the_day_or_the_nth_weekday(): void {
		$this->assertSame( 'Every month on the last Friday', $this->words( array( 'freq' => 'monthly', 'by_day' => array( '-1FR' ) ) ) );
		$this->assertSame( 'Every 3 months on day 15', $this->words( array( 'freq' => 'monthly', 'interval' => 3, 'by_month_day' => array( 15 ) ) ) );
	}

	public function test_daily_and_yearly_rules(): void {
		$this->assertSame( 'Every day, 1 time', $this->words( array( 'freq' => 'daily', 'count' => 1 ) ) );
		$this->assertSame( 'Every 2 days', $this->words( array( 'freq' => 'daily', 'interval' => 2 ) ) );
		$this->assertSame( 'Every year', $this->words( array( 'freq' => 'yearly' ) ) );
	}
}
