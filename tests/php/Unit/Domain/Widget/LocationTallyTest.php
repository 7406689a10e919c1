<?php
/**
 * Tests of the distinct event places (SC-10 location list).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Widget;

use Eventsmith\Domain\Widget\LocationTally;
use PHPUnit\Framework\TestCase;

final class LocationTallyTest extends TestCase {

	public function test_sc_10_same_place_counts_once_whatever_its_case_or_spacing(): void {
		$places = LocationTally::places( array( 'Hall A, Berlin', 'hall a,  berlin', '', 'Dock 3, Hamburg', 'Hall A, Berlin' ), 5 );

		$this->assertSame(
			array(
				array(
					'name'  => 'Hall A, Berlin',
					'count' => 3,
				),
				array(
					'name'  => 'Dock 3, Hamburg',
					'count' => 1,
				),
			),
			$places
		);
	}

	public function test_sc_10_at_most_limit_places_in_the_order_first_seen(): void {
		$places = LocationTally::places( array( 'A', 'B', 'C', 'D', 'E', 'F', 'G' ), 5 );

		$this->assertSame( array( 'A', 'B', 'C', 'D', 'E' ), array_column( $places, 'name' ) );
		$this->assertCount( 1, LocationTally::places( array( 'A', 'B' ), 0 ) );
	}
}
