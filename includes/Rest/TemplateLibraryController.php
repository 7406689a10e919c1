<?php
/**
 * REST: /eventsmith/v2/template-library.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Templates\Library\TemplateLibrary;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The built-in ready-made designs: served by the plugin itself, so the
 * template chooser works offline.
 */
final class TemplateLibraryController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'template-library';

	/**
	 * Constructor.
	 *
	 * @param TemplateLibrary $library The designs.
	 * @param AccessPolicy    $access  Who may do what.
	 */
	public function __construct( private TemplateLibrary $library, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$permission = $this->requires( Permission::ManageTemplate );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_items' ),
				'permission_callback' => $permission,
				'args'                => array(
					'type' => array(
						'type'    => 'string',
						'enum'    => array( '', 'event', 'certificate', 'ticket' ),
						'default' => '',
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[a-z0-9-]+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => $permission,
			)
		);
	}

	/**
	 * GET /template-library?type=.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): mixed {
		return $this->library->all( (string) $request['type'] );
	}

	/**
	 * GET /template-library/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$design = $this->library->find( (string) $request['id'] );
				if ( null === $design ) {
					throw new DomainError( 'eventsmith_design_not_found', __( 'There is no ready-made template with this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
				}
				return $design;
			}
		);
	}
}
