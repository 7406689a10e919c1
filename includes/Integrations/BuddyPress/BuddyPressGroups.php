<?php
/**
 * The BuddyPress (or BuddyBoss) groups API, as the community integration needs it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

use Eventsmith\Domain\Community\GroupRole;

defined( 'ABSPATH' ) || exit;

/**
 * The only class that calls BuddyPress's group functions (groups_get_group,
 * groups_is_user_admin / _mod / _member, bp_get_current_group_id,
 * bp_get_group_permalink). BuddyBoss keeps the same functions.
 */
final class BuddyPressGroups {

	/**
	 * Whether the site runs BuddyPress with its groups component.
	 */
	public static function available(): bool {
		return function_exists( 'bp_is_active' ) && bp_is_active( 'groups' );
	}

	/**
	 * A group: id, name, status (public, private, hidden) and address; null when there is none.
	 *
	 * @param int $group_id Group id.
	 * @return array{id: int, name: string, status: string, url: string}|null
	 */
	public function find( int $group_id ): ?array {
		if ( $group_id <= 0 ) {
			return null;
		}
		$group = groups_get_group( $group_id );
		if ( ! is_object( $group ) || (int) ( $group->id ?? 0 ) !== $group_id ) {
			return null;
		}
		return array(
			'id'     => $group_id,
			'name'   => (string) ( $group->name ?? '' ),
			'status' => (string) ( $group->status ?? 'public' ),
			'url'    => function_exists( 'bp_get_group_permalink' ) ? (string) bp_get_group_permalink( $group ) : '',
		);
	}

	/**
	 * The user's standing in a group.
	 *
	 * @param int $group_id Group id.
	 * @param int $user_id  User id (0: a visitor).
	 */
	public function role( int $group_id, int $user_id ): GroupRole {
		if ( $user_id <= 0 || $group_id <= 0 ) {
			return GroupRole::outsider();
		}
		return new GroupRole(
			(bool) groups_is_user_admin( $user_id, $group_id ),
			(bool) groups_is_user_mod( $user_id, $group_id ),
			(bool) groups_is_user_member( $user_id, $group_id )
		);
	}

	/**
	 * The group whose page is being shown (0 elsewhere).
	 */
	public function current_group_id(): int {
		return (int) bp_get_current_group_id();
	}
}
