<?php
/**
 * What follows a successful claim: tickets, payment, confirmation e-mails.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Domain\Payment\PaymentRequest;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\RsvpConfirmationMailer;
use Eventsmith\Infrastructure\Tickets\TicketMailer;

defined( 'ABSPATH' ) || exit;

/**
 * A claimed free ticket gets the order's tickets e-mail, a claimed RSVP place
 * the RSVP confirmation, and a claimed paid ticket goes to payment exactly as a
 * checkout order does (the payment method's instructions or payment page).
 */
final class ClaimFollowUp {

	/**
	 * Constructor.
	 *
	 * @param BookingService         $bookings Reads bookings.
	 * @param TicketMailer           $tickets  Order e-mails.
	 * @param RsvpConfirmationMailer $rsvp     RSVP confirmation.
	 * @param PaymentGateways        $gateways Payment methods.
	 * @param SettingsRepository     $settings Currency.
	 */
	public function __construct(
		private BookingService $bookings,
		private TicketMailer $tickets,
		private RsvpConfirmationMailer $rsvp,
		private PaymentGateways $gateways,
		private SettingsRepository $settings
	) {}

	/**
	 * Sends what the claim calls for.
	 *
	 * @param object               $entry  Waitlist row.
	 * @param array<string, mixed> $booked What the claim booked.
	 * @return array{instructions: string, redirect_url: string}
	 */
	public function after_claim( object $entry, array $booked ): array {
		$next = array(
			'instructions' => '',
			'redirect_url' => '',
		);
		$codes = array_column( $booked['tickets'] ?? array(), 'ticket_code' );
		if ( (int) $booked['booking_id'] <= 0 ) {
			$this->rsvp->send(
				(int) $entry->event_id,
				array(
					array(
						'name'  => (string) $entry->name,
						'email' => (string) $entry->email,
					),
				),
				$codes
			);
			return $next;
		}
		$booking = $this->bookings->get( (int) $booked['booking_id'] );
		if ( 'completed' === $booked['status'] ) {
			$this->tickets->send_tickets( $booking, $booked['tickets'] );
			return $next;
		}
		$currency = (string) $this->settings->all()['currency'];
		$start    = $this->gateways->chosen()->start( new PaymentRequest( (int) $booking['id'], (string) $booking['total'], $currency, (string) $booking['customer_name'], (string) $booking['customer_email'], (string) $booking['event_name'], (string) get_permalink( (int) $entry->event_id ) ) );
		$this->tickets->send_payment_pending( $booking, $start->instructions );
		return array(
			'instructions' => $start->instructions,
			'redirect_url' => esc_url_raw( $start->redirect_url ),
		);
	}
}
