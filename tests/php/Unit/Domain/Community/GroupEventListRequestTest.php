<?php
/**
 * Tests of the community event list's parameters (COM-02..04).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Community;

use Eventsmith\Domain\Community\GroupEventListRequest;
use PHPUnit\Framework\TestCase;

final class GroupEventListRequestTest extends TestCase {

	public function test_com_02_no_parameters_list_all_of_no_group(): void {
		$request = GroupEventListRequest::from_array( array() );

		$this->assertSame( 0, $request->group_id );
		$this->assertSame( 0, $request->category );
		$this->assertSame( '', $request->query );
		$this->assertSame( 'all', $request->status );
		$this->assertFalse( $request->own_profile );
	}

	public function test_com_02_reads_every_parameter_of_the_list_call(): void {
		$request = GroupEventListRequest::from_array(
			array(
				'group_id'                => '7',
				'category'                => '12',
				'query'                   => "  jazz \n night ",
				'status'                  => 'Upcoming',
				'is_current_user_profile' => '1',
			)
		);

		$this->assertSame( 7, $request->group_id );
		$this->assertSame( 12, $request->category );
		$this->assertSame( 'jazz night', $request->query );
		$this->assertSame( 'upcoming', $request->status );
		$this->assertTrue( $request->own_profile );
	}

	public function test_com_03_malformed_categories_and_groups_mean_none(): void {
		foreach ( array( "1 OR 1=1", '-3', array( 4 ), '99999999999', '' ) as $bad ) {
			$request = GroupEventListRequest::from_array(
				array(
					'category' => $bad,
					'group_id' => $bad,
				)
			);
			$this->assertSame( 0, $request->category );
			$this->assertSame( 0, $request->group_id );
		}
	}

	public function test_com_04_search_text_is_cut_to_100_characters(): void {
		$request = GroupEventListRequest::from_array( array( 'query' => str_repeat( 'ä', 150 ) ) );

		$this->assertSame( 100, mb_strlen( $request->query ) );
		$this->assertSame( '', GroupEventListRequest::from_array( array( 'query' => array( 'x' ) ) )->query );
	}

	public function test_com_02_spec_status_names_map_to_the_index_filters(): void {
		$this->assertSame( 'past', GroupEventListRequest::from_array( array( 'status' => 'expire' ) )->index_status() );
		$this->assertSame( 'ongoing', GroupEventListRequest::from_array( array( 'status' => 'ongoing' ) )->index_status() );
		$this->assertSame( 'all', GroupEventListRequest::from_array( array( 'status' => 'draft' ) )->status );
		$this->assertSame( 'all', GroupEventListRequest::from_array( array( 'status' => 'past' ) )->status );
	}

	public function test_com_02_is_current_user_profile_only_for_yes_values(): void {
		foreach ( array( '0', 'false', '', 'no', 0 ) as $no ) {
			$this->assertFalse( GroupEventListRequest::from_array( array( 'is_current_user_profile' => $no ) )->own_profile );
		}
		foreach ( array( '1', 'true', 'yes', true ) as $yes ) {
			$this->assertTrue( GroupEventListRequest::from_array( array( 'is_current_user_profile' => $yes ) )->own_profile );
		}
	}
}
