<?php
/**
 * Tests of the countdown rules (checklist CD-03, CD-04, CD-05, CD-06, CD-07).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Countdown;

use Eventsmith\Domain\Countdown\Countdown;
use Eventsmith\Domain\DomainError;
use PHPUnit\Framework\TestCase;

final class CountdownTest extends TestCase {

	public function test_reads_the_documented_format_as_wall_time_at_utc(): void {
		$countdown = Countdown::to( '12/24/2012 12:00:00' );

		$this->assertSame( gmmktime( 12, 0, 0, 12, 24, 2012 ), $countdown->ends_at );
	}

	public function test_reads_iso_dates_too(): void {
		$this->assertSame( gmmktime( 18, 30, 0, 1, 2, 2027 ), Countdown::to( '2027-01-02T18:30:00' )->ends_at );
		$this->assertSame( gmmktime( 18, 30, 0, 1, 2, 2027 ), Countdown::to( '2027-01-02 18:30' )->ends_at );
	}

	public function test_cd_04_offset_shifts_the_end_by_that_many_hours(): void {
		$at_utc   = Countdown::to( '12/24/2026 12:00:00', 0 );
		$at_plus2 = Countdown::to( '12/24/2026 12:00:00', 2 );
		$at_half  = Countdown::to( '12/24/2026 12:00:00', -5.5 );

		$this->assertSame( 2 * 3600, $at_utc->ends_at - $at_plus2->ends_at );
		$this->assertSame( -5 * 3600 - 1800, $at_utc->ends_at - $at_half->ends_at );
	}

	public function test_splits_the_time_left_into_units(): void {
		$countdown = Countdown::to( '12/24/2026 12:00:00' );
		$now       = $countdown->ends_at - ( 2 * 86400 + 3 * 3600 + 4 * 60 + 5 );

		$this->assertSame(
			array(
				'days'     => 2,
				'hours'    => 3,
				'minutes'  => 4,
				'seconds'  => 5,
				'finished' => false,
			),
			$countdown->remaining_at( $now )
		);
	}

	public function test_cd_05_stops_at_zero_once_past(): void {
		$countdown = Countdown::to( '12/24/2012 12:00:00' );

		$left = $countdown->remaining_at( $countdown->ends_at + 3600 );

		$this->assertSame( 0, $left['days'] + $left['hours'] + $left['minutes'] + $left['seconds'] );
		$this->assertTrue( $left['finished'] );
	}

	public function test_cd_06_a_missing_date_is_an_error(): void {
		$this->expectException( DomainError::class );
		$this->expectExceptionMessage( 'Date is not defined.' );

		Countdown::to( '   ' );
	}

	/**
	 * @dataProvider unreadable_dates
	 */
	public function test_cd_07_an_unreadable_date_is_an_error( string $date ): void {
		try {
			Countdown::to( $date );
			$this->fail( "'{$date}' was accepted." );
		} catch ( DomainError $error ) {
			$this->assertSame( 'Incorrect date format, it should look like this, 12/24/2012 12:00:00.', $error->getMessage() );
			$this->assertSame( 'date', $error->field );
		}
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function unreadable_dates(): array {
		return array(
			'letters'          => array( 'abc' ),
			'impossible month' => array( '13/01/2026 10:00:00' ),
			'impossible day'   => array( '02/30/2026 10:00:00' ),
			'no time'          => array( '12/24/2026' ),
			'trailing text'    => array( '12/24/2026 10:00:00 tomorrow' ),
		);
	}
}
