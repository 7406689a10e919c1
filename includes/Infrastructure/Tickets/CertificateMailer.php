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
use Eventsmith\Infrastructure\Mail\PluginMailer;

defined( 'ABSPATH' ) || exit;

/**
 * One e-mail per distinct active attendee address, each recorded in the
 * invitations log with whether it went out.
 */
final class CertificateMailer {

	private const CHUNK = 200;

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository $attendees Reads the event's attendees.
	 * @param PluginMailer       $mailer    Sends from the configured sender.
	 */
	public function __construct( private AttendeeRepository $attendees, private PluginMailer $mailer ) {}

	/**
	 * Sends every active attendee of the event the address of their certificate.
	 *
	 * @param int    $event_id Event id.
	 * @param string $title    Event title.
	 * @return array{sent: int, failed: list<string>}
	 */
	public function send( int $event_id, string $title ): array {
		/* translators: %s: event title. */
		$subject = sprintf( __( 'Your certificate: %s', 'eventsmith' ), $title );
		/* translators: 1: attendee name, 2: event title, 3: the certificate addresses, one a line. */
		$body = __( "Hello %1\$s,\n\nThank you for attending %2\$s. Your certificate of attendance is ready. Open it to print it or save it as PDF:\n\n%3\$s", 'eventsmith' );

		$seen   = array();
		$failed = array();
		$after  = 0;
		do {
			$rows = $this->attendees->chunk_after( $event_id, $after, self::CHUNK );
			foreach ( $rows as $row ) {
				$after   = (int) $row->id;
				$address = strtolower( trim( (string) $row->email ) );
				if ( 'active' !== $row->status || ! is_email( $address ) || isset( $seen[ $address ] ) ) {
					continue;
				}
				$seen[ $address ] = true;
				$sent             = $this->mailer->send( $address, $subject, sprintf( $body, (string) $row->name, $title, $this->certificate_links( $event_id, $address ) ) );
				$this->record( $event_id, $address, $sent );
				if ( ! $sent ) {
					$failed[] = $address;
				}
			}
		} while ( count( $rows ) === self::CHUNK );
		return array(
			'sent'   => count( $seen ) - count( $failed ),
			'failed' => $failed,
		);
	}

	/**
	 * The certificate address of every active attendee with this address
	 * (one who booked for others gets theirs too), a line each, named when
	 * there are several.
	 *
	 * @param int    $event_id Event id.
	 * @param string $address  E-mail address, lower case.
	 */
	private function certificate_links( int $event_id, string $address ): string {
		$holders = $this->attendees->active_with_email( $event_id, $address );
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
	 * Records one sent (or failed) certificate e-mail in the invitations log.
	 *
	 * @param int    $event_id Event id.
	 * @param string $address  Address.
	 * @param bool   $sent     Whether the mail went out.
	 */
	private function record( int $event_id, string $address, bool $sent ): void {
		global $wpdb;
		$wpdb->insert(
			Tables::invitations(),
			array(
				'event_id'   => $event_id,
				'email'      => $address,
				'kind'       => 'certificate',
				'sent'       => $sent ? 1 : 0,
				'sent_by'    => get_current_user_id(),
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%s', '%s', '%d', '%d', '%s' )
		);
	}
}
