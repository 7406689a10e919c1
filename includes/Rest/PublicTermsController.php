<?php
/**
 * Public read route of the widgets' term lists and pickers: event categories and tags.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Terms\PublicTermList;
use Eventsmith\Rest\Concerns\AnswersCacheably;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /eventsmith/v2/public/terms?taxonomy=category|tag&page=&per_page=` answers
 * `{items: [{id, name, slug, url, count}], total_items}`.
 */
final class PublicTermsController extends Controller {
	use AnswersCacheably;

	/**
	 * Constructor.
	 *
	 * @param PublicTermList $terms  The query.
	 * @param AccessPolicy   $access Who may do what (unused: the route is public).
	 */
	public function __construct( private PublicTermList $terms, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/public/terms',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					// Public on purpose: term names, links and counts of published events are what
					// every category and tag archive already shows visitors. Nothing else is read.
					'permission_callback' => '__return_true',
					'args'                => array(
						'taxonomy' => array(
							'description' => __( 'category or tag.', 'eventsmith' ),
							'type'        => 'string',
							'enum'        => array_keys( PublicTermList::TAXONOMIES ),
							'default'     => 'category',
						),
						'page'     => array(
							'description' => __( 'Page, from 1.', 'eventsmith' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'default'     => 1,
						),
						'per_page' => array(
							'description' => __( 'Terms per page, 1 to 50.', 'eventsmith' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => 50,
							'default'     => 50,
						),
					),
				),
			)
		);
	}

	/**
	 * One page of terms, cacheable for five minutes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		$found = $this->terms->page( (string) $request['taxonomy'], (int) $request['page'], (int) $request['per_page'] );
		return self::cacheable(
			$request,
			array(
				'items'       => $found['items'],
				'total_items' => $found['total'],
			),
			'public, max-age=300',
			array( 'X-WP-Total' => (string) $found['total'] )
		);
	}
}
