<?php
/**
 * Wiring of the front-end attendee list and the vendor mount: their route.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Tickets\AttendeeListView;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Access\AttendeeScopes;
use Eventsmith\Infrastructure\Tickets\ScopedAttendees;
use Eventsmith\Rest\MyAttendeesController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the scoped attendee list's services. The block itself is registered
 * with the other blocks (build/blocks/attendee-list).
 */
final class AttendeeListArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers GET /my/attendees, and no-cache headers for pages showing the list.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'no_cache_for_lists' ) );
		$attendees = new ScopedAttendees();
		$scopes    = new AttendeeScopes( $this->shared->access );
		( new RestRegistrar( array( new MyAttendeesController( $attendees, $scopes, $this->shared->access ) ) ) )->register_hooks();
		$this->shared->blocks->serve( array( 'attendee-list' => static fn( array $attributes ): AttendeeListView => AttendeeListView::current( $attributes, $scopes, $attendees ) ) );
	}

	/**
	 * Sends no-cache headers before any output when the page holds the list,
	 * whose content differs per user (the block repeats this when it renders
	 * where headers can still be sent, such as a block theme's template).
	 */
	public function no_cache_for_lists(): void {
		if ( is_singular() && has_block( 'eventsmith/attendee-list', get_queried_object_id() ) ) {
			nocache_headers();
		}
	}
}
