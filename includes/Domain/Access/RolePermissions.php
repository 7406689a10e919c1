<?php
/**
 * Rules for giving permissions to roles.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Access;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Which permission lists a role may be given.
 */
final class RolePermissions {

	public const ADMINISTRATOR = 'administrator';

	/**
	 * The permissions to give a role: known keys only, each once.
	 *
	 * @param string $role Role key.
	 * @param mixed  $keys Requested permission keys.
	 * @return list<Permission>
	 * @throws DomainError Naming `permissions` for unknown keys or an empty list (clearing a role is
	 *                     `for_removal()`), or naming `role` when administrators would lose any.
	 */
	public static function for_role( string $role, mixed $keys ): array {
		if ( ! is_array( $keys ) ) {
			throw DomainError::invalid( 'permissions', __( 'permissions must be a list of permission keys.', 'eventsmith' ) );
		}
		$permissions = array();
		foreach ( $keys as $key ) {
			$permission = is_string( $key ) ? Permission::tryFrom( $key ) : null;
			if ( null === $permission ) {
				/* translators: %s: the unknown key. */
				throw DomainError::invalid( 'permissions', sprintf( __( '"%s" is not a permission.', 'eventsmith' ), is_scalar( $key ) ? (string) $key : gettype( $key ) ), 'eventsmith_unknown_permission' );
			}
			$permissions[ $permission->value ] = $permission;
		}
		if ( self::ADMINISTRATOR === $role && count( $permissions ) < count( Permission::cases() ) ) {
			throw self::administrators_keep_access();
		}
		if ( array() === $permissions ) {
			throw DomainError::invalid( 'permissions', __( 'Please select at least one permission!', 'eventsmith' ), 'eventsmith_permissions_required' );
		}
		return array_values( $permissions );
	}

	/**
	 * The permissions a role keeps when its Manage Access entry is deleted: none.
	 *
	 * @param string $role Role key.
	 * @return list<Permission>
	 * @throws DomainError For administrators, who always keep every permission.
	 */
	public static function for_removal( string $role ): array {
		if ( self::ADMINISTRATOR === $role ) {
			throw self::administrators_keep_access();
		}
		return array();
	}

	/**
	 * The error when someone tries to take permissions from administrators.
	 */
	public static function administrators_keep_access(): DomainError {
		return DomainError::invalid( 'role', __( 'Administrators always keep every permission.', 'eventsmith' ), 'eventsmith_administrator_locked' );
	}
}
