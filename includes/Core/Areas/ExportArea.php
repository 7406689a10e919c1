<?php
/**
 * Wiring of the site export: the REST download and the WP-CLI command.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Cli\ExportCommand;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Export\ExportSource;
use Eventsmith\Infrastructure\Export\SiteExport;
use Eventsmith\Rest\ExportController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the exporter from the shared readers and registers its transports.
 */
final class ExportArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the route and the command.
	 */
	public function register_hooks(): void {
		$shared = $this->shared;
		$export = new SiteExport( new ExportSource( $shared->speakers, $shared->schedules, $shared->attendees, $shared->calendar_entries ) );
		( new RestRegistrar( array( new ExportController( $export, $shared->access ) ) ) )->register_hooks();
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			ExportCommand::register( $export );
		}
	}
}
