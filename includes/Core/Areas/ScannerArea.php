<?php
/**
 * Wiring of the door scanner's offline support and counters.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;
use Eventsmith\Infrastructure\Tickets\CheckinService;
use Eventsmith\Infrastructure\Tickets\OfflineScanLog;
use Eventsmith\Infrastructure\Tickets\OfflineSync;
use Eventsmith\Infrastructure\Tickets\ScannerSnapshot;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\ScannerController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the scanner's snapshot, counters and offline upload from the shared
 * check-in service. The scanner page and the ticket-scanner block render the
 * same app (Admin\ScannerPage).
 */
final class ScannerArea {

	/**
	 * Constructor.
	 *
	 * @param CheckinService     $checkins  Check-ins (the single check-in guarantee).
	 * @param AttendeeRepository $attendees Tickets.
	 * @param AccessPolicy       $access    Who may do what.
	 */
	public function __construct(
		private CheckinService $checkins,
		private AttendeeRepository $attendees,
		private AccessPolicy $access
	) {}

	/**
	 * Registers the routes.
	 */
	public function register_hooks(): void {
		( new RestRegistrar(
			array(
				new ScannerController(
					new ScannerSnapshot(),
					new OfflineSync( $this->checkins, new OfflineScanLog(), $this->attendees ),
					$this->access
				),
			)
		) )->register_hooks();
	}
}
