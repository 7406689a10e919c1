<?php
/**
 * REST: /eventsmith/v2/schedules.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;
use Eventsmith\Rest\Concerns\EditsItems;
use Eventsmith\Rest\Concerns\PagesLists;
use Eventsmith\Rest\Concerns\ParsesIds;
use Eventsmith\Rest\Concerns\RegistersCrudRoutes;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Schedules (programs). The list answers `{items, total_items}` (and the same
 * total in `X-WP-Total`).
 */
final class SchedulesController extends Controller {

	use EditsItems;
	use PagesLists;
	use ParsesIds;
	use RegistersCrudRoutes;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'schedules';

	/**
	 * Constructor.
	 *
	 * @param ScheduleRepository $schedules Schedule storage.
	 * @param AccessPolicy       $access    Who may do what.
	 */
	public function __construct( private ScheduleRepository $schedules, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$allowed = $this->requires( Permission::ManageSchedule );
		$this->register_crud_routes(
			$allowed,
			array(
				'list'        => array(
					'list_schedules',
					$this->paging_args() + array(
						'year' => array(
							'description' => __( 'Only schedules dated in this year (four digits).', 'eventsmith' ),
							'type'        => 'string',
							'pattern'     => '^(\d{4})?$',
							'default'     => '',
						),
					),
				),
				'create'      => array( 'create_schedule', $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ) ),
				'delete_many' => array( 'delete_schedules', array( 'ids' => $this->ids_arg() ) ),
				'read'        => 'get_schedule',
				'update'      => array( 'update_schedule', $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ) ),
				'delete'      => 'delete_schedule',
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/clone',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'clone_schedule' ),
				'permission_callback' => $allowed,
			)
		);
	}

	/**
	 * GET /schedules: `{items, total_items}`, newest date first.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function list_schedules( WP_REST_Request $request ): \WP_REST_Response {
		$per_page = (int) $request['per_page'];
		$year     = (string) $request['year'];
		$page     = $this->schedules->list(
			sanitize_text_field( (string) $request['search'] ),
			'' === $year ? null : (int) $year,
			(int) $request['paged'],
			$per_page
		);
		return $this->with_totals(
			array(
				'items'       => $page['items'],
				'total_items' => $page['total'],
			),
			$page['total'],
			$per_page
		);
	}

	/**
	 * GET /schedules/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function get_schedule( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->schedules->find( (int) $request['id'] ) );
	}

	/**
	 * POST /schedules: 201 with the new schedule.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_schedule( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->created( $this->schedules->create( $this->item_input( $request ) ) ) );
	}

	/**
	 * PUT /schedules/{id} with the fields to change.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function update_schedule( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->schedules->update( (int) $request['id'], $this->item_input( $request ) ) );
	}

	/**
	 * POST /schedules/{id}/clone: 201 with the copy.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function clone_schedule( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->created( $this->schedules->duplicate( (int) $request['id'] ) ) );
	}

	/**
	 * DELETE /schedules/{id}: moves it to the trash.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{deleted: true, previous: array<string, mixed>}|\WP_Error
	 */
	public function delete_schedule( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$previous = $this->schedules->find( (int) $request['id'] );
				$this->schedules->trash( array( $previous['id'] ) );
				return array(
					'deleted'  => true,
					'previous' => $previous,
				);
			}
		);
	}

	/**
	 * DELETE /schedules?ids=1,2,3: moves them all to the trash, or none when one is unknown.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{deleted: list<int>}|\WP_Error
	 */
	public function delete_schedules( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => array( 'deleted' => $this->schedules->trash( $request['ids'] ) ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema(): array {
		if ( $this->schema ) {
			return $this->schema;
		}
		$string       = array( 'type' => 'string' );
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventsmith-schedule',
			'type'       => 'object',
			'properties' => array(
				'id'            => array(
					'description' => __( 'Schedule id.', 'eventsmith' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'program_title' => array(
					'description' => __( 'Program title (required).', 'eventsmith' ),
					'type'        => 'string',
				),
				'date'          => array(
					'description' => __( 'Day of the program, YYYY-MM-DD (required).', 'eventsmith' ),
					'type'        => 'string',
				),
				'sessions'      => array(
					'description' => __( 'Sessions; times are HH:MM and a session cannot end before it starts.', 'eventsmith' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'start_time' => $string,
							'end_time'   => $string,
							'title'      => $string,
							'objective'  => $string,
							'speakers'   => array(
								'type'  => 'array',
								'items' => array( 'type' => 'integer' ),
							),
							'location'   => $string,
						),
					),
				),
			),
		);
		return $this->schema;
	}
}
