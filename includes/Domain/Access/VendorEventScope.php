<?php
/**
 * Which events a user may create, edit and delete on the vendor dashboard.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Access;

defined( 'ABSPATH' ) || exit;

/**
 * The rule of the vendor event form (FE-01) and its routes (`/my/events`):
 *
 * - a vendor (capability `eventsmith_vendor`, or marked by the
 *   `eventsmith_is_vendor` filter) and a holder of `eventsmith_manage_event`
 *   may use the form; everyone else may not;
 * - either way only for the events they authored, and only top-level events
 *   (an occurrence of a series is changed through its series);
 * - a vendor's event goes to review: new events are saved as the site's
 *   review status ("pending" unless a filter says otherwise), an edited
 *   published event stays published (it was approved), anything else gets the
 *   review status again. Staff who manage events publish as in the dashboard.
 */
final class VendorEventScope {

	/** Statuses a vendor's save may end in. */
	public const STATUSES = array( 'pending', 'publish', 'draft' );

	/** The review status when the site sets none. */
	public const DEFAULT_REVIEW_STATUS = 'pending';

	/**
	 * Constructor.
	 *
	 * @param int  $user_id   The user (0: nobody may act).
	 * @param bool $publishes Whether the user publishes directly (manages events).
	 */
	private function __construct(
		public readonly int $user_id,
		public readonly bool $publishes
	) {}

	/**
	 * The scope of one user.
	 *
	 * @param int  $user_id        User id (0: a visitor).
	 * @param bool $is_vendor      A vendor (capability or filter).
	 * @param bool $manages_events Administrator or holder of the event permission.
	 */
	public static function for_user( int $user_id, bool $is_vendor, bool $manages_events ): self {
		if ( $user_id <= 0 || ( ! $is_vendor && ! $manages_events ) ) {
			return new self( 0, false );
		}
		return new self( $user_id, $manages_events );
	}

	/**
	 * Whether the user may use the vendor event form at all (otherwise 403).
	 */
	public function allows_any(): bool {
		return $this->user_id > 0;
	}

	/**
	 * Whether the user may read, change or delete an event.
	 *
	 * @param int $author_id Author of the event.
	 * @param int $parent_id Series the event belongs to (0 for a top-level event).
	 */
	public function may_edit( int $author_id, int $parent_id ): bool {
		return $this->allows_any() && 0 === $parent_id && $author_id === $this->user_id;
	}

	/**
	 * The default status after a save through the vendor form, before the
	 * `eventsmith_vendor_event_status` filter.
	 *
	 * @param string $current Current post status ('' for a new event).
	 */
	public function default_status( string $current ): string {
		if ( $this->publishes ) {
			return in_array( $current, array( 'draft', 'pending' ), true ) ? $current : 'publish';
		}
		return in_array( $current, array( 'publish', 'future' ), true ) ? 'publish' : self::DEFAULT_REVIEW_STATUS;
	}

	/**
	 * The status a save ends in: what the site's filter answered, when it is
	 * one of pending, publish or draft; the review status otherwise.
	 *
	 * @param mixed $filtered The filter's answer.
	 */
	public static function clamp_status( mixed $filtered ): string {
		return is_string( $filtered ) && in_array( $filtered, self::STATUSES, true ) ? $filtered : self::DEFAULT_REVIEW_STATUS;
	}
}
