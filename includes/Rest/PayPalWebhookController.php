<?php
/**
 * REST: POST /eventsmith/v2/payments/paypal/webhook.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Payment\PayPal\PayPalEvents;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * PayPal's deliveries: 200 `{received: true}` once handled (a replay: `duplicate: true`);
 * 400 when PayPal does not verify the delivery or it is no PayPal event, with nothing changed.
 */
final class PayPalWebhookController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'payments/paypal/webhook';

	/**
	 * Constructor.
	 *
	 * @param PayPalEvents $events Handles deliveries.
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private PayPalEvents $events, AccessPolicy $access ) {
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
				// Public on purpose: PayPal calls it without a WordPress login. Authenticity is PayPal's
				// own answer to verify-webhook-signature (the PAYPAL-* headers, the webhook id and the
				// raw event), asked before anything is read or changed.
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Passes one delivery, its raw body and PayPal's headers, to the handler.
	 *
	 * @param WP_REST_Request $request The delivery.
	 * @return mixed
	 */
	public function receive( WP_REST_Request $request ): mixed {
		$headers = array();
		foreach ( PayPalEvents::HEADERS as $field => $header ) {
			$headers[ $field ] = (string) $request->get_header( strtolower( str_replace( '-', '_', $header ) ) );
		}
		return $this->handle( fn(): array => $this->events->receive( $request->get_body(), $headers ) );
	}
}
