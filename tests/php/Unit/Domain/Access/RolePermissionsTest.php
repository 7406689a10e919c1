<?php
/**
 * Tests of the role permission rules.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Access;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Access\RolePermissions;
use Eventsmith\Domain\DomainError;
use PHPUnit\Framework\TestCase;

final class RolePermissionsTest extends TestCase {

	public function test_known_keys_are_kept_once_each(): void {
		$permissions = RolePermissions::for_role( 'editor', array( 'eventsmith_manage_event', 'eventsmith_manage_event', 'eventsmith_manage_qr_scan' ) );

		$this->assertSame( array( Permission::ManageEvent, Permission::ManageQrScan ), $permissions );
	}

	public function test_acl_07_an_empty_list_is_refused_naming_permissions(): void {
		try {
			RolePermissions::for_role( 'editor', array() );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'permissions', $error->field );
			$this->assertSame( DomainError::INVALID, $error->kind );
			$this->assertSame( 'eventsmith_permissions_required', $error->error_code );
			$this->assertSame( 'Please select at least one permission!', $error->getMessage() );
		}
	}

	public function test_unknown_keys_are_refused_naming_permissions(): void {
		try {
			RolePermissions::for_role( 'editor', array( 'etn_manage_event' ) );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'permissions', $error->field );
			$this->assertStringContainsString( 'etn_manage_event', $error->getMessage() );
		}
	}

	public function test_acl_administrators_cannot_lose_permissions(): void {
		$this->expectException( DomainError::class );
		RolePermissions::for_role( 'administrator', array( 'eventsmith_manage_event' ) );
	}

	public function test_acl_administrators_cannot_lose_permissions_the_error_names_the_role(): void {
		try {
			RolePermissions::for_role( 'administrator', array() );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'role', $error->field );
			$this->assertSame( DomainError::INVALID, $error->kind );
			$this->assertSame( 'eventsmith_administrator_locked', $error->error_code );
		}
	}

	public function test_a_list_is_required(): void {
		try {
			RolePermissions::for_role( 'editor', 'eventsmith_manage_event' );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'permissions', $error->field );
		}
	}

	public function test_non_string_keys_are_refused(): void {
		$this->expectException( DomainError::class );
		RolePermissions::for_role( 'editor', array( 7 ) );
	}

	public function test_removing_a_role_entry_leaves_it_no_permissions(): void {
		$this->assertSame( array(), RolePermissions::for_removal( 'editor' ) );
	}

	public function test_acl_12_the_administrator_entry_cannot_be_removed(): void {
		try {
			RolePermissions::for_removal( 'administrator' );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'Administrators always keep every permission.', $error->getMessage() );
			$this->assertSame( 'eventsmith_administrator_locked', $error->error_code );
		}
	}

	public function test_administrators_may_be_given_everything(): void {
		$this->assertCount( count( Permission::cases() ), RolePermissions::for_role( 'administrator', Permission::capabilities() ) );
	}
}
