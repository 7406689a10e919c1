<?php
/**
 * REST: /eventsmith/v2/events.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Rest\Concerns\ParsesIds;
use Eventsmith\Rest\Concerns\RegistersCrudRoutes;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Lists, reads, creates, updates, clones and deletes events.
 */
final class EventsController extends Controller {

	use ParsesIds;
	use RegistersCrudRoutes;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'events';

	/**
	 * Constructor.
	 *
	 * @param EventRepository $events    Event storage.
	 * @param EventPresenter  $presenter Shapes events for answers.
	 * @param EventListParams $params    Reads list parameters.
	 * @param AccessPolicy    $access    Who may do what.
	 */
	public function __construct(
		private EventRepository $events,
		private EventPresenter $presenter,
		private EventListParams $params,
		AccessPolicy $access
	) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$permission = $this->requires( Permission::ManageEvent );
		$this->register_crud_routes(
			$permission,
			array(
				'list'        => array( 'get_items', $this->params->args() ),
				'create'      => 'create_item',
				'delete_many' => array( 'delete_items', array( 'ids' => $this->ids_arg() ) ),
				'read'        => 'get_item',
				'update'      => 'update_item',
				'delete'      => 'delete_item',
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/clone',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'clone_item' ),
				'permission_callback' => $permission,
			)
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema(): array {
		return $this->presenter->schema();
	}

	/**
	 * GET /events: `{items, total_items}`.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$found = $this->events->search( $this->params->query( $request ) );
				return array(
					'items'       => array_map( array( $this->presenter, 'present' ), $found['items'] ),
					'total_items' => $found['total'],
				);
			}
		);
	}

	/**
	 * GET /events/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): mixed {
		return $this->handle( fn() => $this->presenter->present( $this->events->get( (int) $request['id'] ) ) );
	}

	/**
	 * POST /events.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create_item( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$id = $this->events->create( $this->input( $request ) );
				return new WP_REST_Response( $this->presenter->present( $this->events->get( $id ) ), 201 );
			}
		);
	}

	/**
	 * PUT/PATCH /events/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update_item( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$this->events->update( (int) $request['id'], $this->input( $request ) );
				return $this->presenter->present( $this->events->get( (int) $request['id'] ) );
			}
		);
	}

	/**
	 * DELETE /events/{id}: moves it to the trash.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_item( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$this->events->trash( (int) $request['id'] );
				return array( 'deleted' => array( (int) $request['id'] ) );
			}
		);
	}

	/**
	 * DELETE /events?ids=1,2,3: moves them to the trash. All ids are checked first.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_items( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$ids = (array) $request['ids'];
				array_map( array( $this->events, 'get' ), $ids );
				array_map( array( $this->events, 'trash' ), $ids );
				return array( 'deleted' => $ids );
			}
		);
	}

	/**
	 * POST /events/{id}/clone.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function clone_item( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$id = $this->events->duplicate( (int) $request['id'] );
				return new WP_REST_Response( $this->presenter->present( $this->events->get( $id ) ), 201 );
			}
		);
	}

	/**
	 * The writable fields of a request body.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private function input( WP_REST_Request $request ): array {
		$body = $request->get_json_params();
		$body = is_array( $body ) ? $body : $request->get_body_params();
		return array_intersect_key( $body, array_flip( EventPresenter::WRITABLE ) );
	}
}
