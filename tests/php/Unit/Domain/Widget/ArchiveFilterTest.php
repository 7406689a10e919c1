<?php
/**
 * Tests of the events archive's filter arguments (FE-04).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Widget;

use Eventsmith\Domain\Widget\ArchiveFilter;
use PHPUnit\Framework\TestCase;

final class ArchiveFilterTest extends TestCase {

	public function test_fe_04_no_arguments_means_no_filter(): void {
		$filter = ArchiveFilter::from_array( array() );

		$this->assertFalse( $filter->is_active() );
		$this->assertSame( '', $filter->search );
		$this->assertNull( $filter->category );
		$this->assertSame( '', $filter->status );
	}

	public function test_fe_04_reads_search_category_status_and_location(): void {
		$filter = ArchiveFilter::from_array(
			array(
				'search'   => "  jazz \n night ",
				'category' => 'Music',
				'status'   => 'Ongoing',
				'location' => ' Alexanderplatz 1,  Berlin ',
			)
		);

		$this->assertTrue( $filter->is_active() );
		$this->assertSame( 'jazz night', $filter->search );
		$this->assertSame( 'music', $filter->category );
		$this->assertSame( 'ongoing', $filter->status );
		$this->assertSame( 'Alexanderplatz 1, Berlin', $filter->location );
	}

	public function test_fe_04_category_ids_become_integers_and_bad_values_are_dropped(): void {
		$this->assertSame( 14, ArchiveFilter::from_array( array( 'category' => '14' ) )->category );
		$this->assertNull( ArchiveFilter::from_array( array( 'category' => "x' OR 1=1" ) )->category );
		$this->assertNull( ArchiveFilter::from_array( array( 'category' => '0' ) )->category );
		$this->assertNull( ArchiveFilter::from_array( array( 'category' => array( 'a' ) ) )->category );
	}

	public function test_fe_04_only_upcoming_ongoing_and_expire_are_statuses(): void {
		$this->assertSame( 'expire', ArchiveFilter::from_array( array( 'status' => 'expire' ) )->status );
		$this->assertSame( '', ArchiveFilter::from_array( array( 'status' => 'draft' ) )->status );
		$this->assertSame( '', ArchiveFilter::from_array( array( 'status' => 'all' ) )->status );
	}

	public function test_texts_are_cut_to_200_characters(): void {
		$this->assertSame( 200, strlen( ArchiveFilter::from_array( array( 'search' => str_repeat( 'a', 500 ) ) )->search ) );
	}
}
