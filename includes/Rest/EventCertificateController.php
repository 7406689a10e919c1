<?php
/**
 * REST: POST /eventsmith/v2/events/{id}/send-certificate.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventReader;
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
	 * @param AccessPolicy       $access    Who may do what.
	 */
	public function __construct( private EventReader $events, private AttendeeRepository $attendees, AccessPolicy $access ) {
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
				/* translators: 1: attendee name, 2: event title, 3: event page. */
				$body = __( "Hello %1\$s,\n\nThank you for attending %2\$s. Your certificate of attendance is ready.\n\n%3\$s", 'eventsmith' );
				return $this->mail_attendees( $event_id, $subject, $body, (string) $event['title'] );
			}
		);
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
		$link   = (string) get_permalink( $event_id );
		do {
			$rows = $this->attendees->chunk_after( $event_id, $after, self::CHUNK );
			foreach ( $rows as $row ) {
				$after   = (int) $row->id;
				$address = strtolower( trim( (string) $row->email ) );
				if ( 'active' !== $row->status || ! is_email( $address ) || isset( $seen[ $address ] ) ) {
					continue;
				}
				$seen[ $address ] = true;
				$sent             = wp_mail( $address, $subject, sprintf( $body, (string) $row->name, $title, $link ) );
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
