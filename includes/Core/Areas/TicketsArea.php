<?php
/**
 * Wiring of visitor tickets: ticket types, checkout, unpaid orders.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Frontend\Invoice\InvoicePage;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Mail\MailTexts;
use Eventsmith\Infrastructure\Mail\PluginMailer;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\BookingTickets;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\CheckoutService;
use Eventsmith\Infrastructure\Tickets\OrderCompletion;
use Eventsmith\Infrastructure\Tickets\PendingOrders;
use Eventsmith\Infrastructure\Tickets\RsvpRateLimit;
use Eventsmith\Infrastructure\Tickets\TicketMailer;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;
use Eventsmith\Infrastructure\Tickets\UnpaidOrderSweep;
use Eventsmith\Rest\CheckoutController;
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
	 * @param EventReader        $events     Reads events.
	 * @param CapacityLedger     $capacity   Seat counters.
	 * @param AttendeeRepository $attendees  Tickets.
	 * @param SettingsRepository $settings   Site settings.
	 * @param RsvpRateLimit      $rate_limit Per-visitor rate limit.
	 * @param AccessPolicy       $access     Who may do what.
	 */
	public function __construct(
		private EventReader $events,
		private CapacityLedger $capacity,
		private AttendeeRepository $attendees,
		private SettingsRepository $settings,
		private RsvpRateLimit $rate_limit,
		private AccessPolicy $access
	) {}

	/**
	 * Registers the routes, the unpaid-order sweep and the invoice page.
	 */
	public function register_hooks(): void {
		$plugin_mailer = new PluginMailer( $this->settings );
		$types         = new TicketTypeRepository( $this->capacity );
		$bookings      = new BookingService( $this->events, $this->capacity, $this->attendees, $plugin_mailer );
		$pending       = new PendingOrders( $this->capacity, new BookingTickets(), $bookings );
		$mailer        = new TicketMailer( $plugin_mailer, new MailTexts( $this->settings, $this->events ) );
		$completion = new OrderCompletion( $pending, $bookings, $mailer );
		( new UnpaidOrderSweep( $pending ) )->register_hooks();
		( new InvoicePage( $bookings, $this->settings ) )->register_hooks();
		$completion->register_hooks();
		( new RestRegistrar(
			array(
				new TicketTypesController( $types, $this->events, $this->capacity, $this->settings, $this->access ),
				new CheckoutController(
					new CheckoutService( $this->events, $types, $this->capacity, $this->attendees ),
					$pending,
					$completion,
					$bookings,
					$mailer,
					new PaymentGateways( $this->settings ),
					$this->settings,
					$this->rate_limit->for_scope( 'checkout' ),
					$this->access
				),
			)
		) )->register_hooks();
	}
}
