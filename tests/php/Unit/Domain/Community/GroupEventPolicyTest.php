<?php
/**
 * Tests of who may see, create and assign a group's events (COM-01, COM-06).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Community;

use Eventsmith\Domain\Community\GroupEventPolicy;
use Eventsmith\Domain\Community\GroupRole;
use PHPUnit\Framework\TestCase;

final class GroupEventPolicyTest extends TestCase {

	private function admin(): GroupRole {
		return new GroupRole( is_admin: true, is_member: true );
	}

	private function mod(): GroupRole {
		return new GroupRole( is_mod: true, is_member: true );
	}

	private function member(): GroupRole {
		return new GroupRole( is_member: true );
	}

	public function test_com_02_public_lists_are_open_private_ones_only_to_members(): void {
		$outsider = new GroupEventPolicy( GroupRole::outsider() );
		$this->assertTrue( $outsider->can_view( 'public' ) );
		$this->assertFalse( $outsider->can_view( 'private' ) );
		$this->assertFalse( $outsider->can_view( 'hidden' ) );
		$this->assertTrue( ( new GroupEventPolicy( $this->member() ) )->can_view( 'hidden' ) );
		$this->assertTrue( ( new GroupEventPolicy( GroupRole::outsider(), true ) )->can_view( 'private' ) );
	}

	public function test_com_02_drafts_only_to_the_groups_admins_and_moderators(): void {
		$this->assertTrue( ( new GroupEventPolicy( $this->admin() ) )->sees_drafts() );
		$this->assertTrue( ( new GroupEventPolicy( $this->mod() ) )->sees_drafts() );
		$this->assertFalse( ( new GroupEventPolicy( $this->member() ) )->sees_drafts() );
		$this->assertFalse( ( new GroupEventPolicy( GroupRole::outsider() ) )->sees_drafts() );
	}

	public function test_com_01_admins_and_moderators_create_drafts_event_managers_publish(): void {
		$admin = new GroupEventPolicy( $this->admin() );
		$this->assertTrue( $admin->can_create() );
		$this->assertSame( 'draft', $admin->created_status() );
		$this->assertTrue( ( new GroupEventPolicy( $this->mod() ) )->can_create() );
		$this->assertFalse( ( new GroupEventPolicy( $this->member() ) )->can_create() );
		$this->assertFalse( ( new GroupEventPolicy( GroupRole::outsider() ) )->can_create() );
		$manager = new GroupEventPolicy( $this->admin(), true );
		$this->assertSame( 'publish', $manager->created_status() );
	}

	public function test_com_06_admins_assign_published_events_and_drafts_they_may_edit(): void {
		$admin = new GroupEventPolicy( $this->admin() );
		$this->assertTrue( $admin->can_assign( false, true ) );
		$this->assertTrue( $admin->can_assign( true, false ) );
		$this->assertFalse( $admin->can_assign( false, false ) );
	}

	public function test_com_06_members_assign_only_events_they_may_edit(): void {
		$member = new GroupEventPolicy( $this->member() );
		$this->assertTrue( $member->can_assign_any() );
		$this->assertTrue( $member->can_assign( true, true ) );
		$this->assertFalse( $member->can_assign( false, true ) );
	}

	public function test_com_06_outsiders_cannot_assign_even_their_own_events(): void {
		$outsider = new GroupEventPolicy( GroupRole::outsider() );
		$this->assertFalse( $outsider->can_assign_any() );
		$this->assertFalse( $outsider->can_assign( true, true ) );
		$this->assertTrue( ( new GroupEventPolicy( GroupRole::outsider(), true ) )->can_assign( false, false ) );
	}

	public function test_group_role_admins_and_moderators_belong_and_manage(): void {
		$this->assertTrue( ( new GroupRole( is_admin: true ) )->belongs() );
		$this->assertTrue( ( new GroupRole( is_mod: true ) )->manages() );
		$this->assertFalse( $this->member()->manages() );
		$this->assertFalse( GroupRole::outsider()->belongs() );
	}
}
