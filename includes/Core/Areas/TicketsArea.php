<?php
/**
 * Wiring of visitor tickets: ticket types and their routes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\TicketTypesController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the ticket services from the shared ones.
 */
final class TicketsArea {

	/**
	 * Constructor.
	 *
	 * @param EventReader        $events   Reads events.
	 * @param CapacityLedger     $capacity Seat counters.
	 * @param SettingsRepository $settings Site settings.
	 * @param AccessPolicy       $access   Who may do what.
	 */
	public function __construct(
		private EventReader $events,
		private CapacityLedger $capacity,
		private SettingsRepository $settings,
		private AccessPolicy $access
	) {}

	/**
	 * Registers the ticket type routes.
	 */
	public function register_hooks(): void {
		$types = new TicketTypeRepository( $this->capacity );
		( new RestRegistrar( array( new TicketTypesController( $types, $this->events, $this->capacity, $this->settings, $this->access ) ) ) )->register_hooks();
	}
}
