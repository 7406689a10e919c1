<?php
/**
 * REST: /eventsmith/v2/my/attendees, the attendees of the events the caller may see.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Access\AttendeeScopes;
use Eventsmith\Infrastructure\Tickets\ScopedAttendees;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Staff holding the attendee permission (and administrators) see every
 * event's attendees; a vendor sees those of the events they authored. A
 * vendor asking for another author's event is refused (403).
 */
final class MyAttendeesController extends Controller {

	/** Largest page. */
	public const MOST_PER_PAGE = 50;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'my/attendees';

	/**
	 * Constructor.
	 *
	 * @param ScopedAttendees $attendees Scoped attendee reads.
	 * @param AttendeeScopes  $scopes    Whose events the caller may see.
	 * @param AccessPolicy    $access    Who may do what.
	 */
	public function __construct(
		private ScopedAttendees $attendees,
		private AttendeeScopes $scopes,
		AccessPolicy $access
	) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => array(
						'event_id' => array(
							'type'    => 'integer',
							'minimum' => 0,
							'default' => 0,
						),
						'search'   => array(
							'type'    => 'string',
							'default' => '',
						),
						'paged'    => array(
							'type'    => 'integer',
							'minimum' => 1,
							'default' => 1,
						),
						'per_page' => array(
							'type'    => 'integer',
							'minimum' => 1,
							'maximum' => self::MOST_PER_PAGE,
							'default' => 20,
						),
					),
				),
			)
		);
	}

	/**
	 * 401 for visitors, 403 for users who neither manage attendees nor are vendors.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items_permissions_check( $request ): bool|WP_Error {
		if ( ! is_user_logged_in() ) {
			return new WP_Error( 'rest_not_logged_in', __( 'You need to be logged in to do this.', 'eventsmith' ), array( 'status' => 401 ) );
		}
		$scope = $this->scopes->current();
		if ( ! $scope->allows_any() ) {
			return $this->forbidden();
		}
		$event_id = (int) $request['event_id'];
		if ( $event_id > 0 && ! $scope->covers( AttendeeScopes::event_author( $event_id ) ) ) {
			return $this->forbidden();
		}
		return true;
	}

	/**
	 * GET /my/attendees?event_id=&search=&paged=&per_page=: `{items, total_items}`.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): mixed {
		$found    = $this->attendees->search( $this->scopes->current(), (int) $request['event_id'], trim( (string) $request['search'] ), (int) $request['paged'], (int) $request['per_page'] );
		$response = rest_ensure_response(
			array(
				'items'       => $found['items'],
				'total_items' => $found['total'],
			)
		);
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}

	/**
	 * The 403 answer.
	 */
	private function forbidden(): WP_Error {
		return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do this.', 'eventsmith' ), array( 'status' => 403 ) );
	}
}
