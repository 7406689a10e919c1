<?php
/**
 * Answers whether the current user holds an Eventsmith permission.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Access;

use Eventsmith\Domain\Access\Permission;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators (and super admins on multisite) always pass, even if a
 * capability was removed from their role by hand; everyone else needs the
 * capability itself.
 */
final class AccessPolicy {

	/**
	 * Whether the current user may use a permission.
	 *
	 * @param Permission $permission The permission needed.
	 */
	public function allows( Permission $permission ): bool {
		return $this->is_administrator() || current_user_can( $permission->value );
	}

	/**
	 * Whether the current user administers the site (`manage_options`, or a super admin).
	 */
	public function is_administrator(): bool {
		return is_super_admin() || current_user_can( 'manage_options' );
	}

	/**
	 * The permissions the current user holds.
	 *
	 * @return list<Permission>
	 */
	public function granted(): array {
		return array_values( array_filter( Permission::cases(), array( $this, 'allows' ) ) );
	}
}
