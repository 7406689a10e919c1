<?php
/**
 * REST: /eventsmith/v2/attendees.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\OfflineScanLog;
use Eventsmith\Rest\Concerns\PagesLists;
use Eventsmith\Rest\Concerns\RegistersCrudRoutes;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Attendee lists (overall or per event), one attendee, edits, cancellation.
 */
final class AttendeesController extends Controller {

	use PagesLists;
	use RegistersCrudRoutes;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'attendees';

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository $attendees Attendees.
	 * @param CapacityLedger     $capacity  Seat counters (a cancelled ticket frees its seat).
	 * @param AccessPolicy       $access    Who may do what.
	 * @param OfflineScanLog     $offline   Offline scans (marks tickets checked in on two devices).
	 */
	public function __construct(
		private AttendeeRepository $attendees,
		private CapacityLedger $capacity,
		AccessPolicy $access,
		private OfflineScanLog $offline = new OfflineScanLog()
	) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$this->register_crud_routes(
			$this->requires( Permission::ManageAttendee ),
			array(
				'list'   => array(
					'get_items',
					$this->paging_args() + array(
						'event_id' => array(
							'type'    => 'integer',
							'minimum' => 0,
							'default' => 0,
						),
					),
				),
				'read'   => 'get_item',
				'update' => 'update_item',
				'delete' => 'delete_item',
			)
		);
	}

	/**
	 * GET /attendees?event_id=&search=&paged=&per_page=: `{items, total_items}`.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): mixed {
		$found     = $this->attendees->search( (int) $request['event_id'], trim( (string) $request['search'] ), (int) $request['paged'], (int) $request['per_page'] );
		$conflicts = $this->offline->conflicts_of( array_column( $found['items'], 'id' ) );
		// sync_conflict_at: an offline scan of this ticket lost to a check-in on another device.
		$items = array_map( static fn( array $item ): array => $item + array( 'sync_conflict_at' => $conflicts[ $item['id'] ] ?? null ), $found['items'] );
		return array(
			'items'       => $items,
			'total_items' => $found['total'],
		);
	}

	/**
	 * GET /attendees/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): mixed {
		return $this->handle( fn() => $this->attendees->get( (int) $request['id'] ) );
	}

	/**
	 * PUT/PATCH /attendees/{id}: name, email, phone, extra.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update_item( $request ): mixed {
		$body = $request->get_json_params();
		$body = is_array( $body ) ? $body : $request->get_body_params();
		return $this->handle( fn() => $this->attendees->update( (int) $request['id'], array_intersect_key( $body, array_flip( array( 'name', 'email', 'phone', 'extra' ) ) ) ) );
	}

	/**
	 * DELETE /attendees/{id}: cancels the ticket and frees its seat.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_item( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$this->attendees->cancel( (int) $request['id'], $this->capacity );
				return array( 'deleted' => array( (int) $request['id'] ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventsmith-attendee',
			'type'       => 'object',
			'properties' => array(
				'id'    => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'name'  => array( 'type' => 'string' ),
				'email' => array( 'type' => 'string' ),
				'phone' => array( 'type' => 'string' ),
				'extra' => array( 'type' => 'object' ),
			),
		);
	}
}
