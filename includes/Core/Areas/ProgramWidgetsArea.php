<?php
/**
 * Wiring of the programme widgets: the public schedules route and the archive filters.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Program\AccordionView;
use Eventsmith\Blocks\Program\ScheduleView;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Events\EventArchiveFilters;
use Eventsmith\Infrastructure\Schedules\PublishedSchedules;
use Eventsmith\Rest\PublicSchedulesController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the services of the schedule, accordion, event filter, term list and
 * speaker-events widgets and hands the accordion, schedule, speaker-events and
 * term-list blocks their views' services (Blocks\BlockRegistry::serve()); their
 * shortcodes are in Blocks\Shortcodes.
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
		$shared    = $this->shared;
		$schedules = new PublishedSchedules( $shared->schedules );
		( new RestRegistrar( array( new PublicSchedulesController( $schedules, $shared->access ) ) ) )->register_hooks();
		$shared->blocks->serve(
			array(
				'accordion'      => static fn( array $attributes ): AccordionView => AccordionView::from_attributes( $attributes, $shared->published_events, $shared->event_pages ),
				'schedule'       => static fn( array $attributes ): ScheduleView => ScheduleView::from_attributes( $attributes, $schedules, $shared->people ),
				'speaker-events' => $shared->speaker_pages,
				'term-list'      => $shared->event_index,
			)
		);
		( new EventArchiveFilters() )->register_hooks();
	}
}
