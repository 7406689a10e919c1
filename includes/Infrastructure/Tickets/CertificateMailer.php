<?php
/**
 * E-mails each attendee of an event the address of their certificate.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Mail\MailMessage;
use Eventsmith\Infrastructure\Mail\MailOutbox;
use Eventsmith\Infrastructure\Mail\Queue\QueueWorker;

defined( 'ABSPATH' ) || exit;

/**
 * One e-mail per distinct active attendee address, HTML and text like the
 * plugin's other mails, handed to the mail queue: the request sends the
 * first and the rest go out in background batches, however many attendees
 * the event has. Each is recorded in the invitations log with whether it
 * went out, once the queue knows.
 */
final class CertificateMailer {

	public const KIND = 'certificate';

	private const CHUNK = 200;

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository $attendees Reads the event's attendees.
	 * @param MailOutbox         $outbox    The mail queue's way in.
	 */
	public function __construct( private AttendeeRepository $attendees, private MailOutbox $outbox ) {}

	/**
	 * Records each certificate e-mail's outcome.
	 */
	public function register_hooks(): void {
		add_action( QueueWorker::OUTCOME_ACTION, array( $this, 'record' ), 10, 2 );
	}

	/**
	 * Sends every active attendee of the event the address of their certificate.
	 *
	 * @param int    $event_id Event id.
	 * @param string $title    Event title.
	 * @return array{sent: int, queued: int, failed: list<string>} Sent now, waiting in the queue, refused.
	 */
	public function send( int $event_id, string $title ): array {
		/* translators: %s: event title. */
		$subject = sprintf( __( 'Your certificate: %s', 'eventsmith' ), $title );
		/* translators: 1: attendee name, 2: event title, 3: the certificate addresses, one a line. */
		$body = __( "Hello %1\$s,\n\nThank you for attending %2\$s. Your certificate of attendance is ready. Open it to print it or save it as PDF:\n\n%3\$s", 'eventsmith' );

		$messages = array();
		$after    = 0;
		do {
			$rows = $this->attendees->chunk_after( $event_id, $after, self::CHUNK );
			foreach ( $rows as $row ) {
				$after   = (int) $row->id;
				$address = strtolower( trim( (string) $row->email ) );
				if ( 'active' !== $row->status || ! is_email( $address ) || isset( $messages[ $address ] ) ) {
					continue;
				}
				$holders              = $this->attendees->active_with_email( $event_id, $address );
				$messages[ $address ] = new MailMessage(
					$address,
					$subject,
					sprintf( $body, (string) $row->name, $title, $this->certificate_links( $holders ) ),
					self::KIND,
					$event_id,
					// One certificate: the button opens it; several: the text lists them.
					1 === count( $holders ) ? TicketLinks::certificate( (string) $holders[0]->ticket_code ) : '',
					false,
					'',
					1 === count( $holders ) ? __( 'Open your certificate', 'eventsmith' ) : '',
					array_map( static fn( object $holder ): string => TicketLinks::certificate( (string) $holder->ticket_code ), $holders )
				);
			}
		} while ( count( $rows ) === self::CHUNK );
		return $this->outbox->dispatch( array_values( $messages ) );
	}

	/**
	 * The certificate address of every active attendee with this address
	 * (one who booked for others gets theirs too), a line each, named when
	 * there are several.
	 *
	 * @param list<object> $holders The active attendees with one address.
	 */
	private function certificate_links( array $holders ): string {
		if ( 1 === count( $holders ) ) {
			return TicketLinks::certificate( (string) $holders[0]->ticket_code );
		}
		$lines = array_map(
			static fn( object $holder ): string => (string) $holder->name . ': ' . TicketLinks::certificate( (string) $holder->ticket_code ),
			$holders
		);
		return implode( "\n", $lines );
	}

	/**
	 * Records one certificate e-mail in the invitations log once it was sent or failed for good.
	 *
	 * @param array{recipient: string, kind: string, event_id: int, created_by: int} $message The queue's message.
	 * @param bool                                                                    $sent    Whether it went out.
	 */
	public function record( array $message, bool $sent ): void {
		if ( self::KIND !== $message['kind'] ) {
			return;
		}
		global $wpdb;
		$wpdb->insert(
			Tables::invitations(),
			array(
				'event_id'   => $message['event_id'],
				'email'      => $message['recipient'],
				'kind'       => self::KIND,
				'sent'       => $sent ? 1 : 0,
				'sent_by'    => $message['created_by'],
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%s', '%s', '%d', '%d', '%s' )
		);
	}
}
