<?php
/**
 * REST routes of the community integration: create an event in a group, assign one to a group.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * - `POST /community/groups/{group_id}/events` {title, start_date, start_time,
 *   end_date, end_time, timezone, description, categories}: group admins and
 *   moderators (and event managers) create an event through the events
 *   service; it is assigned to the group (published for event managers, a
 *   draft otherwise). 201 with {id, status, group_id}.
 * - `POST /community/group-assign` {action: 'post_assign_group', group_id,
 *   event_id} (COM-06): assigns an event to a group; 200 with {message}.
 *
 * Both need a logged-in user and WordPress's REST nonce (X-WP-Nonce: cookie
 * authentication checks it); the group checks (GroupEventPolicy) answer 403,
 * a missing group or event 404.
 */
final class GroupEventsController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param EventRepository  $events   The events service.
	 * @param GroupEventStore  $store    Group assignments.
	 * @param BuddyPressGroups $groups   The groups API.
	 * @param GroupPolicies    $policies Who may do what.
	 * @param AccessPolicy     $access   Site permissions.
	 */
	public function __construct(
		private EventRepository $events,
		private GroupEventStore $store,
		private BuddyPressGroups $groups,
		private GroupPolicies $policies,
		AccessPolicy $access
	) {
		parent::__construct( $access );
	}

	/**
	 * Registers the two routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/community/groups/(?P<group_id>\d+)/events',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				'permission_callback' => array( $this, 'logged_in' ),
				'args'                => array(
					'group_id'    => array(
						'type'     => 'integer',
						'required' => true,
					),
					'title'       => array(
						'type'     => 'string',
						'required' => true,
					),
					'description' => array( 'type' => 'string' ),
					'categories'  => array(
						'type'  => 'array',
						'items' => array( 'type' => 'integer' ),
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/community/group-assign',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'assign' ),
				'permission_callback' => array( $this, 'logged_in' ),
				'args'                => array(
					'action'   => array(
						'type' => 'string',
						'enum' => array( 'post_assign_group' ),
					),
					'group_id' => array(
						'type'     => 'integer',
						'required' => true,
					),
					'event_id' => array(
						'type'     => 'integer',
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * Any logged-in user passes; the group decides the rest.
	 *
	 * @return true|WP_Error
	 */
	public function logged_in(): bool|WP_Error {
		return is_user_logged_in() ? true : new WP_Error( 'rest_not_logged_in', __( 'You need to be logged in to do this.', 'eventsmith' ), array( 'status' => 401 ) );
	}

	/**
	 * Creates an event in the group.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function create_item( $request ) {
		return $this->handle(
			function () use ( $request ): \WP_REST_Response {
				$group  = $this->group( (int) $request['group_id'] );
				$policy = $this->policies->for_group( $group['id'] );
				if ( ! $policy->can_create() ) {
					throw GroupEventList::forbidden();
				}
				$input = array(
					'status'     => $policy->created_status(),
					'categories' => array_map( 'intval', (array) ( $request['categories'] ?? array() ) ),
				);
				foreach ( array( 'title', 'description', 'start_date', 'start_time', 'end_date', 'end_time', 'timezone' ) as $field ) {
					$input[ $field ] = is_scalar( $request[ $field ] ) ? (string) $request[ $field ] : '';
				}
				$id = $this->events->create( $input );
				$this->store->assign( $id, $group['id'] );
				$response = rest_ensure_response(
					array(
						'id'       => $id,
						'status'   => (string) get_post_status( $id ),
						'group_id' => $group['id'],
					)
				);
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * Assigns an event to a group.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function assign( WP_REST_Request $request ) {
		return $this->handle(
			function () use ( $request ): array {
				$group    = $this->group( (int) $request['group_id'] );
				$event_id = (int) $request['event_id'];
				$status   = get_post_status( $event_id );
				if ( false === $status || 'trash' === $status || ! $this->events_has( $event_id ) ) {
					throw new DomainError( 'eventsmith_event_not_found', __( 'No event has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'event_id' );
				}
				$allowed = $this->policies->for_group( $group['id'] )->can_assign( $this->policies->can_edit_event( $event_id ), 'publish' === $status );
				if ( ! $allowed ) {
					throw GroupEventList::forbidden();
				}
				$this->store->assign( $event_id, $group['id'] );
				return array(
					'event_id' => $event_id,
					'group_id' => $group['id'],
					'message'  => __( 'Successfully assigned group', 'eventsmith' ),
				);
			}
		);
	}

	/**
	 * Whether the id names an event (not another post type).
	 *
	 * @param int $event_id Post id.
	 */
	private function events_has( int $event_id ): bool {
		try {
			$this->events->get( $event_id );
			return true;
		} catch ( DomainError ) {
			return false;
		}
	}

	/**
	 * The group, or a 404.
	 *
	 * @param int $group_id Group id.
	 * @return array{id: int, name: string, status: string, url: string}
	 * @throws DomainError When there is no such group.
	 */
	private function group( int $group_id ): array {
		$group = $this->groups->find( $group_id );
		if ( null === $group ) {
			throw new DomainError( 'eventsmith_group_not_found', __( 'No group has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'group_id' );
		}
		return $group;
	}
}
