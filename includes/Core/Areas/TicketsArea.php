<?php
/**
 * Wiring of visitor tickets: ticket types, checkout, unpaid orders.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Core\SharedServices;
use Eventsmith\Frontend\Invoice\InvoicePage;
use Eventsmith\Infrastructure\Discount\DiscountCodes;
use Eventsmith\Infrastructure\Tickets\BookingTickets;
use Eventsmith\Infrastructure\Tickets\CheckoutService;
use Eventsmith\Infrastructure\Tickets\OrderCompletion;
use Eventsmith\Infrastructure\Tickets\PendingOrders;
use Eventsmith\Infrastructure\Tickets\UnpaidOrderSweep;
use Eventsmith\Rest\CheckoutController;
use Eventsmith\Rest\DiscountCodesController;
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
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the routes, the unpaid-order sweep and the invoice page.
	 */
	public function register_hooks(): void {
		$shared     = $this->shared;
		$types      = $shared->ticket_types;
		$pending    = new PendingOrders( $shared->capacity, new BookingTickets(), $shared->bookings );
		$mailer     = $shared->ticket_mailer;
		$completion = new OrderCompletion( $pending, $shared->bookings, $mailer );
		$discounts  = new DiscountCodes( $shared->capacity );
		$checkout   = new CheckoutService( $shared->event_reader, $shared->capacity, $shared->attendees, $shared->registration, $shared->registrar, $discounts );
		( new UnpaidOrderSweep( $pending, $shared->payment_gateways ) )->register_hooks();
		( new InvoicePage( $shared->bookings, $shared->settings, $shared->payment_gateways ) )->register_hooks();
		$completion->register_hooks();
		$shared->registration->register_hooks();
		$shared->blocks->serve( array( 'ticket-form' => $shared->registration_views ) );
		( new RestRegistrar(
			array(
				new TicketTypesController( $types, $shared->event_reader, $shared->registration, $shared->settings, $shared->access ),
				new CheckoutController(
					$checkout,
					$pending,
					$completion,
					$shared->bookings,
					$mailer,
					$shared->payment_gateways,
					$shared->settings,
					$shared->rsvp_limit->for_scope( 'checkout' ),
					$shared->access
				),
				new DiscountCodesController( $discounts, $checkout, $shared->settings, $shared->rsvp_limit->for_scope( 'discount' ), $shared->access ),
			)
		) )->register_hooks();
	}
}
