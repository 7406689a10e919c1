<?php
/**
 * Server-rendered preview of a generated shortcode.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Blocks\Embed\WidgetMarkup;
use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /eventsmith/v2/shortcodes/preview` with `shortcode` → `{ html, css }`.
 * Only Eventsmith's own widget shortcodes run; any other text is a 400.
 */
final class ShortcodePreviewController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param WidgetMarkup $markup Renders widgets.
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private WidgetMarkup $markup, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/shortcodes/preview',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => $this->requires( Permission::ManageShortcodes ),
					'args'                => array(
						'shortcode' => array(
							'description' => __( 'One Eventsmith widget shortcode.', 'eventsmith' ),
							'type'        => 'string',
							'required'    => true,
						),
					),
				),
			)
		);
	}

	/**
	 * The widget's markup and styles.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		return $this->handle(
			fn() => new WP_REST_Response( $this->markup->render( $this->markup->parse( (string) $request['shortcode'] ) ) )
		);
	}
}
