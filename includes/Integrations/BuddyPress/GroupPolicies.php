<?php
/**
 * Builds the community policy for the current user and a group.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Community\GroupEventPolicy;
use Eventsmith\Infrastructure\Access\AccessPolicy;

defined( 'ABSPATH' ) || exit;

/**
 * Joins the user's group standing (BuddyPress) and site permission (Eventsmith) into one policy.
 */
final class GroupPolicies {

	/**
	 * Constructor.
	 *
	 * @param BuddyPressGroups $groups The groups API.
	 * @param AccessPolicy     $access Site permissions.
	 */
	public function __construct( private BuddyPressGroups $groups, private AccessPolicy $access ) {}

	/**
	 * The current user's policy in a group.
	 *
	 * @param int $group_id Group id.
	 */
	public function for_group( int $group_id ): GroupEventPolicy {
		return new GroupEventPolicy(
			$this->groups->role( $group_id, get_current_user_id() ),
			is_user_logged_in() && $this->access->allows( Permission::ManageEvent )
		);
	}

	/**
	 * Whether the current user may edit an event.
	 *
	 * @param int $event_id Event id.
	 */
	public function can_edit_event( int $event_id ): bool {
		return is_user_logged_in() && ( current_user_can( 'edit_post', $event_id ) || $this->access->allows( Permission::ManageEvent ) );
	}
}
