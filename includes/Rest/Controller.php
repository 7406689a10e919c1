<?php
/**
 * Shared base of every Eventsmith REST controller.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use WP_Error;
use WP_REST_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Holds the namespace, the permission check and the one mapping of domain
 * errors to HTTP answers.
 */
abstract class Controller extends WP_REST_Controller {

	public const NAMESPACE = 'eventsmith/v2';

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = self::NAMESPACE;

	/**
	 * Constructor.
	 *
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( protected AccessPolicy $access ) {}

	/**
	 * A permission callback for one permission: 401 when logged out, 403 when lacking it.
	 *
	 * @param Permission $permission The permission the route needs.
	 * @return callable(): (true|WP_Error)
	 */
	protected function requires( Permission $permission ): callable {
		return function () use ( $permission ): bool|WP_Error {
			if ( ! is_user_logged_in() ) {
				return new WP_Error(
					'rest_not_logged_in',
					__( 'You need to be logged in to do this.', 'eventsmith' ),
					array( 'status' => 401 )
				);
			}
			if ( ! $this->access->allows( $permission ) ) {
				return new WP_Error(
					'rest_forbidden',
					__( 'Sorry, you are not allowed to do this.', 'eventsmith' ),
					array( 'status' => 403 )
				);
			}
			return true;
		};
	}

	/**
	 * Runs a handler, turning domain errors into REST errors.
	 *
	 * @param callable(): mixed $handler Does the work and returns the response data.
	 * @return mixed|WP_Error
	 */
	protected function handle( callable $handler ): mixed {
		try {
			return $handler();
		} catch ( DomainError $error ) {
			return self::to_wp_error( $error );
		}
	}

	/**
	 * Maps a domain error to a WP_Error with an HTTP status.
	 *
	 * @param DomainError $error The error.
	 */
	public static function to_wp_error( DomainError $error ): WP_Error {
		$data = array( 'status' => $error->http_status() );
		if ( null !== $error->field ) {
			$data['params'] = array( $error->field => $error->getMessage() );
		}
		return new WP_Error( $error->error_code, $error->getMessage(), $data );
	}
}
