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
	 * Removes every Eventsmith capability from every role (uninstall).
	 */
	public function remove_from_all_roles(): void {
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( Permission::capabilities() as $capability ) {
				$role->remove_cap( $capability );
			}
		}
	}
}
