<?php
/**
 * Public read route of the schedule widget: published schedules and their sessions.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Widget\ProgramParams;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Schedules\PublishedSchedules;
use Eventsmith\Rest\Concerns\AnswersCacheably;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /eventsmith/v2/public/schedules[?ids=3,7][&paged=1][&per_page=10]`:
 * `{items: [{id, program_title, date, sessions: [{start, end, title, speakers: [{id, name, url}]}]}], total_items}`.
 */
final class PublicSchedulesController extends Controller {
	use AnswersCacheably;

	/** Seconds a browser or proxy may reuse an answer. */
	private const MAX_AGE = 300;

	/**
	 * Constructor.
	 *
	 * @param PublishedSchedules $schedules Published schedules.
	 * @param AccessPolicy       $access    Who may do what (unused: the route is public).
	 */
	public function __construct( private PublishedSchedules $schedules, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/public/schedules',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					// Public on purpose: the schedule widget shows visitors the programmes the
					// site has published (titles, times, linked speaker names), as event pages
					// do. Drafts and speakers' e-mail addresses are never read here.
					'permission_callback' => '__return_true',
					'args'                => array(
						'ids'      => array(
							'description' => __( 'Schedule ids, comma-separated, in the order to show; empty for every published schedule.', 'eventsmith' ),
							'type'        => 'string',
							'default'     => '',
						),
						'paged'    => array(
							'description' => __( 'Page from 1.', 'eventsmith' ),
							'type'        => 'integer',
							'default'     => 1,
							'minimum'     => 1,
						),
						'per_page' => array(
							'description' => __( 'Schedules per page, at most 50.', 'eventsmith' ),
							'type'        => 'integer',
							'default'     => 10,
							'minimum'     => 1,
							'maximum'     => ProgramParams::MAX_SCHEDULES,
						),
					),
				),
			)
		);
	}

	/**
	 * A page of published schedules, cacheable for five minutes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		return $this->handle(
			function () use ( $request ): WP_REST_Response {
				$page = $this->schedules->page( ProgramParams::ids( (string) $request['ids'] ), (int) $request['paged'], (int) $request['per_page'] );
				$body = array(
					'items'       => array_map( array( $this, 'item' ), $page['items'] ),
					'total_items' => $page['total'],
				);
				return self::cacheable( $request, $body, 'public, max-age=' . self::MAX_AGE );
			}
		);
	}

	/**
	 * One schedule as the route answers it.
	 *
	 * @param array{id: int, program_title: string, date: string, sessions: list<array<string, mixed>>} $schedule Stored schedule.
	 * @return array<string, mixed>
	 */
	private function item( array $schedule ): array {
		return array(
			'id'            => (int) $schedule['id'],
			'program_title' => (string) $schedule['program_title'],
			'date'          => (string) $schedule['date'],
			'sessions'      => array_map(
				fn( array $session ): array => array(
					'start'    => (string) ( $session['start_time'] ?? '' ),
					'end'      => (string) ( $session['end_time'] ?? '' ),
					'title'    => (string) ( $session['title'] ?? '' ),
					'speakers' => $this->schedules->speakers( $session['speakers'] ?? array() ),
				),
				PublishedSchedules::sorted_sessions( $schedule['sessions'] )
			),
		);
	}
}
