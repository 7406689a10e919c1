<?php
/**
 * Wiring of the public event archives: query order, templates and dates.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Archive\ArchiveTemplates;
use Eventsmith\Blocks\Archive\EventDateDisplay;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Events\EventArchiveQuery;
use Eventsmith\Infrastructure\Events\EventArchiveStats;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the archive services and registers their hooks.
 */
final class ArchiveArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the hooks of every archive service.
	 */
	public function register_hooks(): void {
		( new EventArchiveQuery( new EventArchiveStats() ) )->register_hooks();
		( new ArchiveTemplates( EVENTSMITH_DIR . '/templates/archive/events.html' ) )->register_hooks();
		( new EventDateDisplay( $this->shared->event_reader ) )->register_hooks();
	}
}
