<?php
/**
 * REST: POST /eventsmith/v2/rsvp-invitations.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\InvitationMailer;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The RSVP invitation / reminder form of the dashboard.
 */
final class RsvpInvitationsController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param InvitationMailer $mailer Sends and records the emails.
	 * @param AccessPolicy     $access Who may do what.
	 */
	public function __construct( private InvitationMailer $mailer, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/rsvp-invitations',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'send' ),
				'permission_callback' => $this->requires( Permission::ManageEvent ),
				'args'                => array(
					'event_id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'emails'   => array(
						'type'     => 'array',
						'items'    => array( 'type' => 'string' ),
						'required' => true,
					),
					'kind'     => array(
						'type'    => 'string',
						'default' => 'invitation',
					),
					'message'  => array(
						'type'    => 'string',
						'default' => '',
					),
				),
			)
		);
	}

	/**
	 * POST: `{sent, failed: [addresses]}`.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function send( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->mailer->send( (int) $request['event_id'], (array) $request['emails'], (string) $request['kind'], (string) $request['message'] ) );
	}
}
