<?php
/**
 * Tests of schedule dates (checklist ADM-API-08, ADM-SCHL-04).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Schedule;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Schedule\ScheduleDate;
use PHPUnit\Framework\TestCase;

final class ScheduleDateTest extends TestCase {

	public function test_accepts_a_real_day(): void {
		$this->assertSame( '2028-02-29', ScheduleDate::parse( ' 2028-02-29 ' ) );
	}

	/**
	 * @dataProvider bad_dates
	 *
	 * @param mixed  $date Input.
	 * @param string $code Expected error code.
	 */
	public function test_refuses_missing_or_impossible_dates_naming_date( mixed $date, string $code ): void {
		try {
			ScheduleDate::parse( $date );
			$this->fail( 'A bad date was accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'date', $error->field );
			$this->assertSame( $code, $error->error_code );
		}
	}

	/**
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function bad_dates(): array {
		return array(
			'missing'         => array( '', 'eventsmith_date_required' ),
			'not text'        => array( 20260101, 'eventsmith_date_required' ),
			'day month order' => array( '14/09/2026', 'eventsmith_invalid_date' ),
			'no such day'     => array( '2026-02-30', 'eventsmith_invalid_date' ),
			'with a time'     => array( '2026-09-14 10:00', 'eventsmith_invalid_date' ),
		);
	}

	public function test_a_year_spans_its_first_to_last_day(): void {
		$this->assertSame( array( '2026-01-01', '2026-12-31' ), ScheduleDate::year_range( 2026 ) );
	}
}
