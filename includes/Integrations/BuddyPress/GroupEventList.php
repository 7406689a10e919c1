<?php
/**
 * The community event list as the current user may see it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

use Eventsmith\Domain\Community\GroupEventListRequest;
use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Checks who asks, then lists: a group's events (published; drafts too for
 * its admins and moderators), or the current user's own events to assign to
 * the group. Shared by the group tab's first render and the list action.
 */
final class GroupEventList {

	/**
	 * Constructor.
	 *
	 * @param BuddyPressGroups $groups   The groups API.
	 * @param GroupPolicies    $policies Who may do what.
	 * @param GroupEventStore  $store    Group assignments.
	 * @param GroupEventMarkup $markup   Item markup.
	 */
	public function __construct(
		private BuddyPressGroups $groups,
		private GroupPolicies $policies,
		private GroupEventStore $store,
		private GroupEventMarkup $markup
	) {}

	/**
	 * The list items' HTML.
	 *
	 * @param GroupEventListRequest $request What was asked.
	 * @throws DomainError When the group does not exist (404) or the user may not see its list (403).
	 */
	public function html( GroupEventListRequest $request ): string {
		$group = $this->groups->find( $request->group_id );
		if ( null === $group ) {
			throw new DomainError( 'eventsmith_group_not_found', __( 'No group has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'group_id' );
		}
		$policy = $this->policies->for_group( $group['id'] );
		if ( ! $policy->can_view( $group['status'] ) || ( $request->own_profile && ! $policy->can_assign_any() ) ) {
			throw self::forbidden();
		}
		$ids = $this->store->ids( $request, $request->own_profile || $policy->sees_drafts(), new \DateTimeImmutable( 'now' ), get_current_user_id() );
		return $this->markup->items( $ids, $group['id'], $request->own_profile, array( $this->store, 'group_of' ) );
	}

	/**
	 * One event's details, when the user may see the event.
	 *
	 * @param int $event_id Event id.
	 * @throws DomainError When there is no such event the user may see (404).
	 */
	public function details( int $event_id ): string {
		$visible = 'publish' === get_post_status( $event_id ) && '' === (string) get_post_field( 'post_password', $event_id );
		if ( ! $visible && ! $this->policies->can_edit_event( $event_id ) ) {
			$group = $this->store->group_of( $event_id );
			$visible = $group > 0 && $this->policies->for_group( $group )->sees_drafts();
		}
		if ( ! $visible ) {
			throw new DomainError( 'eventsmith_event_not_found', __( 'No event has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'event_id' );
		}
		return $this->markup->details( $event_id );
	}

	/**
	 * The refusal of a list or a change the user may not make.
	 */
	public static function forbidden(): DomainError {
		return new DomainError( 'eventsmith_group_forbidden', __( 'Sorry, you are not allowed to do this in this group.', 'eventsmith' ), DomainError::FORBIDDEN );
	}
}
