<?php
/**
 * Wiring of the programme widgets: the public schedules route and the archive filters.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Events\EventArchiveFilters;
use Eventsmith\Infrastructure\Schedules\PublishedSchedules;
use Eventsmith\Rest\PublicSchedulesController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the services of the schedule, accordion, event filter, term list and
 * speaker-events widgets. The blocks themselves are registered with the other
 * blocks (build/blocks/*) and their shortcodes in Blocks\Shortcodes.
 */
final class ProgramWidgetsArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the public schedules route and the events archive's filters.
	 */
	public function register_hooks(): void {
		( new RestRegistrar( array( new PublicSchedulesController( new PublishedSchedules( $this->shared->schedules ), $this->shared->access ) ) ) )->register_hooks();
		( new EventArchiveFilters() )->register_hooks();
	}
}
