<?php
/**
 * Tests of display status and the status filter.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Event;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\DisplayStatus;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Event\StatusRules;
use PHPUnit\Framework\TestCase;

final class StatusRulesTest extends TestCase {

	private const UTC = 'UTC';

	public function test_status_follows_the_dates(): void {
		$start = new \DateTimeImmutable( '2031-01-01 10:00', new \DateTimeZone( self::UTC ) );
		$end   = new \DateTimeImmutable( '2031-01-01 12:00', new \DateTimeZone( self::UTC ) );
		$at    = static fn( string $time ) => new \DateTimeImmutable( "2031-01-01 {$time}", new \DateTimeZone( self::UTC ) );

		$this->assertSame( DisplayStatus::Upcoming, StatusRules::status_at( false, $start, $end, $at( '09:59:59' ) ) );
		$this->assertSame( DisplayStatus::Ongoing, StatusRules::status_at( false, $start, $end, $at( '10:00' ) ) );
		$this->assertSame( DisplayStatus::Ongoing, StatusRules::status_at( false, $start, $end, $at( '12:00' ) ) );
		$this->assertSame( DisplayStatus::Expired, StatusRules::status_at( false, $start, $end, $at( '12:00:01' ) ) );
		$this->assertSame( DisplayStatus::Draft, StatusRules::status_at( true, $start, $end, $at( '11:00' ) ) );
	}

	/**
	 * For events near local midnight in UTC+14 and UTC-12, at every moment of a
	 * grid, the filter of the event's status is the only filter that selects it.
	 */
	public function test_filters_agree_with_status_in_utc_plus_14_and_minus_12_around_midnight(): void {
		$events = array(
			EventSchedule::from_fields( '2031-01-02', '23:30', '2031-01-03', '00:30', 'Pacific/Kiritimati' ),
			EventSchedule::from_fields( '2031-01-03', '00:00', '2031-01-03', '00:00', 'Pacific/Kiritimati' ),
			EventSchedule::from_fields( '2031-01-01', '23:30', '2031-01-02', '00:30', 'Etc/GMT+12' ),
			EventSchedule::from_fields( '2031-01-02', '00:00', '2031-01-02', '23:59', 'Etc/GMT+12' ),
		);
		$moment = new \DateTimeImmutable( '2031-01-01 06:00', new \DateTimeZone( self::UTC ) );
		$checks = 0;
		for ( $step = 0; $step < 30 * 4 * 2; $step++ ) {
			$now = $moment->modify( '+' . ( $step * 15 ) . ' minutes' );
			foreach ( $events as $event ) {
				$status = StatusRules::status_at( false, $event->start_utc(), $event->end_utc(), $now );
				foreach ( array( 'ongoing', 'upcoming', 'past' ) as $filter ) {
					$selected = StatusRules::filter_for( $filter, $now )->matches( false, $event->start_utc(), $event->end_utc() );
					$this->assertSame( StatusRules::FILTERS[ $filter ] === $status, $selected, "{$filter} at {$now->format( 'c' )}" );
					++$checks;
				}
			}
		}
		$this->assertGreaterThan( 1000, $checks );
	}

	public function test_draft_and_all_filters(): void {
		$now   = new \DateTimeImmutable( '2031-01-01', new \DateTimeZone( self::UTC ) );
		$start = $now->modify( '+1 day' );

		$this->assertTrue( StatusRules::filter_for( 'draft', $now )->matches( true, $start, $start ) );
		$this->assertFalse( StatusRules::filter_for( 'upcoming', $now )->matches( true, $start, $start ) );
		$this->assertTrue( StatusRules::filter_for( 'all', $now )->matches( true, $start, $start ) );
	}

	public function test_unknown_filter_names_the_status_field(): void {
		$this->expectException( DomainError::class );
		StatusRules::filter_for( 'expired-ish', new \DateTimeImmutable() );
	}
}
