<?php
/**
 * Wiring of the staff's reports: purchases, RSVP answers, attendees and their CSV exports.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Admin\AttendeeExport;
use Eventsmith\Admin\BookingExport;
use Eventsmith\Admin\RsvpExport;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Tickets\AttendeeQuestions;
use Eventsmith\Infrastructure\Tickets\BookingReport;
use Eventsmith\Infrastructure\Tickets\RsvpReport;
use Eventsmith\Infrastructure\Tickets\TicketRefunds;
use Eventsmith\Rest\AttendeesController;
use Eventsmith\Rest\BookingsController;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\RsvpReportController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the report routes and exports from the shared ticket services.
 */
final class ReportsArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the routes and the CSV downloads.
	 */
	public function register_hooks(): void {
		$shared   = $this->shared;
		$bookings = new BookingReport();
		$rsvps    = new RsvpReport();
		( new RestRegistrar(
			array(
				new AttendeesController( $shared->attendees, $shared->capacity, $shared->access ),
				new BookingsController( $shared->bookings, $bookings, $shared->access, new TicketRefunds( $shared->bookings, $shared->capacity ), $shared->payment_gateways ),
				new RsvpReportController( $rsvps, $shared->access ),
			)
		) )->register_hooks();
		( new AttendeeExport( $shared->attendees, $shared->access, new AttendeeQuestions() ) )->register_hooks();
		( new RsvpExport( $rsvps, $shared->access ) )->register_hooks();
		( new BookingExport( $bookings, $shared->access ) )->register_hooks();
	}
}
