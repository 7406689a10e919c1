<?php
/**
 * REST: POST /eventsmith/v2/payments/{gateway}/connection-test.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Payment\ProviderConnection;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The settings page's "Test connection": asks the provider, with the saved keys of the chosen
 * mode, whether it accepts them. Answers `{ok: true}`, 502 with the provider's (or our) message
 * when it does not, and 400 naming `gateway` for a provider that has no connection test.
 * Staff with the settings permission only; it sends nothing but the saved key to the provider.
 */
final class PaymentConnectionController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param \Closure     $connections () → array<string, ProviderConnection>, by gateway id (read per request).
	 * @param AccessPolicy $access      Who may do what.
	 */
	public function __construct( private \Closure $connections, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/payments/(?P<gateway>[a-z0-9_]+)/connection-test',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'test_connection' ),
				'permission_callback' => $this->requires( Permission::ManageSettings ),
			)
		);
	}

	/**
	 * Tests one provider's connection.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{ok: true}|WP_Error
	 */
	public function test_connection( WP_REST_Request $request ): array|WP_Error {
		$gateway    = (string) $request['gateway'];
		$connection = ( $this->connections )()[ $gateway ] ?? null;
		if ( ! $connection instanceof ProviderConnection ) {
			return new WP_Error(
				'eventsmith_invalid_param',
				/* translators: %s: the gateway id sent. */
				sprintf( __( 'gateway: "%s" is not a payment provider whose connection can be tested.', 'eventsmith' ), $gateway ),
				array(
					'status' => 400,
					'params' => array( 'gateway' => __( 'Not a payment provider with a connection test.', 'eventsmith' ) ),
				)
			);
		}
		$problem = $connection->check_connection();
		if ( null !== $problem ) {
			return new WP_Error( 'eventsmith_payment_connection_failed', $problem, array( 'status' => 502 ) );
		}
		return array( 'ok' => true );
	}
}
