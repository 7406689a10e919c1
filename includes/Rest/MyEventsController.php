<?php
/**
 * REST: /eventsmith/v2/my/events, the caller's own events (the vendor event form).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Access\VendorEventScopes;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Infrastructure\Events\VendorEventFinder;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Vendors (and staff who manage events) list, create, change and delete the
 * events they authored, through the same validation as /events. Another
 * author's event answers 403; the status comes from the server (see
 * VendorEventScopes::status_for_save), never from the request.
 */
final class MyEventsController extends Controller {

	/** Largest page. */
	public const MOST_PER_PAGE = 50;

	/** Fields a vendor may send. */
	public const WRITABLE = array( 'title', 'description', 'start_date', 'start_time', 'end_date', 'end_time', 'timezone', 'location', 'total_ticket' );

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'my/events';

	/**
	 * Constructor.
	 *
	 * @param EventRepository   $events    Event storage (and its validation).
	 * @param EventPresenter    $presenter Shapes events for answers.
	 * @param VendorEventFinder $finder    The caller's events.
	 * @param VendorEventScopes $scopes    Which events the caller may change.
	 * @param AccessPolicy      $access    Who may do what.
	 */
	public function __construct(
		private EventRepository $events,
		private EventPresenter $presenter,
		private VendorEventFinder $finder,
		private VendorEventScopes $scopes,
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
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
			)
		);
	}

	/**
	 * 401 for visitors, 403 for users who are neither vendors nor manage events.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items_permissions_check( $request ): bool|WP_Error {
		if ( ! is_user_logged_in() ) {
			return new WP_Error( 'rest_not_logged_in', __( 'You need to be logged in to do this.', 'eventsmith' ), array( 'status' => 401 ) );
		}
		return $this->scopes->current()->allows_any() ? true : $this->forbidden();
	}

	/**
	 * As for the collection, then 404 for no such event and 403 for another author's.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item_permissions_check( $request ): bool|WP_Error {
		$allowed = $this->get_items_permissions_check( $request );
		if ( true !== $allowed ) {
			return $allowed;
		}
		$may = $this->scopes->may_edit( (int) $request['id'] );
		if ( null === $may ) {
			return new WP_Error( 'eventsmith_event_not_found', __( 'There is no such event.', 'eventsmith' ), array( 'status' => 404 ) );
		}
		return $may ? true : $this->forbidden();
	}

	/**
	 * GET /my/events?paged=&per_page=: `{items, total_items}`, newest first.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$found = $this->finder->find( get_current_user_id(), (int) $request['paged'], (int) $request['per_page'] );
				return $this->private_answer(
					array(
						'items'       => array_map( fn( int $id ) => $this->presenter->present( $this->events->get( $id ) ), $found['ids'] ),
						'total_items' => $found['total'],
					)
				);
			}
		);
	}

	/**
	 * GET /my/events/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): mixed {
		return $this->handle( fn() => $this->private_answer( $this->presenter->present( $this->events->get( (int) $request['id'] ) ) ) );
	}

	/**
	 * POST /my/events: 201 with the event, or 400 naming the first wrong field.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create_item( $request ): mixed {
		return $this->saving(
			function () use ( $request ) {
				$id     = $this->events->create( array( 'status' => $this->scopes->status_for_save( 0 ) ) + $this->input( $request ) );
				$answer = $this->private_answer( $this->presenter->present( $this->events->get( $id ) ) );
				$answer->set_status( 201 );
				return $answer;
			}
		);
	}

	/**
	 * PUT/PATCH /my/events/{id}: fields left out keep their values.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update_item( $request ): mixed {
		$id = (int) $request['id'];
		return $this->saving(
			function () use ( $request, $id ) {
				$this->events->update( $id, array( 'status' => $this->scopes->status_for_save( $id ) ) + $this->input( $request ) );
				return $this->private_answer( $this->presenter->present( $this->events->get( $id ) ) );
			}
		);
	}

	/**
	 * DELETE /my/events/{id}: moves it (and its occurrences) to the trash.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_item( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$this->events->trash( (int) $request['id'] );
				return $this->private_answer( array( 'deleted' => array( (int) $request['id'] ) ) );
			}
		);
	}

	/**
	 * The vendor's fields of a request body, as plain values (the domain checks them).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private function input( WP_REST_Request $request ): array {
		$body  = $request->get_json_params();
		$body  = is_array( $body ) ? $body : $request->get_body_params();
		$input = array();
		foreach ( array_intersect_key( $body, array_flip( self::WRITABLE ) ) as $field => $value ) {
			if ( 'location' === $field ) {
				$input[ $field ] = is_array( $value ) ? $value : null;
			} elseif ( 'total_ticket' === $field && ( '' === $value || null === $value ) ) {
				$input[ $field ] = -1; // No limit.
			} else {
				$input[ $field ] = is_scalar( $value ) ? (string) $value : '';
			}
		}
		return $input;
	}

	/**
	 * Runs a save; a refused field answers 400 with a message for the form.
	 *
	 * @param callable(): mixed $handler The save.
	 */
	private function saving( callable $handler ): mixed {
		try {
			return $handler();
		} catch ( DomainError $error ) {
			if ( null === $error->field ) {
				return self::to_wp_error( $error );
			}
			$message = VendorEventMessages::for_field( $error->field, $error->error_code, $error->getMessage() );
			return new WP_Error(
				$error->error_code,
				$message,
				array(
					'status' => $error->http_status(),
					'params' => array( $error->field => $message ),
				)
			);
		}
	}

	/**
	 * An answer no cache may keep.
	 *
	 * @param mixed $data Answer data.
	 */
	private function private_answer( mixed $data ): WP_REST_Response {
		$response = rest_ensure_response( $data );
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
