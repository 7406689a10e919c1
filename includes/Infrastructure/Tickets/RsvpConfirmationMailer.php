<?php
/**
 * The e-mail that confirms a "going" RSVP.
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
 * One HTML e-mail to the person who answered, with a ticket link per guest they named and the
 * event's .ics, through the mail queue (sent at once, retried in the background on failure).
 * A mail that cannot be sent never undoes the RSVP: it is logged.
 */
final class RsvpConfirmationMailer {

	/**
	 * Constructor.
	 *
	 * @param MailOutbox $outbox Queues and sends.
	 * @param MailTexts  $texts  The subject and text the settings give.
	 */
	public function __construct( private MailOutbox $outbox, private MailTexts $texts ) {}

	/**
	 * Sends the confirmation.
	 *
	 * @param int                                       $event_id  Event id.
	 * @param list<array{name: string, email: string}> $attendees The guests, the person who answered first.
	 * @param list<string>                              $tickets   Their ticket codes, in the same order.
	 * @return bool Whether the mail was handed to the mail server.
	 */
	public function send( int $event_id, array $attendees, array $tickets ): bool {
		$to = sanitize_email( (string) ( $attendees[0]['email'] ?? '' ) );
		if ( ! is_email( $to ) ) {
			return false;
		}
		$lines = array();
		$pages = array();
		foreach ( $tickets as $n => $code ) {
			$pages[] = TicketLinks::page( $code );
			$lines[] = sanitize_text_field( (string) ( $attendees[ $n ]['name'] ?? '' ) ) . ': ' . TicketLinks::page( $code );
		}
		$mail = $this->texts->compose(
			MailKind::RsvpConfirmation,
			$event_id,
			array(
				'attendee_name' => sanitize_text_field( (string) $attendees[0]['name'] ),
				'ticket_links'  => implode( "\n", $lines ),
			),
			$pages
		);
		$button = 1 === count( $tickets ) ? TicketLinks::page( $tickets[0] ) : '';
		$shown  = array();
		foreach ( $tickets as $n => $code ) {
			$shown[] = TicketMailer::ticket( $code, sanitize_text_field( (string) ( $attendees[ $n ]['name'] ?? '' ) ) );
		}
		$sent = $this->outbox->send( array( new MailMessage( $to, $mail['subject'], $mail['body'], MailKind::RsvpConfirmation->value, $event_id, $button, true, '', '', $mail['links'], $shown ) ) );
		if ( ! $sent ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner's log is where failed mail is looked for.
			error_log( sprintf( 'Eventsmith: the RSVP confirmation for event #%d could not be sent.', $event_id ) );
		}
		return $sent;
	}
}
