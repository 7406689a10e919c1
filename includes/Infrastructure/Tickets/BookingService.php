<?php
/**
 * Bookings: buying tickets without overselling, refunds, invoices.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Mail\MailBody;
use Eventsmith\Domain\Mail\SingleRecipient;
use Eventsmith\Domain\Ticket\TicketBuyer;
use Eventsmith\Domain\Ticket\TicketOrder;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Mail\MailMessage;
use Eventsmith\Infrastructure\Mail\PluginMailer;
use Eventsmith\Infrastructure\Registration\BookingStore;
use Eventsmith\Infrastructure\Registration\RegistrationService;

defined( 'ABSPATH' ) || exit;

/**
 * A booking reserves its seats from the event's capacity (total_ticket, −1 =
 * unlimited) with one conditional UPDATE in a transaction, then writes the
 * order and one attendee per ticket: all of it or nothing. A refund flips the
 * status with a conditional UPDATE in a transaction, so only one refund ever
 * releases the seats, together with cancelling the tickets.
 */
final class BookingService {

	/**
	 * Constructor.
	 *
	 * @param EventReader        $events    Reads events.
	 * @param CapacityLedger     $capacity  Seat counters.
	 * @param AttendeeRepository $attendees Attendees.
	 * @param PluginMailer       $mailer    Sends invoices from the configured sender.
	 * @param RegistrationService $registration Places orders (seats, store, hooks).
	 * @param BookingTickets     $tickets   A booking's tickets as a whole.
	 * @param BookingStore       $store     Writes bookings.
	 */
	public function __construct(
		private EventReader $events,
		private CapacityLedger $capacity,
		private AttendeeRepository $attendees,
		private PluginMailer $mailer,
		private RegistrationService $registration,
		private BookingTickets $tickets = new BookingTickets(),
		private BookingStore $store = new BookingStore()
	) {}

	/**
	 * Books tickets.
	 *
	 * @param int                  $event_id Event id.
	 * @param array<string, mixed> $input    customer_name, customer_email, lines [{ticket_type, quantity, price}], currency.
	 * @param string               $status   'completed', or 'pending' (seats held while payment is awaited).
	 * @return array<string, mixed> The booking.
	 * @throws DomainError When a field is invalid or there are not enough seats; nothing is stored then.
	 */
	public function book( int $event_id, array $input, string $status = 'completed' ): array {
		$event = $this->events->fields( $event_id );
		$name  = sanitize_text_field( (string) ( $input['customer_name'] ?? '' ) );
		$email = (string) SingleRecipient::normalise( $input['customer_email'] ?? null );
		if ( '' === $name ) {
			throw DomainError::invalid( 'customer_name', __( 'The customer needs a name.', 'eventsmith' ) );
		}
		if ( '' === $email || ! is_email( $email ) ) {
			throw DomainError::invalid( 'customer_email', __( 'The customer needs a valid email address.', 'eventsmith' ) );
		}
		$lines    = $this->lines( $input['lines'] ?? null );
		$quantity = (int) array_sum( array_column( $lines, 'quantity' ) );
		$scope    = CapacityScope::event( $event_id );
		$this->capacity->define( $scope, (int) $event['total_ticket'] );
		$order_lines = array();
		$attendees   = array();
		foreach ( $lines as $n => $line ) {
			$type          = $this->line_type( $line, $n );
			$order_lines[] = array(
				'type'     => $type,
				'quantity' => $line['quantity'],
			);
			for ( $i = 0; $i < $line['quantity']; $i++ ) {
				$attendees[] = array(
					'type'  => $type,
					'name'  => $name,
					'email' => $email,
					'phone' => '',
					'extra' => array(),
				);
			}
		}
		$booked = $this->registration->place_order(
			$event_id,
			TicketOrder::of_lines( $order_lines ),
			TicketBuyer::of( $name, $email, $attendees ),
			array(
				'currency' => strtoupper( substr( sanitize_key( (string) ( $input['currency'] ?? 'usd' ) ), 0, 3 ) ),
				'status'   => 'pending' === $status ? 'pending' : 'completed',
			),
			RegistrationService::SOURCE_STAFF,
			array(
				array(
					'scope'    => $scope,
					'quantity' => $quantity,
				),
			),
			static fn(): DomainError => new DomainError( 'eventsmith_sold_out', __( 'There are not enough tickets left.', 'eventsmith' ), DomainError::CONFLICT, 'lines' )
		);
		$booking_id = (int) ( $booked['booking_id'] ?? 0 );
		return $this->get( $booking_id );
	}

	/**
	 * Refunds a completed booking: its tickets are cancelled and its seats released, once.
	 *
	 * @param int $id Booking id.
	 * @return array<string, mixed> The booking.
	 * @throws DomainError When there is no such booking (404) or it is not completed (409).
	 */
	public function refund( int $id ): array {
		$booking = $this->get( $id );
		if ( 'completed' !== $booking['status'] ) {
			throw self::not_refundable();
		}
		$scope   = CapacityScope::event( (int) $booking['event_id'] );
		$code_id = (int) ( $booking['discount_code_id'] ?? 0 );
		/**
		 * Fires before a booking is refunded; throwing a DomainError stops the refund.
		 *
		 * @param array<string, mixed> $booking The booking as it is now (status `completed`).
		 */
		do_action( 'eventsmith_before_refund', $booking );
		$flipped = Transaction::run(
			function () use ( $id, $scope, $code_id ): bool {
				// Same lock order as book() (seats, then order, then attendees), so the two never deadlock.
				$this->capacity->lock( $scope );
				if ( 1 !== $this->store->refund_booking( $id, get_current_user_id() ) ) {
					return false;
				}
				// Tickets cancelled one by one earlier already gave their seats back.
				$by_type = $this->tickets->count_by_type( $id, 'active' );
				$this->capacity->release( $scope, $this->tickets->refund_booking( $id ) );
				foreach ( $by_type as $type_id => $tickets ) {
					$this->capacity->release( TicketTypeRepository::scope( $type_id ), $tickets );
				}
				// The whole order is refunded: its discount code's use comes back, last (lock order: event, types, code).
				if ( $code_id > 0 ) {
					$this->capacity->release( CapacityScope::discount( $code_id ), 1 );
				}
				return true;
			}
		);
		if ( ! $flipped ) {
			// The provider's own report of this refund (charge.refunded, recorded by nobody) may
			// arrive first: done then. Another staff refund that won answers 409 as before.
			if ( $this->refunded_by_provider( $id ) ) {
				return $this->get( $id );
			}
			throw self::not_refundable();
		}
		$refunded = $this->get( $id );
		/**
		 * Fires after a booking was refunded: its tickets are cancelled and its seats released.
		 *
		 * @param array<string, mixed> $refunded The booking (status `refunded`).
		 */
		do_action( 'eventsmith_after_refund', $refunded );
		return $refunded;
	}

	/**
	 * Whether an order was refunded without a user: by its payment provider's report.
	 *
	 * @param int $id Booking id.
	 */
	private function refunded_by_provider( int $id ): bool {
		global $wpdb;
		$table = Tables::bookings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT status, refunded_by FROM {$table} WHERE id = %d", $id ) );
		return null !== $row && 'refunded' === $row->status && 0 === (int) $row->refunded_by;
	}

	/**
	 * The refusal to refund an order that is not completed.
	 */
	private static function not_refundable(): DomainError {
		return new DomainError( 'eventsmith_not_refundable', __( 'Only completed bookings can be refunded.', 'eventsmith' ), DomainError::CONFLICT, 'status' );
	}

	/**
	 * Emails the invoice again (completed bookings only).
	 *
	 * @param int $id Booking id.
	 * @throws DomainError When there is no such booking, it is not completed, or mail fails.
	 */
	public function resend_invoice( int $id ): void {
		$booking = $this->get( $id );
		if ( 'completed' !== $booking['status'] ) {
			throw new DomainError( 'eventsmith_not_invoiceable', __( 'Invoices are sent for completed bookings only.', 'eventsmith' ), DomainError::CONFLICT, 'status' );
		}
		$lines = array_map(
			static fn( array $l ): string => sprintf( '%d × %s @ %s %s', $l['quantity'], $l['ticket_type'], number_format_i18n( (float) $l['price'], 2 ), $booking['currency'] ),
			$booking['lines']
		);
		/* translators: 1: booking number, 2: event title. */
		$subject = sprintf( __( 'Invoice #%1$d — %2$s', 'eventsmith' ), $id, $booking['event_name'] );
		$discount = TicketMailer::discount_line( $booking );
		if ( '' !== $discount ) {
			$lines[] = $discount;
		}
		$body    = implode( "\n", $lines ) . "\n" . sprintf( /* translators: 1: total, 2: currency. */ __( 'Total: %1$s %2$s', 'eventsmith' ), number_format_i18n( (float) $booking['total'], 2 ), $booking['currency'] ) . "\n\n" . TicketMailer::invoice_line( $booking );
		if ( ! $this->mailer->send_message( new MailMessage( (string) $booking['customer_email'], $subject, $body, 'order_invoice', (int) $booking['event_id'], '', false, '', '', MailBody::addresses( TicketMailer::invoice_line( $booking ) ) ) ) ) {
			throw new DomainError( 'eventsmith_mail_failed', __( 'The invoice could not be sent. Check the site\'s mail settings.', 'eventsmith' ), DomainError::CONFLICT );
		}
	}

	/**
	 * A booking's valid tickets.
	 *
	 * @param int $id Booking id.
	 * @return list<array{id: int, ticket_code: string, name: string, ticket_type: string}>
	 */
	public function tickets( int $id ): array {
		return $this->tickets->active_tickets_of_booking( $id );
	}

	/**
	 * One booking.
	 *
	 * @param int $id Booking id.
	 * @return array<string, mixed>
	 * @throws DomainError When there is none.
	 */
	public function get( int $id ): array {
		global $wpdb;
		$table = Tables::bookings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) );
		if ( null === $row ) {
			throw new DomainError( 'eventsmith_booking_not_found', __( 'No booking has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		return BookingReport::present( $row );
	}

	/**
	 * The order a payment provider's reference belongs to.
	 *
	 * @param string $reference E.g. a Stripe PaymentIntent id.
	 * @return int Booking id, 0 for none.
	 */
	public function by_payment_reference( string $reference ): int {
		global $wpdb;
		if ( '' === $reference ) {
			return 0;
		}
		$table = Tables::bookings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE payment_reference = %s LIMIT 1", $reference ) );
	}

	/**
	 * The ticket type a staff line names, as the order and its hooks see it
	 * (free-form: id 0 unless the name matches nothing else).
	 *
	 * @param array{ticket_type: string, quantity: int, price: float} $line Line.
	 * @param int                                                      $n    Its index.
	 * @throws DomainError Naming the line.
	 */
	private function line_type( array $line, int $n ): TicketType {
		return TicketType::from_input(
			array(
				'name'          => $line['ticket_type'],
				'price'         => $line['price'],
				'max_per_order' => 100,
			),
			-1,
			"lines[{$n}]"
		);
	}

	/**
	 * Valid line items.
	 *
	 * @param mixed $lines Input.
	 * @return list<array{ticket_type: string, quantity: int, price: float}>
	 * @throws DomainError Naming `lines`.
	 */
	private function lines( mixed $lines ): array {
		$clean = array();
		foreach ( is_array( $lines ) ? $lines : array() as $line ) {
			$quantity = $line['quantity'] ?? 0;
			$price    = $line['price'] ?? 0;
			if ( ! is_numeric( $quantity ) || (int) $quantity < 1 || (int) $quantity > 100 || ! is_numeric( $price ) || (float) $price < 0 ) {
				throw DomainError::invalid( 'lines', __( 'Each line needs a quantity from 1 to 100 and a price of 0 or more.', 'eventsmith' ) );
			}
			$clean[] = array(
				'ticket_type' => sanitize_text_field( (string) ( $line['ticket_type'] ?? __( 'General admission', 'eventsmith' ) ) ),
				'quantity'    => (int) $quantity,
				'price'       => round( (float) $price, 2 ),
			);
		}
		if ( array() === $clean ) {
			throw DomainError::invalid( 'lines', __( 'A booking needs at least one line.', 'eventsmith' ) );
		}
		return $clean;
	}
}
