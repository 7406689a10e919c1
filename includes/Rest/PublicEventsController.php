<?php
/**
 * Public read route of the events widgets: published events, filtered and paged.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Blocks\Events\EventCards;
use Eventsmith\Blocks\Events\EventItemMarkup;
use Eventsmith\Domain\Widget\EventListRequest;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Events\PublishedEventList;
use Eventsmith\Rest\Concerns\AnswersCacheably;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /eventsmith/v2/public/events?category=&tags=&filter_with_status=&orderby=&order=&page=&per_page=`
 * answers `{items, total_items}`; with `render=style-N` (and `layout`, `desc_limit`, `show_*`) each
 * item also carries `html`, the same markup the widget prints, for "Load more".
 */
final class PublicEventsController extends Controller {
	use AnswersCacheably;

	/** Seconds a browser or proxy may reuse an answer. */
	private const MAX_AGE = 300;

	/**
	 * Constructor.
	 *
	 * @param PublishedEventList $events The query.
	 * @param AccessPolicy       $access Who may do what (unused: the route is public).
	 */
	public function __construct( private PublishedEventList $events, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$text = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
		);
		register_rest_route(
			$this->namespace,
			'/public/events',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					// Public on purpose: the events widgets show visitors what the site has already
					// published (titles, links, dates, a place line, excerpts, images, categories),
					// the same facts its event pages show. Nothing unpublished or personal is read.
					// Values are checked by EventListRequest::from_query (400 naming the field).
					'permission_callback' => '__return_true',
					'args'                => array(
						'category'           => $text( __( 'Category ids or slugs, comma-separated (sub-categories included).', 'eventsmith' ) ),
						'tags'               => $text( __( 'Tag ids or slugs, comma-separated.', 'eventsmith' ) ),
						'filter_with_status' => $text( __( 'all, upcoming, ongoing or expire.', 'eventsmith' ) ),
						'orderby'            => $text( __( 'title, ID, post_date, name, start_date or end_date.', 'eventsmith' ) ),
						'order'              => $text( __( 'ASC or DESC.', 'eventsmith' ) ),
						'page'               => $text( __( 'Page, from 1.', 'eventsmith' ) ),
						'per_page'           => $text( __( 'Events per page, 1 to 50.', 'eventsmith' ) ),
						'desc_limit'         => $text( __( 'Words of each excerpt, 1 to 500.', 'eventsmith' ) ),
						'render'             => $text( __( 'style-1 … style-5: add each item\'s widget markup as html.', 'eventsmith' ) ),
						'layout'             => $text( __( 'list or grid (with render).', 'eventsmith' ) ),
					),
				),
			)
		);
	}

	/**
	 * One page of events, cacheable for five minutes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		return $this->handle(
			function () use ( $request ): WP_REST_Response {
				$list  = EventListRequest::from_query( $request->get_query_params() );
				$found = $this->events->page( $list, new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) );
				$items = array_map(
					static function ( array $item ) use ( $list ): array {
						$public = array_diff_key( $item, array_flip( array( 'day', 'month', 'short_date' ) ) );
						if ( $list->render ) {
							$public['html'] = EventItemMarkup::render( $item, $list );
						}
						return $public;
					},
					EventCards::items( $found['rows'], $list->desc_limit )
				);
				return self::cacheable(
					$request,
					array(
						'items'       => $items,
						'total_items' => $found['total'],
					),
					'public, max-age=' . self::MAX_AGE,
					array(
						'X-WP-Total'      => (string) $found['total'],
						'X-WP-TotalPages' => (string) (int) ceil( $found['total'] / $list->per_page ),
					)
				);
			}
		);
	}
}
