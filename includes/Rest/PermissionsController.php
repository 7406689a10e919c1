<?php
/**
 * REST: /eventsmith/v2/permissions…
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Access\RolePermissions;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Access\RoleCapabilities;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Which roles hold which Eventsmith permissions (real WordPress capabilities),
 * and what the current user may do.
 */
final class PermissionsController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'permissions';

	/**
	 * Constructor.
	 *
	 * @param RoleCapabilities $roles  Role capability adapter.
	 * @param AccessPolicy     $access Who may do what.
	 */
	public function __construct( private RoleCapabilities $roles, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$settings = $this->requires( Permission::ManageSettings );
		$routes   = array(
			''              => array( WP_REST_Server::READABLE, 'get_labels', $settings ),
			'/roles'        => array( WP_REST_Server::READABLE, 'get_roles', $settings ),
			'/settings'     => array( WP_REST_Server::READABLE, 'get_entries', $settings ),
			'/current-user' => array( WP_REST_Server::READABLE, 'get_current', array( $this, 'logged_in' ) ),
		);
		foreach ( $routes as $path => list( $methods, $callback, $permission ) ) {
			register_rest_route(
				$this->namespace,
				'/' . $this->rest_base . $path,
				array(
					'methods'             => $methods,
					'callback'            => array( $this, $callback ),
					'permission_callback' => $permission,
				)
			);
		}
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<role>[a-z0-9_-]+)',
			array(
				'methods'             => 'POST, PUT, PATCH',
				'callback'            => array( $this, 'set_role' ),
				'permission_callback' => $settings,
				'args'                => array(
					'permissions' => array(
						'type'     => 'array',
						'items'    => array( 'type' => 'string' ),
						'required' => true,
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/roles/(?P<role>[a-z0-9_-]+)',
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'clear_role' ),
				'permission_callback' => $settings,
			)
		);
	}

	/**
	 * Any logged-in user may ask what they may do.
	 */
	public function logged_in(): bool|WP_Error {
		return is_user_logged_in() ? true : new WP_Error( 'rest_not_logged_in', __( 'You need to be logged in to do this.', 'eventsmith' ), array( 'status' => 401 ) );
	}

	/**
	 * GET /permissions: key => label.
	 */
	public function get_labels(): array {
		return PermissionLabels::all();
	}

	/**
	 * GET /permissions/roles: every role with its permissions.
	 */
	public function get_roles(): array {
		return $this->roles->roles();
	}

	/**
	 * GET /permissions/settings: the roles that hold at least one permission.
	 */
	public function get_entries(): array {
		return array_values( array_filter( $this->roles->roles(), static fn( array $role ): bool => array() !== $role['permissions'] ) );
	}

	/**
	 * GET /permissions/current-user.
	 */
	public function get_current(): array {
		return array(
			'is_super_admin' => is_super_admin() || current_user_can( 'manage_options' ),
			'permissions'    => array_map( static fn( Permission $p ): string => $p->value, $this->access->granted() ),
		);
	}

	/**
	 * POST/PUT /permissions/{role} {permissions: [...]}: the role holds exactly these.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function set_role( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$role        = $this->existing_role( (string) $request['role'] );
				$permissions = RolePermissions::for_role( $role, $request['permissions'] );
				$this->roles->set( $role, $permissions );
				return $this->role_entry( $role );
			}
		);
	}

	/**
	 * DELETE /permissions/roles/{role}: takes every permission from the role.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function clear_role( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$role = $this->existing_role( (string) $request['role'] );
				$this->roles->set( $role, RolePermissions::for_removal( $role ) );
				return $this->role_entry( $role );
			}
		);
	}

	/**
	 * A role key that exists.
	 *
	 * @param string $role Role key.
	 * @throws DomainError 404 when there is no such role.
	 */
	private function existing_role( string $role ): string {
		if ( ! $this->roles->exists( $role ) ) {
			/* translators: %s: role key. */
			throw new DomainError( 'eventsmith_role_not_found', sprintf( __( 'There is no role "%s".', 'eventsmith' ), $role ), DomainError::NOT_FOUND, 'role' );
		}
		return $role;
	}

	/**
	 * One role's entry.
	 *
	 * @param string $role Role key.
	 * @return array<string, mixed>
	 */
	private function role_entry( string $role ): array {
		foreach ( $this->roles->roles() as $entry ) {
			if ( $entry['name'] === $role ) {
				return $entry;
			}
		}
		return array();
	}
}
