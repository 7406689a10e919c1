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
use Eventsmith\Domain\Event\StatusFilter;
use Eventsmith\Domain\Event\StatusRules;
use PHPUnit\Framework\TestCase;

final class StatusRulesTest extends TestCase {

	/**
	 * The filters that select one status each (all selects everything).
	 */
	private const STATUS_FILTERS = array( 'draft', 'ongoing', 'upcoming', 'past' );

	/**
	 * A UTC moment.
	 *
	 * @param string $time Y-m-d H:i[:s[.u]].
	 */
	private static function utc( string $time ): \DateTimeImmutable {
		return new \DateTimeImmutable( $time, new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * Whether an index row passes a filter the way the repository's SQL tests it:
	 * DATETIME columns in UTC compared with the moments formatted 'Y-m-d H:i:s'.
	 *
	 * @param StatusFilter       $filter    The filter.
	 * @param bool               $is_draft  Row's is_draft.
	 * @param \DateTimeImmutable $start_utc Row's start_utc.
	 * @param \DateTimeImmutable $end_utc   Row's end_utc.
	 */
	private static function sql_matches( StatusFilter $filter, bool $is_draft, \DateTimeImmutable $start_utc, \DateTimeImmutable $end_utc ): bool {
		$column = static fn( \DateTimeImmutable $moment ): string => $moment->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
		$value  = static fn( \DateTimeImmutable $moment ): string => $moment->format( 'Y-m-d H:i:s' );
		$start  = $column( $start_utc );
		$end    = $column( $end_utc );
		return ( null === $filter->is_draft || $filter->is_draft === $is_draft )
			&& ( null === $filter->start_before || $start <= $value( $filter->start_before ) )
			&& ( null === $filter->start_after || $start > $value( $filter->start_after ) )
			&& ( null === $filter->end_before || $end < $value( $filter->end_before ) )
			&& ( null === $filter->end_after || $end >= $value( $filter->end_after ) );
	}

	/**
	 * Asserts that exactly the filter of the event's status selects it, both in PHP and as SQL would.
	 *
	 * @param bool               $is_draft  Draft flag.
	 * @param \DateTimeImmutable $start_utc Start.
	 * @param \DateTimeImmutable $end_utc   End.
	 * @param \DateTimeImmutable $now       Moment.
	 * @return DisplayStatus The status at that moment.
	 */
	private function assert_filters_agree( bool $is_draft, \DateTimeImmutable $start_utc, \DateTimeImmutable $end_utc, \DateTimeImmutable $now ): DisplayStatus {
		$status = StatusRules::status_at( $is_draft, $start_utc, $end_utc, $now );
		$where  = sprintf( '%s–%s draft=%d at %s', $start_utc->format( 'c' ), $end_utc->format( 'c' ), (int) $is_draft, $now->format( 'Y-m-d\TH:i:s.uP' ) );
		foreach ( self::STATUS_FILTERS as $value ) {
			$filter = StatusRules::filter_for( $value, $now );
			$wanted = StatusRules::FILTERS[ $value ] === $status;
			$this->assertSame( $wanted, $filter->matches( $is_draft, $start_utc, $end_utc ), "{$value}: {$where}" );
			$this->assertSame( $wanted, self::sql_matches( $filter, $is_draft, $start_utc, $end_utc ), "SQL {$value}: {$where}" );
		}
		$this->assertTrue( StatusRules::filter_for( 'all', $now )->matches( $is_draft, $start_utc, $end_utc ) );
		return $status;
	}

	public function test_adm_evl_19_to_21_status_follows_the_dates_with_inclusive_bounds(): void {
		$start = self::utc( '2031-01-01 10:00' );
		$end   = self::utc( '2031-01-01 12:00' );

		$this->assertSame( DisplayStatus::Upcoming, StatusRules::status_at( false, $start, $end, self::utc( '2031-01-01 09:59:59' ) ) );
		$this->assertSame( DisplayStatus::Ongoing, StatusRules::status_at( false, $start, $end, self::utc( '2031-01-01 10:00' ) ) );
		$this->assertSame( DisplayStatus::Ongoing, StatusRules::status_at( false, $start, $end, self::utc( '2031-01-01 12:00' ) ) );
		$this->assertSame( DisplayStatus::Expired, StatusRules::status_at( false, $start, $end, self::utc( '2031-01-01 12:00:01' ) ) );
	}

	public function test_adm_evl_18_draft_whatever_the_dates(): void {
		$start = self::utc( '2001-01-01 10:00' );

		foreach ( array( '2000-01-01', '2001-01-01 10:30', '2031-01-01' ) as $now ) {
			$this->assertSame( DisplayStatus::Draft, StatusRules::status_at( true, $start, $start->modify( '+1 hour' ), self::utc( $now ) ) );
		}
	}

	public function test_adm_evl_22_status_uses_the_events_timezone(): void {
		// Ended an hour ago in Tokyo, while the same wall-clock time read as UTC is still ahead.
		$now   = self::utc( '2031-06-01 12:00' );
		$event = EventSchedule::from_fields( '2031-06-01', '19:00', '2031-06-01', '20:00', 'Asia/Tokyo' );

		$this->assertSame( DisplayStatus::Expired, StatusRules::status_at( false, $event->start_utc(), $event->end_utc(), $now ) );
		$this->assertSame( DisplayStatus::Expired, $this->assert_filters_agree( false, $event->start_utc(), $event->end_utc(), $now ) );
	}

	public function test_now_may_be_given_in_any_timezone(): void {
		$start = self::utc( '2031-01-01 10:00' );
		$now   = new \DateTimeImmutable( '2031-01-02 00:00', new \DateTimeZone( 'Pacific/Kiritimati' ) );

		$this->assertSame( DisplayStatus::Ongoing, $this->assert_filters_agree( false, $start, $start, $now ) );
		$this->assertSame( 'UTC', StatusRules::filter_for( 'ongoing', $now )->start_before?->getTimezone()->getName() );
		$this->assertSame( '2031-01-01 10:00:00', StatusRules::filter_for( 'ongoing', $now )->start_before?->format( 'Y-m-d H:i:s' ) );
	}

	public function test_fractions_of_a_second_do_not_split_filter_and_status(): void {
		$start = self::utc( '2031-01-01 10:00' );
		$end   = self::utc( '2031-01-01 12:00' );

		$this->assertSame( DisplayStatus::Ongoing, $this->assert_filters_agree( false, $start, $end, self::utc( '2031-01-01 12:00:00.999999' ) ) );
		$this->assertSame( DisplayStatus::Ongoing, $this->assert_filters_agree( false, $start, $end, self::utc( '2031-01-01 10:00:00.5' ) ) );
		$this->assertSame( DisplayStatus::Upcoming, $this->assert_filters_agree( false, $start, $end, self::utc( '2031-01-01 09:59:59.999' ) ) );
		$this->assertSame( DisplayStatus::Expired, $this->assert_filters_agree( false, $start, $end, self::utc( '2031-01-01 12:00:01.001' ) ) );
	}

	/**
	 * ADM-EVL-22 / ADM-API-03: events near local midnight in UTC+14 and UTC-12,
	 * published and draft; at every moment of a 15-minute grid (plus the
	 * seconds either side of every start and end) the filter of the event's
	 * status is the only filter that selects it, in PHP and as SQL.
	 */
	public function test_adm_api_03_filters_agree_with_status_in_utc_plus_14_and_minus_12_around_midnight(): void {
		$events = array(
			EventSchedule::from_fields( '2031-01-02', '23:30', '2031-01-03', '00:30', 'Pacific/Kiritimati' ),
			EventSchedule::from_fields( '2031-01-03', '00:00', '2031-01-03', '00:00', 'Pacific/Kiritimati' ),
			EventSchedule::from_fields( '2031-01-02', '', '', '', 'Pacific/Kiritimati' ),
			EventSchedule::from_fields( '2031-01-01', '23:30', '2031-01-02', '00:30', 'Etc/GMT+12' ),
			EventSchedule::from_fields( '2031-01-02', '00:00', '2031-01-02', '23:59', 'Etc/GMT+12' ),
			EventSchedule::from_fields( '2031-01-01', '23:59:59', '2031-01-02', '00:00:01', 'Etc/GMT+12' ),
		);
		$moments = array();
		for ( $step = 0; $step <= 4 * 24 * 4; $step++ ) {
			$moments[] = self::utc( '2031-01-01 00:00' )->modify( '+' . ( $step * 15 ) . ' minutes' );
		}
		foreach ( $events as $event ) {
			foreach ( array( $event->start_utc(), $event->end_utc() ) as $edge ) {
				array_push( $moments, $edge->modify( '-1 second' ), $edge, $edge->modify( '+1 second' ) );
			}
		}

		foreach ( $events as $event ) {
			$seen = array();
			foreach ( $moments as $now ) {
				foreach ( array( false, true ) as $is_draft ) {
					$seen[ $this->assert_filters_agree( $is_draft, $event->start_utc(), $event->end_utc(), $now )->value ] = true;
				}
			}
			ksort( $seen );
			$this->assertSame( array( 'draft', 'expired', 'ongoing', 'upcoming' ), array_keys( $seen ), $event->start_date() . ' ' . $event->timezone() );
		}
	}

	public function test_filters_agree_with_status_for_any_moments_even_an_end_before_the_start(): void {
		mt_srand( 5545 );
		$base = self::utc( '2031-01-01 00:00' );
		for ( $i = 0; $i < 2000; $i++ ) {
			$start = $base->modify( '+' . mt_rand( 0, 600 ) . ' seconds' );
			$end   = $base->modify( '+' . mt_rand( 0, 600 ) . ' seconds' );
			$now   = $base->modify( '+' . mt_rand( 0, 600 ) . ' seconds' );
			$this->assert_filters_agree( 0 === $i % 5, $start, $end, $now );
		}
	}

	public function test_filter_conditions_are_plain_utc_bounds(): void {
		$now = self::utc( '2031-01-01 10:00:00' );

		$this->assertEquals( new StatusFilter(), StatusRules::filter_for( 'all', $now ) );
		$this->assertEquals( new StatusFilter( true ), StatusRules::filter_for( 'draft', $now ) );
		$this->assertEquals( new StatusFilter( false, null, $now ), StatusRules::filter_for( 'upcoming', $now ) );
		$this->assertEquals( new StatusFilter( false, $now, null, null, $now ), StatusRules::filter_for( 'ongoing', $now ) );
		$this->assertEquals( new StatusFilter( false, $now, null, $now ), StatusRules::filter_for( 'past', $now ) );
	}

	public function test_adm_evl_02_filter_values_and_labels(): void {
		$this->assertSame( array( 'all', 'draft', 'ongoing', 'upcoming', 'past' ), array_keys( StatusRules::FILTERS ) );
		$this->assertSame( DisplayStatus::Expired, StatusRules::FILTERS['past'] );
		$this->assertSame( 'Expired', StatusRules::FILTERS['past']->label() );
	}

	public function test_adm_evl_17_status_values_and_labels(): void {
		$this->assertSame( array( 'draft', 'ongoing', 'upcoming', 'expired' ), array_map( static fn( DisplayStatus $s ): string => $s->value, DisplayStatus::cases() ) );
		$this->assertSame( array( 'Draft', 'Ongoing', 'Upcoming', 'Expired' ), array_map( static fn( DisplayStatus $s ): string => $s->label(), DisplayStatus::cases() ) );
	}

	/**
	 * @dataProvider unknown_filters
	 *
	 * @param string $value Filter value.
	 */
	public function test_unknown_filter_names_the_status_field( string $value ): void {
		try {
			StatusRules::filter_for( $value, self::utc( '2031-01-01' ) );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'status', $error->field );
			$this->assertSame( DomainError::INVALID, $error->kind );
			$this->assertStringContainsString( 'status must be one of: all, draft, ongoing, upcoming, past', $error->getMessage() );
		}
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function unknown_filters(): array {
		return array(
			'expired (the status, not the filter)' => array( 'expired' ),
			'upper case'                           => array( 'Past' ),
			'empty'                                => array( '' ),
			'typo'                                 => array( 'upcomming' ),
		);
	}
}
