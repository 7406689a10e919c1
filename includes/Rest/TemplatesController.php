<?php
/**
 * REST: /eventsmith/v2/templates.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Templates\TemplateRepository;
use Eventsmith\Rest\Concerns\EditsItems;
use Eventsmith\Rest\Concerns\PagesLists;
use Eventsmith\Rest\Concerns\ParsesIds;
use Eventsmith\Rest\Concerns\RegistersCrudRoutes;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Certificate, ticket and event page templates: list, create (always a
 * draft), read, update, delete.
 */
final class TemplatesController extends Controller {

	use EditsItems;
	use PagesLists;
	use ParsesIds;
	use RegistersCrudRoutes;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'templates';

	/**
	 * Constructor.
	 *
	 * @param TemplateRepository $templates Template storage.
	 * @param AccessPolicy       $access    Who may do what.
	 */
	public function __construct( private TemplateRepository $templates, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$this->register_crud_routes(
			$this->requires( Permission::ManageTemplate ),
			array(
				'list'        => array(
					'get_items',
					$this->paging_args() + array(
						'type'   => array(
							'type'    => 'string',
							'default' => '',
						),
						'status' => array(
							'type'    => 'string',
							'default' => '',
						),
					),
				),
				'create'      => array( 'create_item', $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ) ),
				'delete_many' => array( 'delete_items', array( 'ids' => $this->ids_arg() ) ),
				'read'        => 'get_item',
				'update'      => array( 'update_item', $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ) ),
				'delete'      => 'delete_item',
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/back-to-wordpress',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'back_to_wordpress' ),
				'permission_callback' => $this->requires( Permission::ManageTemplate ),
			)
		);
	}

	/**
	 * POST /templates/{id}/back-to-wordpress: the template leaves Elementor
	 * and is designed in the block builder again.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function back_to_wordpress( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$saved = $this->templates->set_edit_with_elementor( (int) $request['id'], false );
				return array( 'edit_with_elementor' => $saved['edit_with_elementor'] );
			}
		);
	}

	/**
	 * GET /templates: bare array, X-WP-Total headers.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$found = $this->templates->list( (string) $request['type'], (string) $request['status'], trim( (string) $request['search'] ), (int) $request['paged'], (int) $request['per_page'] );
				return $this->with_totals( $found['items'], $found['total'], (int) $request['per_page'] );
			}
		);
	}

	/**
	 * GET /templates/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): mixed {
		return $this->handle( fn() => $this->templates->find( (int) $request['id'] ) );
	}

	/**
	 * POST /templates: 201 with the draft.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create_item( $request ): mixed {
		return $this->handle( fn() => $this->created( $this->templates->create( $this->item_input( $request ) ) ) );
	}

	/**
	 * PUT/PATCH /templates/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update_item( $request ): mixed {
		return $this->handle( fn() => $this->templates->update( (int) $request['id'], $this->item_input( $request ) ) );
	}

	/**
	 * DELETE /templates/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_item( $request ): mixed {
		return $this->handle( fn() => array( 'deleted' => $this->templates->trash( array( (int) $request['id'] ) ) ) );
	}

	/**
	 * DELETE /templates?ids=1,2.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_items( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => array( 'deleted' => $this->templates->trash( (array) $request['ids'] ) ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema(): array {
		$string = array( 'type' => 'string' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventsmith-template',
			'type'       => 'object',
			'properties' => array(
				'id'                  => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'name'                => $string,
				'type'                => $string + array( 'description' => __( 'event, certificate or ticket.', 'eventsmith' ) ),
				'orientation'         => $string + array( 'description' => __( 'landscape (842×595 px) or portrait (595×842 px).', 'eventsmith' ) ),
				'status'              => $string + array( 'description' => __( 'draft or publish; always draft on create.', 'eventsmith' ) ),
				'content'             => $string + array( 'description' => __( 'Serialized blocks.', 'eventsmith' ) ),
				'template_css'        => $string,
				'thumbnail'           => $string + array( 'description' => __( 'A JPEG or PNG data URL.', 'eventsmith' ) ),
				'edit_with_elementor' => array( 'type' => 'boolean' ),
				'modified'            => $string + array( 'readonly' => true ),
				'edit_url'            => $string + array( 'readonly' => true ),
			),
		);
	}
}
