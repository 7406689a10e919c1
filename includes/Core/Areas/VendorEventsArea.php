<?php
/**
 * Wiring of the vendor event form: its routes, the dashboard's event paths
 * and its menu entry.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Vendor\VendorDashboard;
use Eventsmith\Blocks\Vendor\VendorDashboardMenu;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Access\VendorEventScopes;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Infrastructure\Events\VendorEventFinder;
use Eventsmith\Rest\EventPresenter;
use Eventsmith\Rest\MyEventsController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the vendor event form's services. The block itself is registered
 * with the other blocks (build/blocks/vendor-event-form).
 */
final class VendorEventsArea {

	/**
	 * Constructor.
	 *
	 * @param EventRepository $events Event storage.
	 * @param EventReader     $reader Reads stored events.
	 * @param AccessPolicy    $access Who may do what.
	 */
	public function __construct(
		private EventRepository $events,
		private EventReader $reader,
		private AccessPolicy $access
	) {}

	/**
	 * Registers /my/events, the dashboard's endpoints and the menu marking.
	 */
	public function register_hooks(): void {
		( new VendorDashboard() )->register_hooks();
		( new VendorDashboardMenu() )->register_hooks();
		( new RestRegistrar( array( new MyEventsController( $this->events, new EventPresenter( $this->reader ), new VendorEventFinder(), new VendorEventScopes( $this->access ), $this->access ) ) ) )->register_hooks();
	}
}
