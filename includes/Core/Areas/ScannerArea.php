<?php
/**
 * Wiring of the door scanner: its page, mode, check-in routes, offline support and counters.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Admin\ScannerModeForm;
use Eventsmith\Admin\ScannerPage;
use Eventsmith\Blocks\Scanner\ScannerBlockView;
use Eventsmith\Blocks\Templates\VerifyAddress;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Tickets\OfflineScanLog;
use Eventsmith\Infrastructure\Tickets\OfflineSync;
use Eventsmith\Infrastructure\Tickets\ScannerSnapshot;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\ScannerController;
use Eventsmith\Rest\TicketVerificationController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the scanner's snapshot, counters and offline upload from the shared
 * check-in service. The scanner page and the ticket-scanner block render the
 * same app (Admin\ScannerPage).
 */
final class ScannerArea {

	private ScannerModeForm $mode;

	/**
	 * The scanner page (wp-admin, the ticket-scanner block and the verify address show it).
	 */
	public readonly ScannerPage $page;

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {
		$this->mode = new ScannerModeForm( $shared->settings, $shared->access );
		$this->page = new ScannerPage( $shared->assets, $shared->settings, $shared->access, $this->mode );
	}

	/**
	 * Registers the scanner mode form, the verify address and the routes.
	 */
	public function register_hooks(): void {
		$this->mode->register_hooks();
		( new VerifyAddress( $this->shared->checkins, $this->shared->access, $this->page ) )->register_hooks();
		$access = $this->shared->access;
		$page   = $this->page;
		$this->shared->blocks->serve( array( 'scanner' => static fn( array $attributes ): ScannerBlockView => ScannerBlockView::from_attributes( $attributes, $access, $page ) ) );
		( new RestRegistrar(
			array(
				new TicketVerificationController( $this->shared->checkins, $this->shared->access ),
				new ScannerController(
					new ScannerSnapshot(),
					new OfflineSync( $this->shared->checkins, new OfflineScanLog(), $this->shared->attendees ),
					$this->shared->access
				),
			)
		) )->register_hooks();
	}
}
