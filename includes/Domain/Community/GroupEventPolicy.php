<?php
/**
 * Who may see, create and assign a community group's events.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Community;

defined( 'ABSPATH' ) || exit;

/**
 * The one home of the community rules:
 * - a public group's event list is open to everyone; a private or hidden
 *   group's only to its members; site event managers see every list;
 * - drafts show only to the group's admins and moderators (and event managers);
 * - group admins and moderators create events from the group; the event is
 *   published when the user may manage events on the site, otherwise saved as
 *   a draft for an event manager to publish;
 * - an event may be assigned to a group by the group's admins and moderators
 *   (published events, or drafts they may edit), by members who may edit the
 *   event, and by site event managers.
 */
final class GroupEventPolicy {

	/** Group statuses whose content anyone may read. */
	private const OPEN_STATUSES = array( 'public' );

	/**
	 * Constructor.
	 *
	 * @param GroupRole $role            The user's standing in the group.
	 * @param bool      $manages_events  Whether the user holds the site's event permission.
	 */
	public function __construct(
		private GroupRole $role,
		private bool $manages_events = false
	) {}

	/**
	 * Whether the user may read the group's event list.
	 *
	 * @param string $group_status The group's status: public, private or hidden.
	 */
	public function can_view( string $group_status ): bool {
		return in_array( $group_status, self::OPEN_STATUSES, true ) || $this->role->belongs() || $this->manages_events;
	}

	/**
	 * Whether the list shows the group's drafts to the user.
	 */
	public function sees_drafts(): bool {
		return $this->role->manages() || $this->manages_events;
	}

	/**
	 * Whether the user may create an event from the group.
	 */
	public function can_create(): bool {
		return $this->role->manages() || $this->manages_events;
	}

	/**
	 * The status an event created from the group gets.
	 *
	 * @return 'publish'|'draft'
	 */
	public function created_status(): string {
		return $this->manages_events ? 'publish' : 'draft';
	}

	/**
	 * Whether the user may assign events to the group at all (shows the assign control).
	 */
	public function can_assign_any(): bool {
		return $this->role->belongs() || $this->manages_events;
	}

	/**
	 * Whether the user may assign one event to the group.
	 *
	 * @param bool $can_edit_event Whether the user may edit the event.
	 * @param bool $is_published   Whether the event is published.
	 */
	public function can_assign( bool $can_edit_event, bool $is_published ): bool {
		if ( $this->manages_events ) {
			return true;
		}
		if ( $this->role->manages() ) {
			return $is_published || $can_edit_event;
		}
		return $this->role->belongs() && $can_edit_event;
	}
}
