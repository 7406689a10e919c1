<?php
/**
 * Registers every REST controller's routes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the controllers into `rest_api_init`.
 */
final class RestRegistrar {

	/**
	 * Constructor.
	 *
	 * @param list<\WP_REST_Controller> $controllers Controllers to register.
	 */
	public function __construct( private array $controllers ) {}

	/**
	 * Registers the routes when the REST server starts.
	 */
	public function register_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Asks each controller to register its routes.
	 */
	public function register_routes(): void {
		foreach ( $this->controllers as $controller ) {
			$controller->register_routes();
		}
	}
}
