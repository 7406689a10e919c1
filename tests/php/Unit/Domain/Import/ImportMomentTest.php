<?php
/**
 * Tests of imported moments (issue 35.1).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportMoment;
use PHPUnit\Framework\TestCase;

final class ImportMomentTest extends TestCase {

	public function test_iso_moments_are_stored_in_utc_35_1(): void {
		$this->assertSame( '2027-03-02 17:05:00', ImportMoment::stored( '2027-03-02T17:05:00Z', 'x' ) );
		$this->assertSame( '2027-03-02 16:05:00', ImportMoment::stored( '2027-03-02T17:05:00+01:00', 'x' ) );
		$this->assertSame( '2027-03-02 17:05:00', ImportMoment::stored( '2027-03-02 17:05:00', 'x' ) );
		$this->assertNull( ImportMoment::stored( null, 'x' ) );
		$this->assertNull( ImportMoment::stored( '', 'x' ) );
		$this->assertSame( array( '2027-01-01 09:00:00', '2027-01-02 09:00:00' ), ImportMoment::list( array( '2027-01-02T09:00:00Z', '2027-01-01T09:00:00Z', '2027-01-02T09:00:00Z' ), 'checkins' ) );
	}

	public function test_a_moment_that_is_not_one_names_its_field_35_1(): void {
		foreach ( array( 'tomorrow', '2027-13-45T99:00:00Z', 12 ) as $bad ) {
			try {
				ImportMoment::stored( $bad, 'sale_start' );
				$this->fail( (string) $bad );
			} catch ( DomainError $error ) {
				$this->assertSame( 'sale_start', $error->field );
			}
		}
		$this->expectException( DomainError::class );
		ImportMoment::list( array( 'x' ), 'checkins' );
	}
}
