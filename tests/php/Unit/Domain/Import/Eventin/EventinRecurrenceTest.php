<?php
/**
 * Tests of how Eventin's stored values and recurring events are read (issue 35.1).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Import\Eventin;

use Eventsmith\Domain\Import\Eventin\EventinRecurrence;
use Eventsmith\Domain\Import\Eventin\EventinValues;
use PHPUnit\Framework\TestCase;

final class EventinRecurrenceTest extends TestCase {

	public function test_weekly_children_become_a_series_with_the_missing_dates_excluded_35_1(): void {
		$series = EventinRecurrence::series(
			array( 'recurrence_freq' => 'week', 'recurrence_weekly_day' => array( '1', '3' ) ),
			array( '2027-04-12', '2027-04-05', '2027-04-07', '2027-04-19' ),
			'18:00',
			'19:00',
			0,
			'America/New_York'
		);
		$this->assertNotNull( $series );
		$this->assertSame( '2027-04-05', $series['first'] );
		$this->assertSame( 'weekly', $series['recurrence']['freq'] );
		$this->assertSame( array( 'MO', 'WE' ), $series['recurrence']['by_day'] );
		$this->assertSame( '2027-04-19', $series['recurrence']['until'] );
		$this->assertSame( array( '2027-04-14' ), $series['recurrence']['exclusions'] );
		$this->assertSame( '', $series['note'] );
	}

	public function test_last_weekday_of_the_month_and_other_rules_35_1(): void {
		$this->assertSame(
			array( 'freq' => 'monthly', 'interval' => 2, 'by_day' => array( '-1FR' ) ),
			EventinRecurrence::rule( array( 'recurrence_freq' => 'month-advanced', 'recurrence_monthly_advanced_interval' => '2', 'recurrence_monthly_advanced_week_no' => '-1', 'recurrence_monthly_advanced_weekday_no' => '5' ) )
		);
		$this->assertSame( array( 'freq' => 'daily', 'interval' => 3 ), EventinRecurrence::rule( array( 'recurrence_freq' => 'day', 'recurrence_daily_interval' => '3' ) ) );
		$this->assertSame( array( 'freq' => 'monthly', 'interval' => 1, 'by_month_day' => array( 15 ) ), EventinRecurrence::rule( array( 'recurrence_freq' => 'month', 'recurrence_monthly_date' => '15' ) ) );
		$this->assertNull( EventinRecurrence::rule( array( 'recurrence_freq' => 'custom' ) ) );
	}

	public function test_dates_no_rule_makes_become_a_daily_series_with_a_note_or_single_events_35_1(): void {
		$series = EventinRecurrence::series( array( 'recurrence_freq' => 'custom' ), array( '2027-01-03', '2027-01-10', '2027-01-11' ), '10:00', '11:00', 0, 'UTC' );
		$this->assertNotNull( $series );
		$this->assertSame( 'daily', $series['recurrence']['freq'] );
		$this->assertCount( 6, $series['recurrence']['exclusions'] );
		$this->assertNotSame( '', $series['note'] );
		$this->assertNull( EventinRecurrence::series( array( 'recurrence_freq' => 'custom' ), array( '2027-01-03', '2029-01-10' ), '10:00', '11:00', 0, 'UTC' ) );
		$this->assertNull( EventinRecurrence::series( array( 'recurrence_freq' => 'week' ), array(), '10:00', '11:00', 0, 'UTC' ) );
	}

	public function test_eventin_values_35_1(): void {
		$this->assertSame( '18:00', EventinValues::clock( '06:00 PM' ) );
		$this->assertSame( '00:30', EventinValues::clock( '12:30 am' ) );
		$this->assertSame( '09:05', EventinValues::clock( '09:05' ) );
		$this->assertSame( '', EventinValues::clock( 'soon' ) );
		$this->assertSame( '2027-03-10', EventinValues::date( '2027-03-10' ) );
		$this->assertSame( '2027-03-10', EventinValues::date( 'March 10, 2027' ) );
		$this->assertSame( '2027-01-01T09:00:00Z', EventinValues::utc( '2027-01-01', '10:00 AM', 'Europe/Paris' ) );
		$this->assertSame( '2027-03-09T22:59:00Z', EventinValues::utc( '2027-03-09', '', 'Europe/Paris', true ) );
		$this->assertNull( EventinValues::utc( '', '10:00', 'UTC' ) );
		$this->assertSame( 'draft', EventinValues::event_status( 'private' ) );
		$this->assertSame( 'active', EventinValues::attendee_status( 'failed', 'completed' ) );
		$this->assertSame( 'refunded', EventinValues::attendee_status( 'success', 'partially_refunded' ) );
		$this->assertSame( 'active', EventinValues::attendee_status( 'success', null ) );
		$this->assertSame( '12.50', EventinValues::price( 12.5 ) );
		$this->assertSame( 'twitter', EventinValues::network( 'etn-icon fa-twitter' ) );
		$this->assertSame( 'not_going', EventinValues::rsvp_response( 'not going' ) );
		$this->assertSame( 'not_going', EventinValues::rsvp_response( 'maybe' ) );
		$this->assertSame( 'going', EventinValues::rsvp_response( 'Going' ) );
	}
}
