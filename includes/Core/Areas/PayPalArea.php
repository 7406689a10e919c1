<?php
/**
 * Wiring of PayPal: its gateway, webhook route, return pages and refunds.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Core\SharedServices;
use Eventsmith\Domain\Settings\PaymentSettings;
use Eventsmith\Frontend\Payment\PayPalReturnPage;
use Eventsmith\Infrastructure\Payment\LatePayment;
use Eventsmith\Infrastructure\Payment\PaymentEventLedger;
use Eventsmith\Infrastructure\Payment\PayPal\PayPalApi;
use Eventsmith\Infrastructure\Payment\PayPal\PayPalCaptures;
use Eventsmith\Infrastructure\Payment\PayPal\PayPalClient;
use Eventsmith\Infrastructure\Payment\PayPal\PayPalEvents;
use Eventsmith\Infrastructure\Payment\PayPal\PayPalGateway;
use Eventsmith\Infrastructure\Payment\PayPal\PayPalRefunds;
use Eventsmith\Infrastructure\Tickets\BookingTickets;
use Eventsmith\Infrastructure\Tickets\PendingOrders;
use Eventsmith\Infrastructure\Tickets\TicketRefunds;
use Eventsmith\Rest\PaymentWebhookController;
use Eventsmith\Rest\RestRegistrar;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the PayPal services from the shared ones. The gateway joins the payment methods
 * (`eventsmith_payment_gateways`) when the chosen mode's client id and secret are both set; the
 * webhook route, the return pages and refunds are always there, so older orders still settle.
 */
final class PayPalArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the gateway, the webhook route, the return pages and refunds.
	 */
	public function register_hooks(): void {
		$shared   = $this->shared;
		$settings = $shared->settings->all();
		( new PayPalApi() )->register_hooks();
		list( $client_id, $secret ) = PaymentSettings::paypal_credentials( $settings );
		$client   = new PayPalClient( $client_id, $secret, PayPalApi::base( (string) $settings['paypal_mode'] ) );
		$pending  = new PendingOrders( $shared->capacity, new BookingTickets(), $shared->bookings );
		$refunds  = new PayPalRefunds( $client );
		$captures = new PayPalCaptures( $client, $shared->bookings, $pending, late: new LatePayment( $pending, $shared->bookings, $shared->ticket_mailer ), refunds: $refunds );
		$gateway  = new PayPalGateway( $client, $shared->bookings, retry: PayPalReturnPage::pay_link( ... ), captures: $captures );
		$refunds->register_hooks();
		if ( '' !== $client_id && '' !== $secret ) {
			add_filter(
				'eventsmith_payment_gateways',
				static fn( $gateways ): array => array_merge( is_array( $gateways ) ? $gateways : array(), array( $gateway ) )
			);
		}
		$events = new PayPalEvents( (string) $settings['paypal_webhook_id'], $client, $captures, $shared->bookings, new PaymentEventLedger(), $refunds, new TicketRefunds( $shared->bookings, $shared->capacity ) );
		( new PayPalReturnPage( $captures, $gateway, $shared->bookings ) )->register_hooks();
		$receive = static function ( WP_REST_Request $request ) use ( $events ): array {
			$headers = array();
			foreach ( PayPalEvents::HEADERS as $field => $header ) {
				$headers[ $field ] = (string) $request->get_header( strtolower( str_replace( '-', '_', $header ) ) );
			}
			return $events->receive( $request->get_body(), $headers );
		};
		( new RestRegistrar( array( new PaymentWebhookController( 'paypal', $receive, $shared->access ) ) ) )->register_hooks();
	}
}
