<?php
/**
 * REST: GET /eventsmith/v2/tickets/verify — the door scanner.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\CheckinService;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Verifies a scanned ticket code and checks it in (or, with ticket_info=1,
 * only tells who it is). Needs the QR-scan permission and the REST nonce.
 */
final class TicketVerificationController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param CheckinService $checkins Check-ins.
	 * @param AccessPolicy   $access   Who may do what.
	 */
	public function __construct( private CheckinService $checkins, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/tickets/verify',
			array(
				'methods'             => array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE ),
				'callback'            => array( $this, 'verify' ),
				'permission_callback' => $this->requires( Permission::ManageQrScan ),
				'args'                => array(
					'code'        => array(
						'type'     => 'string',
						'required' => true,
					),
					'event_id'    => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'ticket_info' => array(
						'type'    => 'boolean',
						'default' => false,
					),
					'device'      => array(
						'type'    => 'string',
						'default' => '',
					),
				),
			)
		);
	}

	/**
	 * The scanner's answer: `{data: {status_code, messages, content}}`.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function verify( WP_REST_Request $request ): array {
		return $this->checkins->verify(
			strtolower( trim( (string) $request['code'] ) ),
			(int) $request['event_id'],
			get_current_user_id(),
			(string) $request['device'],
			(bool) $request['ticket_info']
		)->to_response();
	}
}
