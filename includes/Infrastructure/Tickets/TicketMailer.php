<?php
/**
 * The buyer's e-mails: tickets for a completed order, payment instructions for a pending one.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Infrastructure\Mail\PluginMailer;

defined( 'ABSPATH' ) || exit;

/**
 * One e-mail per order, with a link per ticket (the ticket page shows its QR code and offers a
 * PDF). A mail that cannot be sent never undoes the order: it is logged and staff resend it.
 */
final class TicketMailer {

	/**
	 * Constructor.
	 *
	 * @param PluginMailer $mailer Sends from the configured sender.
	 */
	public function __construct( private PluginMailer $mailer ) {}

	/**
	 * E-mails the tickets of a completed order.
	 *
	 * @param array<string, mixed>                                       $booking The booking (BookingReport::present()).
	 * @param list<array{ticket_code: string, name: string, ticket_type: string}> $tickets Its tickets.
	 * @return bool Whether the mail was handed to the mail server.
	 */
	public function send_tickets( array $booking, array $tickets ): bool {
		$lines = array();
		foreach ( $tickets as $ticket ) {
			$lines[] = sprintf( '%s (%s): %s', $ticket['name'], $ticket['ticket_type'], TicketLinks::page( $ticket['ticket_code'] ) );
		}
		/* translators: 1: event title, 2: order number. */
		$subject = sprintf( __( 'Your tickets for %1$s (order #%2$d)', 'eventsmith' ), $booking['event_name'], $booking['id'] );
		$body    = sprintf(
			/* translators: 1: buyer's name, 2: event title. */
			__( 'Hello %1$s, thank you for your order. Here are your tickets for %2$s; open each one to show its QR code at the door or to download it as a PDF:', 'eventsmith' ),
			$booking['customer_name'],
			$booking['event_name']
		) . "\n\n" . implode( "\n", $lines ) . "\n\n" . self::invoice_line( $booking ) . "\n";
		return $this->send( $booking, $subject, $body );
	}

	/**
	 * E-mails a pending order's payment instructions.
	 *
	 * @param array<string, mixed> $booking      The booking.
	 * @param string               $instructions What the payment method tells the buyer.
	 */
	public function send_payment_pending( array $booking, string $instructions ): bool {
		/* translators: 1: order number, 2: event title. */
		$subject = sprintf( __( 'Order #%1$d for %2$s: awaiting payment', 'eventsmith' ), $booking['id'], $booking['event_name'] );
		$body    = sprintf(
			/* translators: 1: buyer's name, 2: event title. */
			__( 'Hello %1$s, we have received your order for %2$s.', 'eventsmith' ),
			$booking['customer_name'],
			$booking['event_name']
		) . "\n\n" . $instructions . "\n\n" . self::invoice_line( $booking ) . "\n";
		return $this->send( $booking, $subject, $body );
	}

	/**
	 * The line that links the order's invoice.
	 *
	 * @param array<string, mixed> $booking The booking.
	 */
	public static function invoice_line( array $booking ): string {
		/* translators: %s: address of the invoice page. */
		return sprintf( __( 'Your invoice: %s', 'eventsmith' ), TicketLinks::invoice( (int) $booking['id'] ) );
	}

	/**
	 * Sends, logging a failure.
	 *
	 * @param array<string, mixed> $booking The booking.
	 * @param string               $subject Subject.
	 * @param string               $body    Plain-text body.
	 */
	private function send( array $booking, string $subject, string $body ): bool {
		$sent = $this->mailer->send( (string) $booking['customer_email'], $subject, $body );
		if ( ! $sent ) {
			/**
			 * Fires when an order e-mail could not be sent (staff can resend it from the purchase report).
			 *
			 * @param int    $booking_id Order number.
			 * @param string $subject    The e-mail's subject.
			 */
			do_action( 'eventsmith_order_mail_failed', (int) $booking['id'], $subject );
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner's log is where failed mail is looked for.
			error_log( sprintf( 'Eventsmith: the e-mail "%s" for order #%d could not be sent.', $subject, (int) $booking['id'] ) );
		}
		return $sent;
	}
}
