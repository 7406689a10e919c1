<?php
/**
 * Wiring of RSVP: visitors' answers, invitations and reminders.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Ajax\RsvpInsertAction;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Tickets\InvitationMailer;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\RsvpController;
use Eventsmith\Rest\RsvpInvitationsController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the RSVP routes and the admin-ajax adapter from the shared RSVP service.
 */
final class RsvpArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the routes and the admin-ajax action.
	 */
	public function register_hooks(): void {
		$shared      = $this->shared;
		$invitations = new InvitationMailer( $shared->event_reader, $shared->mail_texts, $shared->mail_queue, $shared->queue_worker, $shared->queue_cron );
		$invitations->register_hooks();
		( new RestRegistrar(
			array(
				new RsvpController( $shared->rsvps, $shared->rsvp_limit, $shared->access ),
				new RsvpInvitationsController( $invitations, $shared->access ),
			)
		) )->register_hooks();
		( new RsvpInsertAction( $shared->rsvps, $shared->rsvp_limit ) )->register_hooks();
		$shared->blocks->serve( array( 'rsvp' => $shared->registration_views ) );
	}
}
