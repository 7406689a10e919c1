<?php
/**
 * REST: POST /eventsmith/v2/payments/{provider}/webhook.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Closure;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A payment provider's deliveries (Stripe, PayPal): 200 `{received: true}` once handled (a replay:
 * `duplicate: true`); 400 when the delivery's authenticity is not proven or it is no event of that
 * provider, with nothing changed.
 */
final class PaymentWebhookController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param string       $provider Provider slug in the route, e.g. "stripe".
	 * @param Closure      $receive  Checks and handles one delivery: (WP_REST_Request) => array, throwing
	 *                               a DomainError (400) when the delivery is not authentic.
	 * @param AccessPolicy $access   Who may do what.
	 */
	public function __construct( private string $provider, private Closure $receive, AccessPolicy $access ) {
		parent::__construct( $access );
		$this->rest_base = 'payments/' . $provider . '/webhook';
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'receive' ),
				// Public on purpose: the provider calls it without a WordPress login. Authenticity is
				// proven by the receiver before anything is read or changed: Stripe's signature header,
				// PayPal's own answer to verify-webhook-signature (docs/payments.md).
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Passes one delivery to the provider's receiver.
	 *
	 * @param WP_REST_Request $request The delivery.
	 * @return mixed
	 */
	public function receive( WP_REST_Request $request ): mixed {
		return $this->handle( fn(): array => ( $this->receive )( $request ) );
	}
}
