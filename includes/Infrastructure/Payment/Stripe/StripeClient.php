<?php
/**
 * Calls Stripe's HTTP API.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\Stripe;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Form-encoded requests with the secret key (Bearer), the pinned Stripe-Version and, for
 * POSTs, an Idempotency-Key. A Stripe error becomes a DomainError carrying Stripe's message;
 * no answer in time becomes a DomainError asking to try again. Nothing sent or received is logged.
 */
final class StripeClient {

	/** Seconds to wait for Stripe. */
	public const TIMEOUT = 10;

	/**
	 * Constructor.
	 *
	 * @param string $secret_key The secret API key of the chosen mode.
	 * @param string $base       API base URL (StripeApi::base()).
	 */
	public function __construct( private string $secret_key, private string $base = StripeApi::BASE ) {}

	/**
	 * POST /v1/{path}.
	 *
	 * @param string               $path            E.g. "checkout/sessions".
	 * @param array<string, mixed> $params          Parameters (nested arrays become a[b][c]).
	 * @param string               $idempotency_key Same key, same effect: Stripe answers a repeat with the first result.
	 * @return array<string, mixed> Stripe's object.
	 * @throws DomainError When Stripe refuses, is not configured or does not answer.
	 */
	public function post( string $path, array $params, string $idempotency_key ): array {
		$headers                    = $this->headers();
		$headers['Content-Type']    = 'application/x-www-form-urlencoded';
		$headers['Idempotency-Key'] = $idempotency_key;
		return $this->answer(
			wp_safe_remote_post(
				$this->base . '/v1/' . $path,
				array(
					'headers'     => $headers,
					'body'        => http_build_query( $params, '', '&', PHP_QUERY_RFC1738 ),
					'timeout'     => self::TIMEOUT,
					'redirection' => 0,
				)
			)
		);
	}

	/**
	 * GET /v1/{path}.
	 *
	 * @param string $path E.g. "checkout/sessions/cs_test_…".
	 * @return array<string, mixed> Stripe's object.
	 * @throws DomainError When Stripe refuses, is not configured or does not answer.
	 */
	public function get( string $path ): array {
		return $this->answer(
			wp_safe_remote_get(
				$this->base . '/v1/' . $path,
				array(
					'headers'     => $this->headers(),
					'timeout'     => self::TIMEOUT,
					'redirection' => 0,
				)
			)
		);
	}

	/**
	 * Headers of every request.
	 *
	 * @return array<string, string>
	 * @throws DomainError When no secret key is set.
	 */
	private function headers(): array {
		if ( '' === $this->secret_key ) {
			throw new DomainError( 'eventsmith_stripe_not_configured', __( 'Card payments are not set up: the Stripe secret key is missing in Settings → Payments.', 'eventsmith' ), DomainError::CONFLICT );
		}
		return array(
			'Authorization'  => 'Bearer ' . $this->secret_key,
			'Stripe-Version' => StripeApi::VERSION,
			'Accept'         => 'application/json',
		);
	}

	/**
	 * Stripe's object, or its error as a DomainError.
	 *
	 * @param array<string, mixed>|\WP_Error $response The HTTP response.
	 * @return array<string, mixed>
	 * @throws DomainError When the call failed.
	 */
	private function answer( $response ): array {
		if ( is_wp_error( $response ) ) {
			throw new DomainError( 'eventsmith_stripe_unreachable', __( 'The payment provider (Stripe) did not answer in time. Your order is kept and its seats are held: please try again in a moment.', 'eventsmith' ), DomainError::CONFLICT );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( $status >= 200 && $status < 300 && is_array( $body ) ) {
			return $body;
		}
		$message = is_array( $body ) && isset( $body['error']['message'] ) && is_string( $body['error']['message'] ) ? $body['error']['message'] : '';
		throw new DomainError(
			'eventsmith_stripe_error',
			'' === $message
				/* translators: %d: HTTP status code. */
				? sprintf( __( 'Stripe answered with HTTP %d.', 'eventsmith' ), $status )
				/* translators: %s: Stripe's own error message. */
				: sprintf( __( 'Stripe: %s', 'eventsmith' ), $message ),
			DomainError::CONFLICT
		);
	}
}
