<?php
/**
 * Wiring of the demo content: the seeding service and its WP-CLI command.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Cli\SeedCommand;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Demo\BulkEventSeeder;
use Eventsmith\Infrastructure\Demo\DemoEventDetails;
use Eventsmith\Infrastructure\Demo\DemoEvents;
use Eventsmith\Infrastructure\Demo\DemoPeople;
use Eventsmith\Infrastructure\Demo\DemoSales;
use Eventsmith\Infrastructure\Demo\DemoSeeder;
use Eventsmith\Infrastructure\Demo\DemoTemplates;
use Eventsmith\Infrastructure\Demo\DemoTicketTypes;
use Eventsmith\Infrastructure\Demo\DemoWidgetsPage;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the demo seeder from the shared services: the `eventsmith_seed_demo`
 * action and `wp eventsmith seed`.
 */
final class DemoArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the seeding action and, under WP-CLI, the command.
	 */
	public function register_hooks(): void {
		$shared = $this->shared;
		$seeder = new DemoSeeder(
			new DemoPeople( $shared->speakers, $shared->schedules ),
			new DemoEvents( $shared->events ),
			new DemoTemplates( $shared->library, $shared->templates ),
			new BulkEventSeeder(),
			new DemoSales( $shared->bookings, $shared->rsvps, $shared->checkins, $shared->attendees ),
			new DemoEventDetails( $shared->events, $shared->event_reader, $shared->schedules, EVENTSMITH_DIR . '/assets/demo' ),
			new DemoWidgetsPage(),
			new DemoTicketTypes( $shared->ticket_types )
		);
		$seeder->register_hooks();
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			SeedCommand::register( $seeder );
		}
	}
}
