<?php
/**
 * The buyer's e-mails: tickets for a completed order, payment instructions for a pending one.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Infrastructure\Mail\MailMessage;
use Eventsmith\Infrastructure\Mail\MailOutbox;
use Eventsmith\Infrastructure\Mail\MailTexts;

defined( 'ABSPATH' ) || exit;

/**
 * One HTML e-mail per order, with each ticket's QR code as an inline picture and a link per ticket
 * (the ticket page shows its QR code and offers a PDF) and the event's .ics. It goes through the mail queue: the request sends
 * it once, a failure is retried in the background. A mail that cannot be sent never undoes the
 * order: it is logged and staff resend it.
 */
final class TicketMailer {

	/**
	 * Constructor.
	 *
	 * @param MailOutbox $outbox Queues and sends.
	 * @param MailTexts  $texts  The subjects and texts the settings give.
	 */
	public function __construct( private MailOutbox $outbox, private MailTexts $texts ) {}

	/**
	 * E-mails the tickets of a completed order.
	 *
	 * @param array<string, mixed>                                       $booking The booking (BookingReport::present()).
	 * @param list<array{ticket_code: string, name: string, ticket_type: string}> $tickets Its tickets.
	 * @return bool Whether the mail was handed to the mail server.
	 */
	public function send_tickets( array $booking, array $tickets ): bool {
		$lines = array();
		$pages = array();
		foreach ( $tickets as $ticket ) {
			$pages[] = TicketLinks::page( $ticket['ticket_code'] );
			$lines[] = sprintf( '%s (%s): %s', $ticket['name'], $ticket['ticket_type'], TicketLinks::page( $ticket['ticket_code'] ) );
		}
		$mail   = self::with_discount( $this->texts->compose( MailKind::OrderTickets, (int) $booking['event_id'], self::order_values( $booking ) + array( 'ticket_links' => implode( "\n", $lines ) ), $pages ), $booking );
		$button = 1 === count( $tickets ) ? TicketLinks::page( $tickets[0]['ticket_code'] ) : '';
		$shown  = array_map( static fn( array $ticket ): array => self::ticket( $ticket['ticket_code'], sprintf( '%s (%s)', $ticket['name'], $ticket['ticket_type'] ) ), $tickets );
		return $this->send( $booking, MailKind::OrderTickets->value, $mail, $button, true, $shown );
	}

	/**
	 * E-mails a pending order's payment instructions.
	 *
	 * @param array<string, mixed> $booking      The booking.
	 * @param string               $instructions What the payment method tells the buyer.
	 */
	public function send_payment_pending( array $booking, string $instructions ): bool {
		$mail = self::with_discount( $this->texts->compose( MailKind::OrderPending, (int) $booking['event_id'], self::order_values( $booking ) + array( 'payment_instructions' => $instructions ) ), $booking );
		return $this->send( $booking, MailKind::OrderPending->value, $mail, '', false );
	}

	/**
	 * Tells the buyer that a payment which arrived after the order's seats were sold was refunded.
	 * Once per order (the queue's dedupe key), however many deliveries report the payment.
	 *
	 * @param array<string, mixed> $booking The booking (status `refunded`).
	 */
	public function send_late_refund( array $booking ): bool {
		$id      = (int) $booking['id'];
		$subject = sprintf(
			/* translators: 1: order number, 2: event title. */
			__( 'Your payment for order #%1$d was refunded — %2$s', 'eventsmith' ),
			$id,
			wp_strip_all_tags( (string) ( $booking['event_name'] ?? '' ) )
		);
		$body = sprintf(
			/* translators: %s: the buyer's name. */
			__( 'Hello %s,', 'eventsmith' ),
			(string) $booking['customer_name']
		) . "\n\n" . sprintf(
			/* translators: 1: amount, 2: currency, 3: order number. */
			__( 'The seats were sold before your payment arrived; you have been refunded. The full amount of %1$s %2$s for order #%3$d goes back to the card or account you paid with; your bank may take a few days to show it.', 'eventsmith' ),
			number_format_i18n( (float) $booking['total'], 2 ),
			(string) $booking['currency'],
			$id
		) . "\n\n" . __( 'We are sorry that we could not keep your seats.', 'eventsmith' ) . "\n\n" . self::invoice_line( $booking );
		$sent = $this->outbox->send( array( new MailMessage( (string) $booking['customer_email'], $subject, $body, 'order_late_refund', (int) $booking['event_id'], '', false, 'order-late-refund-' . $id, '', array( TicketLinks::invoice( $id ) ) ) ) );
		if ( ! $sent ) {
			/** This action is documented in includes/Infrastructure/Tickets/TicketMailer.php */
			do_action( 'eventsmith_order_mail_failed', $id, $subject );
		}
		return $sent;
	}

	/**
	 * A ticket as an e-mail carries it: its label, its page (with the PDF) and what its QR code
	 * encodes, the verify address the door scanner reads. The picture is drawn when the mail is sent.
	 *
	 * @param string $code  Ticket code.
	 * @param string $label The holder and ticket type.
	 * @return array{label: string, url: string, qr: string}
	 */
	public static function ticket( string $code, string $label ): array {
		return array(
			'label' => $label,
			'url'   => TicketLinks::page( $code ),
			'qr'    => TicketLinks::verify( $code ),
		);
	}

	/**
	 * The placeholders every order e-mail fills.
	 *
	 * @param array<string, mixed> $booking The booking.
	 * @return array<string, string>
	 */
	private static function order_values( array $booking ): array {
		return array(
			'buyer_name'   => (string) $booking['customer_name'],
			'order_number' => (string) (int) $booking['id'],
			'invoice_link' => TicketLinks::invoice( (int) $booking['id'] ),
		);
	}

	/**
	 * The line that names an order's discount code and what it took off ('' without a code).
	 *
	 * @param array<string, mixed> $booking The booking.
	 */
	public static function discount_line( array $booking ): string {
		if ( '' === (string) ( $booking['discount_code'] ?? '' ) ) {
			return '';
		}
		/* translators: 1: discount code, 2: amount taken off, 3: currency, 4: total to pay. */
		return sprintf( __( 'Discount code %1$s: -%2$s %3$s (total %4$s %3$s)', 'eventsmith' ), (string) $booking['discount_code'], number_format_i18n( (float) $booking['discount_total'], 2 ), (string) $booking['currency'], number_format_i18n( (float) $booking['total'], 2 ) );
	}

	/**
	 * An order e-mail with its discount line after the text, when the order had a code.
	 *
	 * @param array{subject: string, body: string, links: list<string>} $mail    The composed e-mail.
	 * @param array<string, mixed>                                       $booking The booking.
	 * @return array{subject: string, body: string, links: list<string>}
	 */
	private static function with_discount( array $mail, array $booking ): array {
		$line = self::discount_line( $booking );
		if ( '' !== $line ) {
			$mail['body'] .= "\n\n" . $line;
		}
		return $mail;
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
	 * @param array<string, mixed>                 $booking    The booking.
	 * @param string                               $kind       Which e-mail.
	 * @param array{subject: string, body: string, links: list<string>} $mail Subject, text and the addresses it may link.
	 * @param string                               $button_url The button's address ('' for the event page).
	 * @param bool                                 $attach_ics Whether the event's .ics goes with it.
	 * @param list<array{label: string, url: string, qr: string}> $tickets The tickets shown with their QR codes.
	 */
	private function send( array $booking, string $kind, array $mail, string $button_url, bool $attach_ics, array $tickets = array() ): bool {
		$subject = $mail['subject'];
		$sent    = $this->outbox->send( array( new MailMessage( (string) $booking['customer_email'], $subject, $mail['body'], $kind, (int) $booking['event_id'], $button_url, $attach_ics, '', '', $mail['links'], $tickets ) ) );
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
