<?php
/**
 * Wiring of online payments: Stripe's gateway, webhook route and return page.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Core\SharedServices;
use Eventsmith\Domain\Payment\ProviderConnection;
use Eventsmith\Domain\Settings\PaymentSettings;
use Eventsmith\Frontend\Payment\StripeReturnPage;
use Eventsmith\Infrastructure\Payment\LatePayment;
use Eventsmith\Infrastructure\Payment\PaymentEventLedger;
use Eventsmith\Infrastructure\Payment\PaymentReconciliation;
use Eventsmith\Infrastructure\Payment\Stripe\StripeApi;
use Eventsmith\Infrastructure\Payment\Stripe\StripeClient;
use Eventsmith\Infrastructure\Payment\Stripe\StripeConnection;
use Eventsmith\Infrastructure\Payment\Stripe\StripeEvents;
use Eventsmith\Infrastructure\Payment\Stripe\StripeGateway;
use Eventsmith\Infrastructure\Payment\Stripe\StripeRefunds;
use Eventsmith\Infrastructure\Tickets\BookingTickets;
use Eventsmith\Infrastructure\Tickets\PendingOrders;
use Eventsmith\Infrastructure\Tickets\TicketRefunds;
use Eventsmith\Rest\PaymentConnectionController;
use Eventsmith\Rest\PaymentWebhookController;
use Eventsmith\Rest\RestRegistrar;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the Stripe services from the shared ones, and the gateway-neutral payment sweep. The gateway joins the payment methods
 * (`eventsmith_payment_gateways`) when the chosen mode's secret key is set; the webhook route
 * and the return page are always there, so deliveries about older orders still arrive. The
 * settings page's connection test knows Stripe and every registered gateway that is a
 * ProviderConnection.
 */
final class PaymentsArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the gateway, the webhook route and the return page.
	 */
	public function register_hooks(): void {
		$shared   = $this->shared;
		$settings = $shared->settings->all();
		( new StripeApi() )->register_hooks();
		$client  = new StripeClient( PaymentSettings::secret_key( $settings ), StripeApi::base() );
		$pending = new PendingOrders( $shared->capacity, new BookingTickets(), $shared->bookings );
		$refunds = new StripeRefunds( $client );
		$events  = new StripeEvents(
			(string) $settings['stripe_webhook_secret'],
			$shared->bookings,
			$pending,
			new PaymentEventLedger(),
			$refunds,
			new LatePayment( $pending, $shared->bookings, $shared->ticket_mailer ),
			new TicketRefunds( $shared->bookings, $shared->capacity )
		);
		$gateway = new StripeGateway(
			$client,
			$shared->bookings,
			retry: static fn( int $id ): string => add_query_arg( StripeReturnPage::PAY_ARG, rawurlencode( self::invoice_key( $id ) ), home_url( '/' ) ),
			cancel: static fn( int $id ): string => add_query_arg( StripeReturnPage::CANCEL_ARG, rawurlencode( self::invoice_key( $id ) ), home_url( '/' ) ),
			settle: static fn( array $session ): int => $events->settle( $session )
		);
		$refunds->register_hooks();
		if ( '' !== PaymentSettings::secret_key( $settings ) ) {
			add_filter(
				'eventsmith_payment_gateways',
				static fn( $gateways ): array => array_merge( is_array( $gateways ) ? $gateways : array(), array( $gateway ) )
			);
		}
		( new StripeReturnPage( $client, $events, $gateway, $shared->bookings ) )->register_hooks();
		$connections = static function () use ( $shared, $client ): array {
			$found = array( StripeGateway::ID => new StripeConnection( $client ) );
			foreach ( $shared->payment_gateways->all() as $id => $registered ) {
				if ( $registered instanceof ProviderConnection ) {
					$found[ $id ] = $registered;
				}
			}
			return $found;
		};
		$receive = static fn( WP_REST_Request $request ): array => $events->receive( $request->get_body(), (string) $request->get_header( 'stripe_signature' ) );
		( new RestRegistrar(
			array(
				new PaymentWebhookController( 'stripe', $receive, $shared->access ),
				new PaymentConnectionController( $connections, $shared->access ),
			)
		) )->register_hooks();
		// Any gateway implementing ReconcilesPayments (Stripe here, PayPal when it joins) is asked about its overdue orders.
		( new PaymentReconciliation( $shared->payment_gateways, $pending, $shared->bookings ) )->register_hooks();
	}

	/**
	 * The signed key of an order's invoice link (also the key of its "pay again" link).
	 *
	 * @param int $id Order.
	 */
	private static function invoice_key( int $id ): string {
		$query = (string) wp_parse_url( TicketLinks::invoice( $id ), PHP_URL_QUERY );
		parse_str( $query, $args );
		return is_string( $args[ TicketLinks::INVOICE_ARG ] ?? null ) ? $args[ TicketLinks::INVOICE_ARG ] : '';
	}
}
