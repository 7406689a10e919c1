<?php
/**
 * Public read route of the calendar widget: events and occurrences by day range.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Calendar\CalendarEntry;
use Eventsmith\Domain\Calendar\CalendarRange;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Events\OccurrenceCalendar;
use Eventsmith\Rest\Concerns\AnswersCacheably;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /eventsmith/v2/public/occurrences?start=YYYY-MM-DD&end=YYYY-MM-DD[&category=…]`.
 */
final class PublicOccurrencesController extends Controller {
	use AnswersCacheably;

	/** Seconds a browser or proxy may reuse an answer. */
	private const MAX_AGE = 300;

	/**
	 * Constructor.
	 *
	 * @param OccurrenceCalendar $calendar The query.
	 * @param AccessPolicy       $access   Who may do what (unused: the route is public).
	 */
	public function __construct( private OccurrenceCalendar $calendar, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/public/occurrences',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					// Public on purpose: the calendar widget shows visitors what the site has
					// already published (titles, links, times, a location line), the same facts
					// its event pages show. Nothing unpublished or personal is read here.
					'permission_callback' => '__return_true',
					'args'                => array(
						'start'    => array(
							'description' => __( 'First day, YYYY-MM-DD, in the site timezone.', 'eventsmith' ),
							'type'        => 'string',
							'required'    => true,
						),
						'end'      => array(
							'description' => __( 'Last day (included), YYYY-MM-DD; at most 62 days after start.', 'eventsmith' ),
							'type'        => 'string',
							'required'    => true,
						),
						'category' => array(
							'description' => __( 'Category ids or slugs, comma-separated.', 'eventsmith' ),
							'type'        => 'string',
							'default'     => '',
						),
					),
				),
			)
		);
	}

	/**
	 * The entries of the range, cacheable for five minutes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		return $this->handle(
			function () use ( $request ): WP_REST_Response {
				$range   = CalendarRange::parse( (string) $request['start'], (string) $request['end'], wp_timezone() );
				$entries = array_map(
					static fn( CalendarEntry $entry ): array => $entry->to_array(),
					$this->calendar->between( $range, (string) $request['category'] )
				);
				return self::cacheable( $request, $entries, 'public, max-age=' . self::MAX_AGE );
			}
		);
	}
}
