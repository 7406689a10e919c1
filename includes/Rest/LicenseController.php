<?php
/**
 * REST: /eventsmith/v2/license.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\License\LicenseVerifier;
use Eventsmith\Domain\License\PublicKey;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\License\LicenseStore;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Activates a license offline (the key's Ed25519 signature binds it to a name
 * and email), reports it, and deactivates it.
 */
final class LicenseController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'license';

	/**
	 * Constructor.
	 *
	 * @param LicenseStore $store  Where the license is kept.
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private LicenseStore $store, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$permission = $this->requires( Permission::ManageSettings );
		// Not `required`: WordPress checks args before permissions, and the verifier
		// already refuses empty fields with the form's own messages, naming the field.
		$text       = array(
			'type'    => 'string',
			'default' => '',
		);
		$routes     = array(
			''            => array( WP_REST_Server::READABLE, 'get_license', array() ),
			'/activate'   => array(
				WP_REST_Server::CREATABLE,
				'activate',
				array(
					'name'        => $text,
					'email'       => $text,
					'license_key' => $text,
				),
			),
			'/deactivate' => array( WP_REST_Server::CREATABLE, 'deactivate', array() ),
		);
		foreach ( $routes as $path => list( $methods, $callback, $args ) ) {
			register_rest_route(
				$this->namespace,
				'/' . $this->rest_base . $path,
				array(
					'methods'             => $methods,
					'callback'            => array( $this, $callback ),
					'permission_callback' => $permission,
					'args'                => $args,
				)
			);
		}
	}

	/**
	 * GET /license: `license` is valid, expired or invalid (none active). The key itself is masked.
	 */
	public function get_license(): array {
		$stored = $this->store->get();
		if ( null === $stored ) {
			return array( 'license' => 'invalid' );
		}
		$expired = null !== $stored['expires'] && $stored['expires'] < gmdate( 'Y-m-d' );
		return array(
			'license' => $expired ? 'expired' : 'valid',
			'name'    => $stored['name'],
			'email'   => $stored['email'],
			'plan'    => $stored['plan'],
			'expires' => $stored['expires'],
			'key'     => '…' . substr( $stored['key'], -8 ),
		);
	}

	/**
	 * POST /license/activate {name, email, license_key}: stores the key only when it verifies.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function activate( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$key     = (string) $request['license_key'];
				$license = $this->verifier()->verify(
					(string) $request['name'],
					(string) $request['email'],
					$key,
					new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) )
				);
				$this->store->save( $license, preg_replace( '/\s+/', '', $key ) );
				return $this->get_license();
			}
		);
	}

	/**
	 * POST /license/deactivate.
	 */
	public function deactivate(): array {
		$this->store->clear();
		return array( 'license' => 'invalid' );
	}

	/**
	 * The verifier with the plugin's public key.
	 */
	private function verifier(): LicenseVerifier {
		/**
		 * Filters the Ed25519 public key (base64) that license keys are checked against.
		 * Tests use it to check keys made with a throw-away key pair.
		 *
		 * @param string $public_key Base64 of the raw 32-byte public key.
		 */
		return new LicenseVerifier( (string) apply_filters( 'eventsmith_license_public_key', PublicKey::PRODUCTION ) );
	}
}
