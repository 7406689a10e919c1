<?php
/**
 * REST: POST /eventsmith/v2/payments/stripe/webhook.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Payment\Stripe\StripeEvents;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe's deliveries: 200 `{received: true}` once handled (or for a replay, `duplicate: true`);
 * 400 for a bad or stale signature or a payload that is no Stripe event, with nothing changed.
 */
final class StripeWebhookController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'payments/stripe/webhook';

	/**
	 * Constructor.
	 *
	 * @param StripeEvents $events Handles deliveries.
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private StripeEvents $events, AccessPolicy $access ) {
		parent::__construct( $access );
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
				// Public on purpose: Stripe calls it without a WordPress login. Authenticity is the
				// Stripe-Signature header (HMAC of the raw body with the webhook secret, 5-minute
				// tolerance), checked before anything is read or changed.
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Handles one delivery.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function receive( WP_REST_Request $request ): mixed {
		return $this->handle( fn(): array => $this->events->receive( $request->get_body(), (string) $request->get_header( 'stripe_signature' ) ) );
	}
}
