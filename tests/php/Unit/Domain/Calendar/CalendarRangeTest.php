<?php
/**
 * Tests of the calendar's day range.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Calendar;

use Eventsmith\Domain\Calendar\CalendarRange;
use Eventsmith\Domain\DomainError;
use PHPUnit\Framework\TestCase;

final class CalendarRangeTest extends TestCase {

	public function test_a_month_covers_its_days_from_local_midnight_in_utc(): void {
		$range = CalendarRange::parse( '2026-03-01', '2026-03-31', new \DateTimeZone( 'Europe/Berlin' ) );
		$this->assertSame( 31, $range->days() );
		$this->assertSame( '2026-02-28 23:00', $range->start_utc()->format( 'Y-m-d H:i' ) );
		// Clocks go forward on 29 March: April starts at 22:00 UTC.
		$this->assertSame( '2026-03-31 22:00', $range->end_utc()->format( 'Y-m-d H:i' ) );
	}

	public function test_sixty_two_days_pass_and_sixty_three_are_refused_naming_end(): void {
		$zone = new \DateTimeZone( 'UTC' );
		$this->assertSame( 62, CalendarRange::parse( '2026-01-01', '2026-03-03', $zone )->days() );
		$this->assert_refused( '2026-01-01', '2026-03-04', 'end' );
	}

	public function test_one_day_is_a_range(): void {
		$this->assertSame( 1, CalendarRange::parse( '2026-07-04', '2026-07-04', new \DateTimeZone( 'UTC' ) )->days() );
	}

	/**
	 * @dataProvider bad_input
	 *
	 * @param string $start Start.
	 * @param string $end   End.
	 * @param string $field Field blamed.
	 */
	public function test_bad_input_names_the_field( string $start, string $end, string $field ): void {
		$this->assert_refused( $start, $end, $field );
	}

	/**
	 * @return array<string, array{string, string, string}>
	 */
	public static function bad_input(): array {
		return array(
			'missing start'   => array( '', '2026-01-02', 'start' ),
			'no such day'     => array( '2026-02-30', '2026-03-02', 'start' ),
			'words'           => array( '2026-01-01', 'tomorrow', 'end' ),
			'end before start' => array( '2026-01-10', '2026-01-09', 'end' ),
		);
	}

	/**
	 * Expects parse() to fail blaming a field.
	 *
	 * @param string $start Start.
	 * @param string $end   End.
	 * @param string $field Field.
	 */
	private function assert_refused( string $start, string $end, string $field ): void {
		try {
			CalendarRange::parse( $start, $end, new \DateTimeZone( 'UTC' ) );
			$this->fail( 'The range was accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
			$this->assertSame( 400, $error->http_status() );
		}
	}
}
