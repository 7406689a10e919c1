<?php
/**
 * Tests of the permission catalogue.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Access;

use Eventsmith\Domain\Access\Permission;
use PHPUnit\Framework\TestCase;

final class PermissionTest extends TestCase {

	public function test_capabilities_use_the_plugin_prefix_and_cover_the_spec_keys(): void {
		$capabilities = Permission::capabilities();

		foreach ( array( 'event', 'organizer', 'schedule', 'attendee', 'order', 'qr_scan' ) as $key ) {
			$this->assertContains( 'eventsmith_manage_' . $key, $capabilities );
		}
		$this->assertCount( count( array_unique( $capabilities ) ), $capabilities );
	}

	public function test_dashboard_fallback_order_is_events_then_speakers_then_schedules(): void {
		$order = Permission::dashboard();

		$this->assertSame(
			array( Permission::ManageEvent, Permission::ManageOrganizer, Permission::ManageSchedule ),
			array_slice( $order, 0, 3 )
		);
	}
}
