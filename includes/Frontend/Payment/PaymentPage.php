<?php
/**
 * The short pages a buyer sees around an online payment.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Frontend\Payment;

use Eventsmith\Blocks\Templates\TicketLinks;

defined( 'ABSPATH' ) || exit;

/**
 * One message (with its HTTP status in `data-eventsmith-payment-status`), optional markup after
 * it and the invoice link, never cached. Shared by the Stripe and PayPal return pages.
 */
final class PaymentPage {

	/**
	 * A link per valid ticket of a paid order (the same labels as the ticket form's thank-you panel).
	 *
	 * @param list<array{ticket_code: string, name: string, ticket_type: string}> $tickets Tickets.
	 */
	public static function tickets( array $tickets ): string {
		if ( array() === $tickets ) {
			return '';
		}
		$items = '';
		foreach ( $tickets as $ticket ) {
			$label  = sprintf(
				/* translators: 1: attendee's name, 2: ticket type. */
				__( 'Open ticket: %1$s (%2$s)', 'eventsmith' ),
				$ticket['name'],
				$ticket['ticket_type']
			);
			$items .= '<li><a href="' . esc_url( TicketLinks::page( $ticket['ticket_code'] ) ) . '">' . esc_html( $label ) . '</a></li>';
		}
		return '<ul data-eventsmith-tickets>' . $items . '</ul>';
	}

	/**
	 * Prints the page and stops.
	 *
	 * @param string $message Plain text.
	 * @param int    $status  HTTP status.
	 * @param string $invoice Invoice link to offer ('' for none).
	 * @param string $extra   More markup, already escaped.
	 * @return never
	 */
	public static function show( string $message, int $status, string $invoice = '', string $extra = '' ): never {
		$html = '<p data-eventsmith-payment-status="' . esc_attr( (string) $status ) . '">' . esc_html( $message ) . '</p>' . $extra;
		if ( '' !== $invoice ) {
			$html .= '<p><a href="' . esc_url( $invoice ) . '">' . esc_html__( 'View your invoice', 'eventsmith' ) . '</a></p>';
		}
		nocache_headers();
		wp_die( wp_kses_post( $html ), esc_html( get_bloginfo( 'name' ) ), array( 'response' => $status ) );
		exit;
	}
}
