<?php
/**
 * Tests of matching a series' stored occurrences to its new dates (32.1).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Recurrence;

use Eventsmith\Domain\Recurrence\OccurrencePlan;
use PHPUnit\Framework\TestCase;

final class OccurrencePlanTest extends TestCase {

	public function test_an_unchanged_rule_keeps_every_occurrence_with_its_id(): void {
		$plan = OccurrencePlan::between(
			array(
				11 => '2031-03-03',
				12 => '2031-03-10',
			),
			array( '2031-03-03', '2031-03-10' )
		);
		$this->assertSame(
			array(
				11 => '2031-03-03',
				12 => '2031-03-10',
			),
			$plan->kept()
		);
		$this->assertSame( array(), $plan->added() );
		$this->assertSame( array(), $plan->removed() );
	}

	public function test_new_dates_are_added_and_dropped_ones_removed(): void {
		$plan = OccurrencePlan::between(
			array(
				12 => '2031-03-10',
				11 => '2031-03-03',
				13 => '2031-03-17',
			),
			array( '2031-03-10', '2031-03-17', '2031-03-24', '2031-03-31' )
		);
		$this->assertSame(
			array(
				12 => '2031-03-10',
				13 => '2031-03-17',
			),
			$plan->kept()
		);
		$this->assertSame( array( '2031-03-24', '2031-03-31' ), $plan->added() );
		$this->assertSame( array( 11 => '2031-03-03' ), $plan->removed() );
	}

	public function test_two_stored_occurrences_on_one_date_keep_the_older_and_remove_the_other(): void {
		$plan = OccurrencePlan::between(
			array(
				20 => '2031-03-03',
				14 => '2031-03-03',
			),
			array( '2031-03-03', '2031-03-03' )
		);
		$this->assertSame( array( 14 => '2031-03-03' ), $plan->kept() );
		$this->assertSame( array(), $plan->added() );
		$this->assertSame( array( 20 => '2031-03-03' ), $plan->removed() );
	}

	public function test_a_series_made_single_removes_every_occurrence(): void {
		$plan = OccurrencePlan::between(
			array(
				11 => '2031-03-03',
				12 => '2031-03-10',
			),
			array()
		);
		$this->assertSame( array(), $plan->kept() );
		$this->assertSame(
			array(
				11 => '2031-03-03',
				12 => '2031-03-10',
			),
			$plan->removed()
		);
	}

	public function test_a_dropped_booked_occurrence_blocks_the_edit_until_it_is_cancelled(): void {
		$plan = OccurrencePlan::between(
			array(
				11 => '2031-03-10',
				12 => '2031-03-03',
				13 => '2031-03-17',
				14 => '2031-03-24',
			),
			array( '2031-03-24' )
		);
		// 11 and 12 hold bookings, 13 holds nothing; 12 was cancelled.
		$this->assertSame(
			array( 11 => '2031-03-10' ),
			$plan->blocked( array( 11, 12 ), array( 12 ) )
		);
		$this->assertSame( array( 12 => '2031-03-03' ), $plan->stranded( array( 11, 12 ), array( 12 ) ) );
		$this->assertSame( array( 13 => '2031-03-17' ), $plan->deletable( array( 11, 12 ) ) );

		// Once 11 is cancelled too, nothing blocks and both booked dates stay.
		$this->assertSame( array(), $plan->blocked( array( 11, 12 ), array( 11, 12 ) ) );
		$this->assertSame(
			array(
				11 => '2031-03-10',
				12 => '2031-03-03',
			),
			$plan->stranded( array( 11, 12 ), array( 11, 12 ) )
		);
	}

	public function test_blocked_dates_come_in_date_order_and_kept_bookings_never_block(): void {
		$plan = OccurrencePlan::between(
			array(
				30 => '2031-05-01',
				31 => '2031-04-01',
				32 => '2031-06-01',
			),
			array( '2031-06-01' )
		);
		$this->assertSame(
			array(
				31 => '2031-04-01',
				30 => '2031-05-01',
			),
			$plan->blocked( array( 30, 31, 32 ), array() )
		);
		$this->assertSame( array(), $plan->deletable( array( 30, 31, 32 ) ) );
	}
}
