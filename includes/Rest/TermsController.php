<?php
/**
 * Shared REST logic of event categories, event tags and speaker groups.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Terms\TermRepository;
use Eventsmith\Rest\Concerns\EditsItems;
use Eventsmith\Rest\Concerns\PagesLists;
use Eventsmith\Rest\Concerns\ParsesIds;
use Eventsmith\Rest\Concerns\RegistersCrudRoutes;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `/<base>` (list, create, bulk delete) and `/<base>/{id}` (get, delete).
 * Concrete controllers name the route, permission and required-name message.
 */
abstract class TermsController extends Controller {

	use EditsItems;
	use PagesLists;
	use ParsesIds;
	use RegistersCrudRoutes;

	/**
	 * Constructor.
	 *
	 * @param TermRepository $terms  Term storage of one taxonomy.
	 * @param AccessPolicy   $access Who may do what.
	 */
	public function __construct( protected TermRepository $terms, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * The permission every route needs.
	 */
	abstract protected function permission(): Permission;

	/**
	 * The message when the name is missing, e.g. 'Category Name is Required!'.
	 */
	abstract protected function name_required_message(): string;

	/**
	 * Whether terms take a parent.
	 */
	protected function hierarchical(): bool {
		return false;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$list_args = $this->paging_args();
		if ( $this->hierarchical() ) {
			$list_args['parent'] = array(
				'type'    => 'integer',
				'minimum' => 0,
			);
		}
		$this->register_crud_routes(
			$this->requires( $this->permission() ),
			array(
				'list'        => array( 'get_items', $list_args ),
				'create'      => array( 'create_item', $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ) ),
				'delete_many' => array( 'delete_items', array( 'ids' => $this->ids_arg() ) ),
				'read'        => 'get_item',
				'delete'      => 'delete_item',
			)
		);
	}

	/**
	 * GET list: a bare array with X-WP-Total headers.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): mixed {
		$parent = $this->hierarchical() && $request->has_param( 'parent' ) ? (int) $request['parent'] : null;
		$found  = $this->terms->list( trim( (string) $request['search'] ), $parent, (int) $request['paged'], (int) $request['per_page'] );
		return $this->with_totals( $found['items'], $found['total'], (int) $request['per_page'] );
	}

	/**
	 * GET one.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): mixed {
		return $this->handle( fn() => $this->terms->get( (int) $request['id'] ) );
	}

	/**
	 * POST: creates a term; a blank name answers 400 with the spec's message.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create_item( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$input = $this->item_input( $request );
				// A name that is only markup or spaces is blank once sanitized.
				$name  = trim( sanitize_text_field( (string) ( $input['name'] ?? '' ) ) );
				if ( '' === $name ) {
					throw DomainError::invalid( 'name', $this->name_required_message(), 'eventsmith_name_required' );
				}
				$meta = is_array( $input['meta'] ?? null ) ? $input['meta'] : array();
				return $this->created( $this->terms->create( $name, (int) ( $input['parent'] ?? 0 ), (string) ( $input['description'] ?? '' ), $meta ) );
			}
		);
	}

	/**
	 * DELETE one.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_item( $request ): mixed {
		return $this->handle( fn() => array( 'deleted' => $this->terms->delete( array( (int) $request['id'] ) ) ) );
	}

	/**
	 * DELETE ?ids=1,2,3.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_items( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => array( 'deleted' => $this->terms->delete( (array) $request['ids'] ) ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema(): array {
		$properties = array(
			'id'          => array(
				'type'     => 'integer',
				'readonly' => true,
			),
			'name'        => array( 'type' => 'string' ),
			'slug'        => array(
				'type'     => 'string',
				'readonly' => true,
			),
			'description' => array( 'type' => 'string' ),
			'count'       => array(
				'type'     => 'integer',
				'readonly' => true,
			),
			'meta'        => array(
				'description'          => __( 'Extra fields, text values by name (letters, digits, _ and -).', 'eventsmith' ),
				'type'                 => 'object',
				'patternProperties'    => array(
					'^[A-Za-z0-9_-]{1,64}$' => array( 'type' => 'string' ),
				),
				'additionalProperties' => false,
			),
		);
		if ( $this->hierarchical() ) {
			$properties['parent'] = array(
				'type'    => 'integer',
				'minimum' => 0,
			);
		}
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventsmith-' . $this->rest_base,
			'type'       => 'object',
			'properties' => $properties,
		);
	}
}
