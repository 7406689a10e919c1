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
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Access\VendorEventScopes;
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
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers /my/events, the dashboard's endpoints and the menu marking.
	 */
	public function register_hooks(): void {
		( new VendorDashboard() )->register_hooks();
		( new VendorDashboardMenu() )->register_hooks();
		( new RestRegistrar( array( new MyEventsController( $this->shared->events, new EventPresenter( $this->shared->event_reader ), new VendorEventFinder(), new VendorEventScopes( $this->shared->access ), $this->shared->access ) ) ) )->register_hooks();
	}
}
