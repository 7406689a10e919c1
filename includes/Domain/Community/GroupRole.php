<?php
/**
 * What a user is in one community group.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Community;

defined( 'ABSPATH' ) || exit;

/**
 * The user's standing in a group as the community plugin reports it
 * (BuddyPress: groups_is_user_admin / _mod / _member). Admins and moderators
 * are members too.
 */
final class GroupRole {

	/**
	 * Constructor.
	 *
	 * @param bool $is_admin  Group administrator.
	 * @param bool $is_mod    Group moderator.
	 * @param bool $is_member Group member (any standing).
	 */
	public function __construct(
		public readonly bool $is_admin = false,
		public readonly bool $is_mod = false,
		public readonly bool $is_member = false
	) {}

	/**
	 * Nobody in particular: a visitor or a user outside the group.
	 */
	public static function outsider(): self {
		return new self();
	}

	/**
	 * Whether the user runs the group (administrator or moderator).
	 */
	public function manages(): bool {
		return $this->is_admin || $this->is_mod;
	}

	/**
	 * Whether the user belongs to the group in any standing.
	 */
	public function belongs(): bool {
		return $this->is_member || $this->manages();
	}
}
