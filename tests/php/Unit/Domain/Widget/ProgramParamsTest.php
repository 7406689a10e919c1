<?php
/**
 * Tests of the programme widgets' parameters (SC-17, SC-10).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Widget;

use Eventsmith\Domain\Widget\ProgramParams;
use PHPUnit\Framework\TestCase;

final class ProgramParamsTest extends TestCase {

	public function test_sc_17_schedule_ids_keep_positive_integers_in_the_order_given_without_repeats(): void {
		$this->assertSame( array( 12, 7 ), ProgramParams::ids( '12, 7,12,x,-3,0, 4.5' ) );
		$this->assertSame( array( 3, 1 ), ProgramParams::ids( array( '3', 1, 'a', null ) ) );
		$this->assertSame( array(), ProgramParams::ids( '' ) );
		$this->assertSame( array(), ProgramParams::ids( null ) );
	}

	public function test_sc_17_at_most_fifty_schedules(): void {
		$this->assertCount( 50, ProgramParams::ids( implode( ',', range( 1, 80 ) ) ) );
	}

	public function test_sc_17_view_and_style_come_from_closed_lists(): void {
		$this->assertSame( 'tab', ProgramParams::choice( 'carousel', ProgramParams::SCHEDULE_VIEWS ) );
		$this->assertSame( 'list', ProgramParams::choice( ' LIST ', ProgramParams::SCHEDULE_VIEWS ) );
		$this->assertSame( 'style-2', ProgramParams::choice( 'style-2', ProgramParams::SCHEDULE_STYLES ) );
		$this->assertSame( 'style-1', ProgramParams::choice( 'style-5', ProgramParams::SCHEDULE_STYLES ) );
		$this->assertSame( 'category', ProgramParams::choice( array(), ProgramParams::TAXONOMIES ) );
	}

	public function test_sc_10_location_limit_defaults_to_5_and_terms_to_20(): void {
		$this->assertSame( 5, ProgramParams::term_limit( null, 'location' ) );
		$this->assertSame( 20, ProgramParams::term_limit( 'many', 'category' ) );
		$this->assertSame( 1, ProgramParams::term_limit( '0', 'tag' ) );
		$this->assertSame( 100, ProgramParams::term_limit( 5000, 'location' ) );
	}

	public function test_numbers_are_clamped(): void {
		$this->assertSame( 50, ProgramParams::number( '999', 5, 1, 50 ) );
		$this->assertSame( 1, ProgramParams::number( -2, 5, 1, 50 ) );
		$this->assertSame( 5, ProgramParams::number( true, 5, 1, 50 ) );
	}
}
