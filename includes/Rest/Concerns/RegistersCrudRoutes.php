<?php
/**
 * The usual collection and item routes of a resource.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest\Concerns;

use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `/<base>` (list, create, bulk delete) and `/<base>/{id}` (read,
 * update, delete) from a map of operations to handler methods, all behind one
 * permission callback.
 */
trait RegistersCrudRoutes {

	/**
	 * Registers the routes of the operations given.
	 *
	 * @param callable                                     $permission Permission callback of every route.
	 * @param array<string, string|array{0: string, 1: array<string, mixed>}> $handlers   Operation (list, create, delete_many,
	 *                                                                                    read, update, delete) => method name,
	 *                                                                                    or [method name, route arguments].
	 */
	protected function register_crud_routes( callable $permission, array $handlers ): void {
		$operations = array(
			'list'        => array( '', WP_REST_Server::READABLE ),
			'create'      => array( '', WP_REST_Server::CREATABLE ),
			'delete_many' => array( '', WP_REST_Server::DELETABLE ),
			'read'        => array( '/(?P<id>\d+)', WP_REST_Server::READABLE ),
			'update'      => array( '/(?P<id>\d+)', WP_REST_Server::EDITABLE ),
			'delete'      => array( '/(?P<id>\d+)', WP_REST_Server::DELETABLE ),
		);
		$routes     = array();
		foreach ( $handlers as $operation => $handler ) {
			list( $path, $methods )  = $operations[ $operation ];
			list( $callback, $args ) = is_array( $handler ) ? $handler : array( $handler, array() );
			$routes[ $path ][]       = array(
				'methods'             => $methods,
				'callback'            => array( $this, $callback ),
				'permission_callback' => $permission,
				'args'                => $args,
			);
		}
		foreach ( $routes as $path => $endpoints ) {
			register_rest_route(
				$this->namespace,
				'/' . $this->rest_base . $path,
				$endpoints + array( 'schema' => array( $this, 'get_public_item_schema' ) )
			);
		}
	}
}
