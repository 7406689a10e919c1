<?php
/**
 * Where the buyer lands back from Stripe, and where an unfinished payment is tried again.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Frontend\Payment;

use Eventsmith\Blocks\Templates\DocumentPrinter;
use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\PaymentRequest;
use Eventsmith\Infrastructure\Payment\Stripe\StripeClient;
use Eventsmith\Infrastructure\Payment\Stripe\StripeEvents;
use Eventsmith\Infrastructure\Payment\Stripe\StripeGateway;
use Eventsmith\Infrastructure\Tickets\BookingService;

defined( 'ABSPATH' ) || exit;

/**
 * `?eventsmith_stripe_return={order}&session_id={id}`: reads the session from Stripe (never only
 * waiting for the webhook), completes the order through the same path as the webhook when it is
 * paid, and says "payment received" or "still processing". `?eventsmith_stripe_pay={invoice key}`
 * sends the buyer of a pending order to its Checkout Session again (after a timeout or a cancel);
 * `?eventsmith_stripe_cancel={invoice key}` is where Stripe's "back" link leads: the order is still
 * awaiting payment, with a link to pay again.
 */
final class StripeReturnPage {

	public const PAY_ARG = 'eventsmith_stripe_pay';

	/** Query argument of the page Stripe's "back" link leads to (the order's invoice key). */
	public const CANCEL_ARG = 'eventsmith_stripe_cancel';

	/**
	 * Constructor.
	 *
	 * @param StripeClient   $client   Stripe's API.
	 * @param StripeEvents   $events   Completes paid orders.
	 * @param StripeGateway  $gateway  Finds or creates an order's session.
	 * @param BookingService $bookings Reads orders.
	 */
	public function __construct(
		private StripeClient $client,
		private StripeEvents $events,
		private StripeGateway $gateway,
		private BookingService $bookings
	) {}

	/**
	 * Answers before the theme loads.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 1 );
	}

	/**
	 * Renders the page when the request names it.
	 */
	public function maybe_render(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- public pages; the session id and the signed invoice key are the secrets.
		if ( isset( $_GET[ StripeGateway::RETURN_ARG ], $_GET['session_id'] ) && is_string( $_GET[ StripeGateway::RETURN_ARG ] ) && is_string( $_GET['session_id'] ) ) {
			DocumentPrinter::private_address_headers();
			$this->returned( (int) $_GET[ StripeGateway::RETURN_ARG ], sanitize_text_field( wp_unslash( $_GET['session_id'] ) ) );
		} elseif ( isset( $_GET[ self::CANCEL_ARG ] ) && is_string( $_GET[ self::CANCEL_ARG ] ) ) {
			DocumentPrinter::private_address_headers();
			$this->cancelled( sanitize_text_field( wp_unslash( $_GET[ self::CANCEL_ARG ] ) ) );
		} elseif ( isset( $_GET[ self::PAY_ARG ] ) && is_string( $_GET[ self::PAY_ARG ] ) ) {
			DocumentPrinter::private_address_headers();
			$this->pay_again( sanitize_text_field( wp_unslash( $_GET[ self::PAY_ARG ] ) ) );
		}
		// phpcs:enable
	}

	/**
	 * The buyer is back from Stripe.
	 *
	 * @param int    $order      Order number in the address.
	 * @param string $session_id Checkout Session id.
	 */
	private function returned( int $order, string $session_id ): void {
		if ( 1 !== preg_match( '/^cs_[A-Za-z0-9_]{1,250}$/', $session_id ) ) {
			self::page( __( 'This payment link is not valid.', 'eventsmith' ), 400 );
		}
		try {
			$session = $this->client->get( 'checkout/sessions/' . rawurlencode( $session_id ) );
		} catch ( DomainError ) {
			$session = null;
		}
		if ( null !== $session && (string) $order !== (string) ( $session['client_reference_id'] ?? '' ) ) {
			self::page( __( 'This payment link is not valid.', 'eventsmith' ), 404 );
		}
		if ( null !== $session && 'paid' === ( $session['payment_status'] ?? '' ) ) {
			try {
				$this->events->settle( $session );
			} catch ( DomainError ) {
				// A late payment whose refund failed: the order is flagged for staff; the page says what it can.
				$session = null;
			}
		}
		try {
			$booking = $this->bookings->get( $order );
		} catch ( DomainError ) {
			self::page( __( 'This payment link is not valid.', 'eventsmith' ), 404 );
		}
		$this->settled( $booking );
		$invoice = TicketLinks::invoice( $order );
		if ( 'pending' === $booking['status'] ) {
			self::page( __( 'Your payment is still being processed. We will e-mail your tickets as soon as Stripe confirms it; you can close this page.', 'eventsmith' ), 200, '', $invoice );
		}
		if ( 'refunded' === $booking['status'] ) {
			self::page( __( 'This order has been refunded: the payment goes back to the card or account you paid with. If the seats were sold before your payment arrived, we have e-mailed you about it.', 'eventsmith' ), 200, '', $invoice );
		}
		self::page( __( 'This order is no longer awaiting payment: its seats were released. If you were charged, please contact us.', 'eventsmith' ), 200, '', $invoice );
	}

	/**
	 * The buyer left Stripe's page without paying.
	 *
	 * @param string $key Signed invoice key of the order.
	 */
	private function cancelled( string $key ): void {
		$id = TicketLinks::invoice_booking( $key );
		try {
			$booking = null === $id ? null : $this->bookings->get( $id );
		} catch ( DomainError ) {
			$booking = null;
		}
		if ( null === $booking || StripeGateway::ID !== $booking['payment_method'] ) {
			self::page( __( 'This payment link is not valid.', 'eventsmith' ), 404 );
		}
		$this->settled( $booking );
		$invoice = TicketLinks::invoice( (int) $booking['id'] );
		if ( 'pending' !== $booking['status'] ) {
			self::page( __( 'This order is no longer awaiting payment: its seats were released. If you were charged, please contact us.', 'eventsmith' ), 200, '', $invoice );
		}
		$pay = '<p><a data-eventsmith-pay-again href="' . esc_url( add_query_arg( self::PAY_ARG, rawurlencode( $key ), home_url( '/' ) ) ) . '">' . esc_html__( 'Pay by card', 'eventsmith' ) . '</a></p>';
		PaymentPage::show( __( 'You did not pay at Stripe. Your order is still awaiting payment and its seats are held for a while: you can pay now.', 'eventsmith' ), 200, $invoice, $pay );
	}

	/**
	 * Shows "payment received" with the tickets when the order is completed.
	 *
	 * @param array<string, mixed> $booking The order.
	 */
	private function settled( array $booking ): void {
		if ( 'completed' !== $booking['status'] ) {
			return;
		}
		$id = (int) $booking['id'];
		/* translators: %s: the buyer's e-mail address. */
		PaymentPage::show( sprintf( __( 'Payment received, thank you! Your tickets are on their way to %s.', 'eventsmith' ), (string) $booking['customer_email'] ), 200, TicketLinks::invoice( $id ), PaymentPage::tickets( $this->bookings->tickets( $id ) ) );
	}

	/**
	 * Sends the buyer of a pending Stripe order to its payment page again.
	 *
	 * @param string $key Signed invoice key of the order.
	 */
	private function pay_again( string $key ): void {
		$id = TicketLinks::invoice_booking( $key );
		try {
			$booking = null === $id ? null : $this->bookings->get( $id );
		} catch ( DomainError ) {
			$booking = null;
		}
		if ( null === $booking || StripeGateway::ID !== $booking['payment_method'] || 'pending' !== $booking['status'] ) {
			self::page( __( 'This order cannot be paid any more.', 'eventsmith' ), 404 );
		}
		try {
			$session = $this->gateway->session( new PaymentRequest( (int) $booking['id'], number_format( (float) $booking['total'], 2, '.', '' ), (string) $booking['currency'], (string) $booking['customer_name'], (string) $booking['customer_email'], (string) $booking['event_name'], (string) get_permalink( (int) $booking['event_id'] ) ) );
		} catch ( DomainError $error ) {
			self::page( $error->getMessage(), 503 );
		}
		wp_redirect( (string) $session['url'] ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- Stripe's own payment page.
		exit;
	}

	/**
	 * Prints a short page and stops.
	 *
	 * @param string $message Text, with %s for $value when given.
	 * @param int    $status  HTTP status.
	 * @param string $value   Value for the text's placeholder.
	 * @param string $invoice Invoice link to offer ('' for none).
	 * @return never
	 */
	private static function page( string $message, int $status, string $value = '', string $invoice = '' ): never {
		PaymentPage::show( '' === $value ? $message : sprintf( $message, $value ), $status, $invoice );
	}
}
