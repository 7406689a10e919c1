<?php
/**
 * Public read route of embedded widgets: the markup and CSS of a script record.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Blocks\Embed\WidgetMarkup;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Embed\EmbedRateLimit;
use Eventsmith\Infrastructure\Embed\EmbedScripts;
use Eventsmith\Rest\Concerns\AnswersCacheably;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /eventsmith/v2/public/embed/{id}` → `{ html, css }`, readable from any
 * origin (no cookies), cacheable for five minutes, rate-limited per address.
 */
final class PublicEmbedController extends Controller {
	use AnswersCacheably;

	/** Seconds a browser or proxy may reuse an answer. */
	private const MAX_AGE = 300;

	/**
	 * Constructor.
	 *
	 * @param EmbedScripts   $scripts The stored records.
	 * @param WidgetMarkup   $markup  Renders widgets.
	 * @param EmbedRateLimit $limit   Requests per address.
	 * @param AccessPolicy   $access  Who may do what (unused: the route is public).
	 */
	public function __construct(
		private EmbedScripts $scripts,
		private WidgetMarkup $markup,
		private EmbedRateLimit $limit,
		AccessPolicy $access
	) {
		parent::__construct( $access );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/public/embed/(?P<id>\d+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					// Public on purpose: staff published this widget for other websites. It shows
					// what the site's own pages show (published events, speakers); the record only
					// names one of the plugin's shortcodes, checked when it was saved and again here.
					'permission_callback' => '__return_true',
				),
			)
		);
	}

	/**
	 * The widget of a record.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): WP_REST_Response {
		// Any origin may read this without cookies: WordPress's own CORS answer would echo the origin with credentials.
		remove_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' );
		$headers = array(
			'Access-Control-Allow-Origin' => '*',
			'Cross-Origin-Resource-Policy' => 'cross-origin',
		);
		if ( $this->limit->exceeded() ) {
			return self::error( 'eventsmith_rate_limited', __( 'Too many requests from here. Please wait a minute.', 'eventsmith' ), 429, $headers + array( 'Retry-After' => (string) $this->limit->retry_after() ) );
		}
		$record = $this->scripts->find( (int) $request['id'] );
		if ( null === $record ) {
			return self::error( 'eventsmith_not_found', __( 'This widget is no longer available.', 'eventsmith' ), 404, $headers + array( 'Cache-Control' => 'public, max-age=60' ) );
		}
		try {
			$widget = $this->markup->render( $this->markup->parse( $record['shortcode'] ), true );
		} catch ( \Eventsmith\Domain\DomainError $error ) {
			return self::error( 'eventsmith_not_found', __( 'This widget is no longer available.', 'eventsmith' ), 404, $headers );
		}
		return self::cacheable( $request, $widget, 'public, max-age=' . self::MAX_AGE, $headers );
	}

	/**
	 * An error answer that keeps the CORS headers (a WP_Error would lose them).
	 *
	 * @param string                $code    Error code.
	 * @param string                $message Message.
	 * @param int                   $status  HTTP status.
	 * @param array<string, string> $headers Headers.
	 */
	private static function error( string $code, string $message, int $status, array $headers ): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'code'    => $code,
				'message' => $message,
				'data'    => array( 'status' => $status ),
			),
			$status,
			$headers
		);
	}
}
