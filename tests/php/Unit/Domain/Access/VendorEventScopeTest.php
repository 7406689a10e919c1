<?php
/**
 * Tests of who may create, edit and delete which events through the vendor
 * event form (FE-01), and the status a save ends in.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Access;

use Eventsmith\Domain\Access\VendorEventScope;
use PHPUnit\Framework\TestCase;

final class VendorEventScopeTest extends TestCase {

	public function test_fe_01_a_vendor_may_edit_only_their_own_events(): void {
		$vendor_a = VendorEventScope::for_user( 7, true, false );

		$this->assertTrue( $vendor_a->allows_any() );
		$this->assertTrue( $vendor_a->may_edit( 7, 0 ) );
		$this->assertFalse( $vendor_a->may_edit( 8, 0 ), 'vendor A may not edit vendor B\'s event' );
		$this->assertFalse( $vendor_a->may_edit( 0, 0 ), 'nor an event without author' );
	}

	public function test_vendor_b_may_not_edit_vendor_a_s_event_either(): void {
		$vendor_b = VendorEventScope::for_user( 8, true, false );

		$this->assertFalse( $vendor_b->may_edit( 7, 0 ) );
		$this->assertTrue( $vendor_b->may_edit( 8, 0 ) );
	}

	public function test_an_occurrence_is_changed_through_its_series_only(): void {
		$this->assertFalse( VendorEventScope::for_user( 7, true, false )->may_edit( 7, 42 ) );
	}

	public function test_users_who_are_not_vendors_may_not_use_the_form(): void {
		$subscriber = VendorEventScope::for_user( 9, false, false );

		$this->assertFalse( $subscriber->allows_any() );
		$this->assertFalse( $subscriber->may_edit( 9, 0 ), 'not even their own posts' );
	}

	public function test_visitors_may_not_use_the_form(): void {
		$visitor = VendorEventScope::for_user( 0, true, true );

		$this->assertFalse( $visitor->allows_any() );
		$this->assertFalse( $visitor->may_edit( 0, 0 ) );
	}

	public function test_staff_who_manage_events_use_it_for_their_own_events_only(): void {
		$staff = VendorEventScope::for_user( 3, false, true );

		$this->assertTrue( $staff->allows_any() );
		$this->assertTrue( $staff->may_edit( 3, 0 ) );
		$this->assertFalse( $staff->may_edit( 7, 0 ), 'the dashboard is where staff edit other people\'s events' );
	}

	public function test_a_vendor_s_new_event_waits_for_review(): void {
		$this->assertSame( 'pending', VendorEventScope::for_user( 7, true, false )->default_status( '' ) );
	}

	public function test_a_vendor_s_edit_keeps_a_published_event_published_and_others_in_review(): void {
		$vendor = VendorEventScope::for_user( 7, true, false );

		$this->assertSame( 'publish', $vendor->default_status( 'publish' ) );
		$this->assertSame( 'publish', $vendor->default_status( 'future' ) );
		$this->assertSame( 'pending', $vendor->default_status( 'pending' ) );
		$this->assertSame( 'pending', $vendor->default_status( 'draft' ), 'a vendor never publishes a draft' );
	}

	public function test_staff_publish_new_events_and_keep_their_drafts(): void {
		$staff = VendorEventScope::for_user( 3, true, true );

		$this->assertSame( 'publish', $staff->default_status( '' ) );
		$this->assertSame( 'draft', $staff->default_status( 'draft' ) );
		$this->assertSame( 'publish', $staff->default_status( 'publish' ) );
	}

	public function test_the_site_s_filter_may_answer_only_pending_publish_or_draft(): void {
		$this->assertSame( 'publish', VendorEventScope::clamp_status( 'publish' ) );
		$this->assertSame( 'draft', VendorEventScope::clamp_status( 'draft' ) );
		$this->assertSame( 'pending', VendorEventScope::clamp_status( 'private' ) );
		$this->assertSame( 'pending', VendorEventScope::clamp_status( 'future' ) );
		$this->assertSame( 'pending', VendorEventScope::clamp_status( null ) );
		$this->assertSame( 'pending', VendorEventScope::clamp_status( true ) );
	}
}
