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
use Eventsmith\Blocks\Vendor\VendorEventFormView;
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
		$shared = $this->shared;
		$finder = new VendorEventFinder();
		$scopes = new VendorEventScopes( $shared->access );
		( new RestRegistrar( array( new MyEventsController( $shared->events, new EventPresenter( $shared->event_reader ), $finder, $scopes, $shared->access ) ) ) )->register_hooks();
		$shared->blocks->serve( array( 'vendor-event-form' => static fn(): VendorEventFormView => VendorEventFormView::current( $scopes, $shared->event_reader, $finder ) ) );
	}
}
