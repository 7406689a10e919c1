<?php
/**
 * Wiring of the calendar widget: its public route.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Events\OccurrenceCalendar;
use Eventsmith\Rest\PublicOccurrencesController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the calendar's services. The block itself is registered with the
 * other blocks (build/blocks/calendar) and its shortcode in Blocks\Shortcodes.
 */
final class CalendarArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the public occurrences route.
	 */
	public function register_hooks(): void {
		$calendar = new OccurrenceCalendar();
		( new RestRegistrar( array( new PublicOccurrencesController( $calendar, $this->shared->access ) ) ) )->register_hooks();
		$this->shared->blocks->serve( array( 'calendar' => $calendar ) );
	}
}
