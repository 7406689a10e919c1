<?php
/**
 * Tests of the vendor dashboard's event paths (FE-05).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Access;

use Eventsmith\Domain\Access\VendorDashboardPath;
use PHPUnit\Framework\TestCase;

final class VendorDashboardPathTest extends TestCase {

	public function test_fe_05_create_event_and_vendor_event_paths_under_the_dashboard_count(): void {
		$this->assertTrue( VendorDashboardPath::is_event_path( '/vendor-dashboard/create-event/', '/vendor-dashboard/' ) );
		$this->assertTrue( VendorDashboardPath::is_event_path( '/vendor-dashboard/vendor-event/42/', '/vendor-dashboard/' ) );
		$this->assertTrue( VendorDashboardPath::is_event_path( 'shop/vendor/events/create-event', '/shop/vendor' ), 'deeper below the dashboard, without slashes' );
		$this->assertTrue( VendorDashboardPath::is_event_path( '/Vendor-Dashboard/Create-Event/?x=1', '/vendor-dashboard/' ), 'case and query do not matter' );
	}

	public function test_fe_05_the_dashboard_itself_and_other_paths_do_not(): void {
		$this->assertFalse( VendorDashboardPath::is_event_path( '/vendor-dashboard/', '/vendor-dashboard/' ) );
		$this->assertFalse( VendorDashboardPath::is_event_path( '/vendor-dashboard/settings/', '/vendor-dashboard/' ) );
		$this->assertFalse( VendorDashboardPath::is_event_path( '/blog/create-event/', '/vendor-dashboard/' ), 'not under the dashboard' );
		$this->assertFalse( VendorDashboardPath::is_event_path( '/vendor-dashboard-old/create-event/', '/vendor-dashboard/' ), 'a longer sibling is not the dashboard' );
		$this->assertFalse( VendorDashboardPath::is_event_path( '/vendor-dashboard/create-events/', '/vendor-dashboard/' ), 'whole segments only' );
	}

	public function test_a_link_is_the_dashboard_s_entry_when_it_points_at_the_dashboard_page(): void {
		$this->assertTrue( VendorDashboardPath::is_dashboard( '/vendor-dashboard', '/vendor-dashboard/' ) );
		$this->assertFalse( VendorDashboardPath::is_dashboard( '/vendor-dashboard/create-event/', '/vendor-dashboard/' ) );
		$this->assertFalse( VendorDashboardPath::is_dashboard( '/', '/vendor-dashboard/' ) );
	}
}
