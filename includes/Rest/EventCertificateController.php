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
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Tickets\CertificateMailer;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Emails every active attendee of an event that their certificate is ready,
 * once per address, and records each email (kind `certificate`).
 */
final class EventCertificateController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param EventReader       $events       Reads events.
	 * @param CertificateMailer $certificates Sends each attendee their certificate's address.
	 * @param AccessPolicy      $access       Who may do what.
	 */
	public function __construct( private EventReader $events, private CertificateMailer $certificates, AccessPolicy $access ) {
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
				return $this->certificates->send( $event_id, (string) $event['title'] );
			}
		);
	}
}
