<?php
/**
 * Tests of who sees which events' attendees (FE-02, FE-03).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Access;

use Eventsmith\Domain\Access\AttendeeScope;
use PHPUnit\Framework\TestCase;

final class AttendeeScopeTest extends TestCase {

	public function test_fe_03_attendee_managers_see_every_event(): void {
		$scope = AttendeeScope::for_user( 5, true, false );

		$this->assertTrue( $scope->allows_any() );
		$this->assertFalse( $scope->is_vendor_only() );
		$this->assertTrue( $scope->covers( 5 ) );
		$this->assertTrue( $scope->covers( 9 ) );
	}

	public function test_fe_02_a_vendor_sees_only_their_own_events_even_without_the_attendee_permission(): void {
		$scope = AttendeeScope::for_user( 7, false, true );

		$this->assertTrue( $scope->allows_any() );
		$this->assertTrue( $scope->is_vendor_only() );
		$this->assertSame( 7, $scope->author_id );
		$this->assertTrue( $scope->covers( 7 ) );
		$this->assertFalse( $scope->covers( 8 ) );
		$this->assertFalse( $scope->covers( 0 ) );
	}

	public function test_a_vendor_who_also_manages_attendees_sees_everything(): void {
		$scope = AttendeeScope::for_user( 7, true, true );

		$this->assertFalse( $scope->is_vendor_only() );
		$this->assertTrue( $scope->covers( 8 ) );
	}

	public function test_other_users_and_visitors_see_nothing(): void {
		foreach ( array( AttendeeScope::for_user( 3, false, false ), AttendeeScope::for_user( 0, true, true ) ) as $scope ) {
			$this->assertFalse( $scope->allows_any() );
			$this->assertFalse( $scope->covers( 0 ) );
			$this->assertFalse( $scope->covers( 3 ) );
		}
	}
}
