<?php
/**
 * Embed script records of the shortcode generator.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Blocks\Embed\EmbedScript;
use Eventsmith\Blocks\Embed\WidgetMarkup;
use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Embed\EmbedScripts;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET|POST /eventsmith/v2/shortcode-scripts`, `DELETE /eventsmith/v2/shortcode-scripts/{id}`.
 */
final class ShortcodeScriptsController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param EmbedScripts $scripts The stored records.
	 * @param WidgetMarkup $markup  Reads shortcodes.
	 * @param AccessPolicy $access  Who may do what.
	 */
	public function __construct( private EmbedScripts $scripts, private WidgetMarkup $markup, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$permission = $this->requires( Permission::ManageShortcodes );
		register_rest_route(
			$this->namespace,
			'/shortcode-scripts',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => $permission,
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => $permission,
					'args'                => array(
						'post_name' => array(
							'description' => __( 'A name to find the script by.', 'eventsmith' ),
							'type'        => 'string',
							'required'    => true,
							'minLength'   => 1,
							'maxLength'   => 200,
						),
						'shortcode' => array(
							'description' => __( 'One Eventsmith widget shortcode.', 'eventsmith' ),
							'type'        => 'string',
							'required'    => true,
						),
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/shortcode-scripts/(?P<id>\d+)',
			array(
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => $permission,
				),
			)
		);
	}

	/**
	 * Every record.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): WP_REST_Response {
		return new WP_REST_Response( array_map( array( $this, 'shape' ), $this->scripts->all() ) );
	}

	/**
	 * Stores a record after checking its shortcode.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		return $this->handle(
			function () use ( $request ) {
				$name = sanitize_text_field( (string) $request['post_name'] );
				if ( '' === $name ) {
					throw DomainError::invalid( 'post_name', __( 'Give the script a name.', 'eventsmith' ) );
				}
				$shortcode = $this->markup->parse( (string) $request['shortcode'] );
				$id        = $this->scripts->create( $name, $shortcode->to_string() );
				$record    = $this->scripts->find( $id );
				if ( null === $record ) {
					return new WP_Error( 'eventsmith_not_saved', __( 'The script could not be saved.', 'eventsmith' ), array( 'status' => 500 ) );
				}
				return new WP_REST_Response( $this->shape( $record ), 201 );
			}
		);
	}

	/**
	 * Deletes a record; embeds using it stop showing the widget.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$id = (int) $request['id'];
		if ( ! $this->scripts->delete( $id ) ) {
			return new WP_Error( 'eventsmith_not_found', __( 'No such script.', 'eventsmith' ), array( 'status' => 404 ) );
		}
		return new WP_REST_Response(
			array(
				'deleted' => true,
				'id'      => $id,
			)
		);
	}

	/**
	 * A record as the API answers it, with its embed tag.
	 *
	 * @param array{id: int, post_name: string, shortcode: string, created: string} $record Stored record.
	 * @return array<string, mixed>
	 */
	public function shape( array $record ): array {
		$url = EmbedScript::url( $record['id'] );
		return $record + array(
			'script_url' => $url,
			'script_tag' => '<script src="' . esc_url( $url ) . '" async></script>',
		);
	}
}
