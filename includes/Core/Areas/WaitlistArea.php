<?php
/**
 * Wiring of waitlists: joining, offers, claims, staff's list.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Waitlist\WaitlistForms;
use Eventsmith\Core\SharedServices;
use Eventsmith\Frontend\Waitlist\ClaimPage;
use Eventsmith\Infrastructure\Privacy\PersonalDataStore;
use Eventsmith\Infrastructure\Privacy\WaitlistPrivacy;
use Eventsmith\Infrastructure\Waitlist\ClaimFollowUp;
use Eventsmith\Infrastructure\Waitlist\WaitlistBooking;
use Eventsmith\Infrastructure\Waitlist\WaitlistClaims;
use Eventsmith\Infrastructure\Waitlist\WaitlistMails;
use Eventsmith\Infrastructure\Waitlist\WaitlistOffers;
use Eventsmith\Infrastructure\Waitlist\WaitlistRepository;
use Eventsmith\Infrastructure\Waitlist\WaitlistSeats;
use Eventsmith\Infrastructure\Waitlist\WaitlistService;
use Eventsmith\Infrastructure\Waitlist\WaitlistTriggers;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\WaitlistController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the waitlist services from the shared ones.
 */
final class WaitlistArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Serves the waitlist block; registers the routes, the triggers that offer freed seats, and the claim page.
	 */
	public function register_hooks(): void {
		$shared   = $this->shared;
		$entries  = new WaitlistRepository();
		$seats    = new WaitlistSeats( $shared->capacity, $shared->event_reader, $shared->ticket_types );
		$mails    = new WaitlistMails( $shared->outbox );
		$offers   = new WaitlistOffers( $entries, $seats, $mails, $shared->settings );
		$claims   = new WaitlistClaims( $entries, $seats, $offers, new WaitlistBooking( $shared->registrar ), $shared->settings, $shared->event_reader, $shared->registration );
		$gateways = $shared->payment_gateways;
		$follow   = new ClaimFollowUp( $shared->bookings, $shared->ticket_mailer, $shared->rsvp_mailer, $gateways, $shared->settings );
		$service  = new WaitlistService( $entries, $seats, $offers, $mails, $shared->event_reader, $shared->registration );
		$shared->blocks->serve( array( 'waitlist' => new WaitlistForms( $shared->registration ) ) );
		( new WaitlistTriggers( $offers ) )->register_hooks();
		( new WaitlistPrivacy( $service, new PersonalDataStore() ) )->register_hooks();
		( new ClaimPage( $entries, $seats, $claims, $follow, $gateways ) )->register_hooks();
		( new RestRegistrar(
			array(
				new WaitlistController( $service, $claims, $follow, $shared->rsvp_limit->for_scope( 'waitlist' ), $gateways, $shared->access ),
			)
		) )->register_hooks();
	}
}
