<?php
/**
 * Whose attendees a user may see on the front end.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Access;

defined( 'ABSPATH' ) || exit;

/**
 * The rule of the front-end attendee list and the vendor mount:
 *
 * - administrators and holders of `eventsmith_manage_attendee` see the
 *   attendees of every event;
 * - a vendor (capability `eventsmith_vendor`, or marked by the
 *   `eventsmith_is_vendor` filter) sees the attendees of the events they
 *   authored, and only those, even without the attendee permission: that is
 *   what the vendor mount is for;
 * - everyone else sees none.
 *
 * An event's author is the author of the series it belongs to (an occurrence
 * counts as its parent's), decided by the caller.
 */
final class AttendeeScope {

	/**
	 * Constructor.
	 *
	 * @param bool $all       Every event.
	 * @param int  $author_id Only events of this author (0: none, unless $all).
	 */
	private function __construct(
		public readonly bool $all,
		public readonly int $author_id
	) {}

	/**
	 * The scope of one user.
	 *
	 * @param int  $user_id           User id (0: a visitor).
	 * @param bool $manages_attendees Administrator or holder of the attendee permission.
	 * @param bool $is_vendor         A vendor (capability or filter).
	 */
	public static function for_user( int $user_id, bool $manages_attendees, bool $is_vendor ): self {
		if ( $user_id <= 0 ) {
			return new self( false, 0 );
		}
		if ( $manages_attendees ) {
			return new self( true, 0 );
		}
		return new self( false, $is_vendor ? $user_id : 0 );
	}

	/**
	 * Whether the user may see any attendees at all (otherwise the route answers 403).
	 */
	public function allows_any(): bool {
		return $this->all || $this->author_id > 0;
	}

	/**
	 * Whether the attendees of an event by this author are visible.
	 *
	 * @param int $event_author_id Author of the event (of its series for an occurrence).
	 */
	public function covers( int $event_author_id ): bool {
		return $this->all || ( $this->author_id > 0 && $event_author_id === $this->author_id );
	}

	/**
	 * Whether only one author's events are visible (the query adds that condition).
	 */
	public function is_vendor_only(): bool {
		return ! $this->all && $this->author_id > 0;
	}
}
