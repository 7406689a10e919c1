<?php
/**
 * Resolves the attendee scope of a WordPress user.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Access;

use Eventsmith\Domain\Access\AttendeeScope;
use Eventsmith\Domain\Access\Permission;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Vendors are users holding the `eventsmith_vendor` capability, or users a
 * multivendor plugin marks through the `eventsmith_is_vendor` filter.
 */
final class AttendeeScopes {

	/** The capability that makes a user a vendor. */
	public const VENDOR_CAPABILITY = 'eventsmith_vendor';

	/**
	 * Constructor.
	 *
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private AccessPolicy $access ) {}

	/**
	 * The current user's scope.
	 */
	public function current(): AttendeeScope {
		$user = wp_get_current_user();
		if ( ! $user->exists() ) {
			return AttendeeScope::for_user( 0, false, false );
		}
		return AttendeeScope::for_user( (int) $user->ID, $this->access->allows( Permission::ManageAttendee ), self::is_vendor( $user ) );
	}

	/**
	 * Whether a user is a vendor.
	 *
	 * @param WP_User $user The user.
	 */
	public static function is_vendor( WP_User $user ): bool {
		/**
		 * Whether a user counts as a vendor of a multivendor site: a vendor sees
		 * the attendees of the events they authored.
		 *
		 * @param bool    $is   Whether the user holds the eventsmith_vendor capability.
		 * @param WP_User $user The user.
		 */
		return (bool) apply_filters( 'eventsmith_is_vendor', $user->has_cap( self::VENDOR_CAPABILITY ), $user );
	}

	/**
	 * The author whose events' attendees an event's attendees belong to: the
	 * series' author for an occurrence.
	 *
	 * @param int $event_id Event or occurrence id.
	 * @return int 0 when there is no such post.
	 */
	public static function event_author( int $event_id ): int {
		$post = get_post( $event_id );
		if ( ! $post ) {
			return 0;
		}
		if ( $post->post_parent > 0 ) {
			$parent = get_post( $post->post_parent );
			if ( $parent ) {
				return (int) $parent->post_author;
			}
		}
		return (int) $post->post_author;
	}
}
