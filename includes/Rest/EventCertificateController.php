<?php
/**
 * REST: POST /eventsmith/v2/events/{id}/send-certificate.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Mail\PluginMailer;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Emails every active attendee of an event that their certificate is ready,
 * once per address, and records each email (kind `certificate`).
 */
final class EventCertificateController extends Controller {

	private const CHUNK = 200;

	/**
	 * Constructor.
	 *
	 * @param EventReader        $events    Reads events.
	 * @param AttendeeRepository $attendees Attendee storage.
	 * @param PluginMailer       $mailer    Sends from the configured sender.
	 * @param AccessPolicy       $access    Who may do what.
	 */
	public function __construct( private EventReader $events, private AttendeeRepository $attendees, private PluginMailer $mailer, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/events/(?P<id>\d+)/send-certificate',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'send' ),
				'permission_callback' => $this->requires( Permission::ManageEvent ),
			)
		);
	}

	/**
	 * Sends the emails: `{sent, failed: [addresses]}`.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function send( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$event_id = (int) $request['id'];
				$event    = $this->events->fields( $event_id );
				if ( (int) $event['certificate_template'] < 1 ) {
					throw new DomainError( 'eventsmith_no_certificate_template', __( 'This event has no certificate template.', 'eventsmith' ), DomainError::CONFLICT );
				}
				/* translators: %s: event title. */
				$subject = sprintf( __( 'Your certificate: %s', 'eventsmith' ), $event['title'] );
				/* translators: 1: attendee name, 2: event title, 3: the certificate addresses, one a line. */
				$body = __( "Hello %1\$s,\n\nThank you for attending %2\$s. Your certificate of attendance is ready. Open it to print it or save it as PDF:\n\n%3\$s", 'eventsmith' );
				return $this->mail_attendees( $event_id, $subject, $body, (string) $event['title'] );
			}
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
	 * One email per distinct active attendee address, each recorded.
	 *
	 * @param int    $event_id Event id.
	 * @param string $subject  Subject.
	 * @param string $body     Body with placeholders for name, title and link.
	 * @param string $title    Event title.
	 * @return array{sent: int, failed: list<string>}
	 */
	private function mail_attendees( int $event_id, string $subject, string $body, string $title ): array {
		global $wpdb;
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
}
