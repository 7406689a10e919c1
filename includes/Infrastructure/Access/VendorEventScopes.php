<?php
/**
 * Resolves the vendor event scope of a WordPress user, and the status a
 * vendor's save ends in.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Access;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Access\VendorEventScope;
use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Vendors as the attendee list knows them (`eventsmith_vendor` or the
 * `eventsmith_is_vendor` filter), plus staff who manage events.
 */
final class VendorEventScopes {

	/**
	 * Constructor.
	 *
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private AccessPolicy $access ) {}

	/**
	 * The current user's scope.
	 */
	public function current(): VendorEventScope {
		$user = wp_get_current_user();
		if ( ! $user->exists() ) {
			return VendorEventScope::for_user( 0, false, false );
		}
		return VendorEventScope::for_user( (int) $user->ID, AttendeeScopes::is_vendor( $user ), $this->access->allows( Permission::ManageEvent ) );
	}

	/**
	 * Whether the current user may change an event.
	 *
	 * @param int $event_id Event id.
	 * @return bool|null Null when there is no such event.
	 */
	public function may_edit( int $event_id ): ?bool {
		$post = get_post( $event_id );
		if ( ! $post || PostTypes::EVENT !== $post->post_type || 'trash' === $post->post_status ) {
			return null;
		}
		return $this->current()->may_edit( (int) $post->post_author, (int) $post->post_parent );
	}

	/**
	 * The status a save through the vendor form ends in.
	 *
	 * @param int $event_id Event id (0 for a new event).
	 */
	public function status_for_save( int $event_id ): string {
		$current = $event_id > 0 ? (string) get_post_status( $event_id ) : '';
		$scope   = $this->current();
		/**
		 * The status an event saved through the vendor event form gets.
		 * Default: "pending" (review by the site's staff) for a new event or
		 * one not yet published, "publish" for an edit of a published event;
		 * staff who manage events publish directly. Answer "pending",
		 * "publish" or "draft"; anything else counts as "pending".
		 *
		 * @param string   $status   The default status.
		 * @param \WP_User $user     The user saving.
		 * @param int      $event_id The event (0 while creating).
		 * @param string   $current  Its current status ('' while creating).
		 */
		return VendorEventScope::clamp_status( apply_filters( 'eventsmith_vendor_event_status', $scope->default_status( $current ), wp_get_current_user(), $event_id, $current ) );
	}
}
