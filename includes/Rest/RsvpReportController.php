<?php
/**
 * REST: GET /eventsmith/v2/rsvp-report.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\RsvpReport;
use Eventsmith\Rest\Concerns\PagesLists;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Going / not going counts and the responses, per event or overall.
 */
final class RsvpReportController extends Controller {

	use PagesLists;

	/**
	 * Constructor.
	 *
	 * @param RsvpReport   $report RSVP read side.
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private RsvpReport $report, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$args = $this->paging_args();
		unset( $args['search'] );
		register_rest_route(
			$this->namespace,
			'/rsvp-report',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_report' ),
				'permission_callback' => $this->requires( Permission::ManageEvent ),
				'args'                => $args + array(
					'event_id' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
				),
			)
		);
	}

	/**
	 * GET /rsvp-report?event_id=&paged=&per_page=.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_report( WP_REST_Request $request ): array {
		return $this->report->for_event( (int) $request['event_id'], (int) $request['paged'], (int) $request['per_page'] );
	}
}
