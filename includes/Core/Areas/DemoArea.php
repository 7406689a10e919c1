<?php
/**
 * Wiring of the demo content: the seeding service, its WP-CLI command and the
 * sample events of the dashboard's welcome.
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
use Eventsmith\Infrastructure\Welcome\SampleEvents;
use Eventsmith\Infrastructure\Welcome\WelcomeStore;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\WelcomeController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the demo seeder from the shared services: the `eventsmith_seed_demo`
 * action, `wp eventsmith seed` and the welcome's routes (/welcome), whose
 * sample events are the demo seed run one step per request.
 */
final class DemoArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the seeding action, the welcome's routes and, under WP-CLI, the command.
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
		$welcome = new WelcomeStore();
		( new RestRegistrar(
			array( new WelcomeController( $welcome, new SampleEvents( $seeder, $welcome, $shared->ticket_types ), $shared->settings, $shared->access ) )
		) )->register_hooks();
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			SeedCommand::register( $seeder );
		}
	}
}
