<?php
/**
 * Grants and removes Eventsmith capabilities on WordPress roles.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Access;

use Eventsmith\Domain\Access\Permission;

defined( 'ABSPATH' ) || exit;

/**
 * Adapter over WP_Roles for the plugin's permissions.
 */
final class RoleCapabilities {

	/**
	 * Administrators always hold every Eventsmith capability.
	 */
	public function grant_all_to_administrator(): void {
		$role = get_role( 'administrator' );
		if ( null === $role ) {
			return;
		}
		foreach ( Permission::capabilities() as $capability ) {
			if ( ! $role->has_cap( $capability ) ) {
				$role->add_cap( $capability );
			}
		}
	}

	/**
	 * Whether administrators miss an Eventsmith capability (one added by an update).
	 */
	public function administrator_lacks_any(): bool {
		$role = get_role( 'administrator' );
		if ( null === $role ) {
			return false;
		}
		foreach ( Permission::capabilities() as $capability ) {
			if ( ! $role->has_cap( $capability ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Removes every Eventsmith capability from every role (uninstall).
	 */
	public function remove_from_all_roles(): void {
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( Permission::capabilities() as $capability ) {
				$role->remove_cap( $capability );
			}
		}
	}

	/**
	 * Every role with the Eventsmith permissions it holds.
	 *
	 * @return list<array{name: string, label: string, permissions: list<string>}>
	 */
	public function roles(): array {
		$roles = array();
		foreach ( wp_roles()->role_objects as $key => $role ) {
			$roles[] = array(
				'name'        => (string) $key,
				'label'       => translate_user_role( wp_roles()->role_names[ $key ] ?? (string) $key ),
				'permissions' => array_values( array_filter( Permission::capabilities(), array( $role, 'has_cap' ) ) ),
			);
		}
		return $roles;
	}

	/**
	 * Whether a role exists.
	 *
	 * @param string $role Role key.
	 */
	public function exists( string $role ): bool {
		return null !== get_role( $role );
	}

	/**
	 * Gives a role exactly these Eventsmith permissions.
	 *
	 * @param string           $role        Role key (must exist).
	 * @param list<Permission> $permissions Permissions it should hold.
	 */
	public function set( string $role, array $permissions ): void {
		$object = get_role( $role );
		if ( null === $object ) {
			return;
		}
		$wanted = array_map( static fn( Permission $p ): string => $p->value, $permissions );
		foreach ( Permission::capabilities() as $capability ) {
			if ( in_array( $capability, $wanted, true ) ) {
				$object->add_cap( $capability );
			} elseif ( $object->has_cap( $capability ) ) {
				$object->remove_cap( $capability );
			}
		}
	}
}
