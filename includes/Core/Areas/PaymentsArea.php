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
use Eventsmith\Infrastructure\Payment\PaymentEventLedger;
use Eventsmith\Infrastructure\Payment\Stripe\StripeApi;
use Eventsmith\Infrastructure\Payment\Stripe\StripeClient;
use Eventsmith\Infrastructure\Payment\Stripe\StripeConnection;
use Eventsmith\Infrastructure\Payment\Stripe\StripeEvents;
use Eventsmith\Infrastructure\Payment\Stripe\StripeGateway;
use Eventsmith\Infrastructure\Payment\Stripe\StripeRefunds;
use Eventsmith\Infrastructure\Tickets\BookingTickets;
use Eventsmith\Infrastructure\Tickets\PendingOrders;
use Eventsmith\Rest\PaymentConnectionController;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\StripeWebhookController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the Stripe services from the shared ones. The gateway joins the payment methods
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
		$gateway = new StripeGateway( $client, $shared->bookings, retry: static fn( int $id ): string => add_query_arg( StripeReturnPage::PAY_ARG, rawurlencode( self::invoice_key( $id ) ), home_url( '/' ) ) );
		$refunds = new StripeRefunds( $client );
		$events  = new StripeEvents(
			(string) $settings['stripe_webhook_secret'],
			$shared->bookings,
			new PendingOrders( $shared->capacity, new BookingTickets(), $shared->bookings ),
			new PaymentEventLedger(),
			$refunds
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
		( new RestRegistrar(
			array(
				new StripeWebhookController( $events, $shared->access ),
				new PaymentConnectionController( $connections, $shared->access ),
			)
		) )->register_hooks();
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
