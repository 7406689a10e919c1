<?php
/**
 * Where the buyer lands back from PayPal, after paying or cancelling, and where paying is tried again.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Frontend\Payment;

use Eventsmith\Blocks\Templates\DocumentPrinter;
use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Database\PrimaryReads;
use Eventsmith\Infrastructure\Payment\PayPal\PayPalCaptures;
use Eventsmith\Infrastructure\Payment\PayPal\PayPalGateway;
use Eventsmith\Infrastructure\Tickets\BookingService;

defined( 'ABSPATH' ) || exit;

/**
 * - `?eventsmith_paypal_return={order}&token={PayPal order}`: captures the approved PayPal order
 *   here and then (never only waiting for the webhook) and says "payment received" or "still
 *   processing". The PayPal order must be this order's (its custom_id, or the id stored with it).
 * - `?eventsmith_paypal_cancel={order}&token={PayPal order}`: the buyer cancelled at PayPal; the
 *   order is still pending with its seats held, and a link pays again.
 * - `?eventsmith_paypal_pay={invoice key}`: sends the buyer of a pending order to PayPal again
 *   (the same PayPal order, by its PayPal-Request-Id).
 */
final class PayPalReturnPage {

	public const PAY_ARG = 'eventsmith_paypal_pay';

	/**
	 * Constructor.
	 *
	 * @param PayPalCaptures $captures Captures and settles PayPal orders.
	 * @param PayPalGateway  $gateway  Finds or creates an order's PayPal order.
	 * @param BookingService $bookings Reads orders.
	 */
	public function __construct(
		private PayPalCaptures $captures,
		private PayPalGateway $gateway,
		private BookingService $bookings
	) {}

	/**
	 * Takes its addresses before the theme renders anything.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 1 );
	}

	/**
	 * Where the buyer of an order pays again.
	 *
	 * @param int $id Order.
	 */
	public static function pay_link( int $id ): string {
		parse_str( (string) wp_parse_url( TicketLinks::invoice( $id ), PHP_URL_QUERY ), $query );
		$key = is_string( $query[ TicketLinks::INVOICE_ARG ] ?? null ) ? $query[ TicketLinks::INVOICE_ARG ] : '';
		return add_query_arg( self::PAY_ARG, rawurlencode( $key ), home_url( '/' ) );
	}

	/**
	 * Renders the page when the request names it.
	 */
	public function maybe_render(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- public pages; PayPal's order id and the signed invoice key are the secrets.
		$token = isset( $_GET['token'] ) && is_string( $_GET['token'] ) ? sanitize_text_field( wp_unslash( $_GET['token'] ) ) : '';
		foreach ( array( PayPalGateway::RETURN_ARG, PayPalGateway::CANCEL_ARG, self::PAY_ARG ) as $arg ) {
			if ( ! isset( $_GET[ $arg ] ) || ! is_string( $_GET[ $arg ] ) ) {
				continue;
			}
			DocumentPrinter::private_address_headers();
			// A GET that settles an order: the order's state is read from the primary.
			PrimaryReads::all( 'payment' );
			$value = sanitize_text_field( wp_unslash( $_GET[ $arg ] ) );
			match ( $arg ) {
				PayPalGateway::RETURN_ARG => $this->returned( (int) $value, $token ),
				PayPalGateway::CANCEL_ARG => $this->cancelled( (int) $value, $token ),
				default                   => $this->pay_again( $value ),
			};
		}
		// phpcs:enable
	}

	/**
	 * The buyer approved the payment at PayPal and is back.
	 *
	 * @param int    $order Order number in the address.
	 * @param string $token PayPal's order id.
	 */
	private function returned( int $order, string $token ): void {
		$booking = $this->owned( $order, $token, true );
		$invoice = TicketLinks::invoice( $order );
		if ( 'completed' === $booking['status'] ) {
			/* translators: %s: the buyer's e-mail address. */
			PaymentPage::show( sprintf( __( 'Payment received, thank you! Your tickets are on their way to %s.', 'eventsmith' ), (string) $booking['customer_email'] ), 200, $invoice, PaymentPage::tickets( $this->bookings->tickets( $order ) ) );
		}
		if ( 'pending' === $booking['status'] ) {
			PaymentPage::show( __( 'Your payment is still being processed. We will e-mail your tickets as soon as PayPal confirms it; you can close this page.', 'eventsmith' ), 200, $invoice );
		}
		PaymentPage::show( __( 'This order is no longer awaiting payment: its seats were released. If you were charged, please contact us.', 'eventsmith' ), 200, $invoice );
	}

	/**
	 * The buyer cancelled at PayPal.
	 *
	 * @param int    $order Order number in the address.
	 * @param string $token PayPal's order id.
	 */
	private function cancelled( int $order, string $token ): void {
		$booking = $this->owned( $order, $token, false );
		if ( 'pending' !== $booking['status'] ) {
			$this->returned( $order, $token );
		}
		$pay = '<p><a data-eventsmith-pay-again href="' . esc_url( self::pay_link( $order ) ) . '">' . esc_html__( 'Pay with PayPal', 'eventsmith' ) . '</a></p>';
		PaymentPage::show( __( 'You did not pay at PayPal. Your order is still awaiting payment and its seats are held for a while: you can pay now.', 'eventsmith' ), 200, TicketLinks::invoice( $order ), $pay );
	}

	/**
	 * The order named in the address, when the PayPal order is its own; else a 404 page.
	 *
	 * @param int    $order   Order number.
	 * @param string $token   PayPal's order id.
	 * @param bool   $capture Capture the PayPal order first (the buyer approved it).
	 * @return array<string, mixed>
	 */
	private function owned( int $order, string $token, bool $capture ): array {
		if ( 1 !== preg_match( '/^[A-Za-z0-9]{1,36}$/', $token ) ) {
			PaymentPage::show( __( 'This payment link is not valid.', 'eventsmith' ), 400 );
		}
		$booking = $this->find( $order ) ?? PaymentPage::show( __( 'This payment link is not valid.', 'eventsmith' ), 404 );
		$owner   = null;
		if ( $capture ) {
			try {
				$owner = $this->captures->capture( $token );
			} catch ( DomainError ) {
				$owner = null; // PayPal not answering: the stored id still proves the link; the webhook completes it later.
			}
		}
		$stored = hash_equals( (string) $booking['payment_ref'], $token );
		if ( PayPalGateway::ID !== $booking['payment_method'] || ( null === $owner ? ! $stored : $owner !== $order ) ) {
			PaymentPage::show( __( 'This payment link is not valid.', 'eventsmith' ), 404 );
		}
		return $capture ? $this->bookings->get( $order ) : $booking;
	}

	/**
	 * Sends the buyer of a pending PayPal order to PayPal again.
	 *
	 * @param string $key Signed invoice key of the order.
	 */
	private function pay_again( string $key ): void {
		$id      = TicketLinks::invoice_booking( $key ) ?? 0;
		$booking = $this->find( $id );
		if ( null === $booking || 'pending' !== $booking['status'] || PayPalGateway::ID !== $booking['payment_method'] ) {
			PaymentPage::show( __( 'This order cannot be paid any more.', 'eventsmith' ), 404 );
		}
		try {
			$approve = $this->gateway->approval_link( $id );
		} catch ( DomainError $error ) {
			PaymentPage::show( $error->getMessage(), 503 );
		}
		wp_redirect( $approve ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- PayPal's own approval page.
		exit;
	}

	/**
	 * An order, or null when there is none.
	 *
	 * @param int $id Order number.
	 * @return array<string, mixed>|null
	 */
	private function find( int $id ): ?array {
		if ( $id <= 0 ) {
			return null;
		}
		try {
			return $this->bookings->get( $id );
		} catch ( DomainError ) {
			return null;
		}
	}
}
