<?php
/**
 * Calls PayPal's REST API.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\PayPal;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * JSON requests with an OAuth 2.0 access token got by the client-credentials grant
 * (POST /v1/oauth2/token with the app's id and secret as basic auth). The token is cached in a
 * transient until shortly before it expires; a 401 drops it and the request is sent once more
 * with a new one. POSTs carry a PayPal-Request-Id, so PayPal answers a repeat with the first
 * result. PayPal's errors become a DomainError with PayPal's message; no answer in time becomes
 * one asking to try again. Nothing sent or received is logged.
 */
final class PayPalClient {

	/** Seconds to wait for PayPal. */
	public const TIMEOUT = 10;

	/** Seconds before the token's end when it is no longer used. */
	private const TOKEN_MARGIN = 300;

	/**
	 * Constructor.
	 *
	 * @param string $client_id The REST app's client id (chosen mode).
	 * @param string $secret    Its secret.
	 * @param string $base      API base URL (PayPalApi::base()).
	 */
	public function __construct( private string $client_id, private string $secret, private string $base = PayPalApi::SANDBOX ) {}

	/**
	 * POST /{path} with a JSON body.
	 *
	 * @param string                    $path       E.g. "v2/checkout/orders".
	 * @param array<string, mixed>|null $body       Body (null: an empty object).
	 * @param string                    $request_id PayPal-Request-Id: same id, same effect.
	 * @return array<string, mixed> PayPal's answer.
	 * @throws DomainError When PayPal refuses, is not configured or does not answer.
	 */
	public function post( string $path, ?array $body, string $request_id = '' ): array {
		return $this->post_json( $path, null === $body || array() === $body ? '{}' : (string) wp_json_encode( $body ), $request_id );
	}

	/**
	 * POST /{path} with a body already encoded (e.g. holding a webhook event byte for byte).
	 *
	 * @param string $path       Path.
	 * @param string $json       JSON body.
	 * @param string $request_id PayPal-Request-Id ('' for none).
	 * @return array<string, mixed>
	 * @throws DomainError When PayPal refuses, is not configured or does not answer.
	 */
	public function post_json( string $path, string $json, string $request_id = '' ): array {
		$headers = array( 'Content-Type' => 'application/json' );
		if ( '' !== $request_id ) {
			$headers['PayPal-Request-Id'] = $request_id;
		}
		return $this->call( 'POST', $path, $headers, $json );
	}

	/**
	 * GET /{path}.
	 *
	 * @param string $path E.g. "v2/checkout/orders/5O190127TN364715T".
	 * @return array<string, mixed>
	 * @throws DomainError When PayPal refuses, is not configured or does not answer.
	 */
	public function get( string $path ): array {
		return $this->call( 'GET', $path, array(), null );
	}

	/**
	 * An access token: the cached one, or a new one from PayPal.
	 *
	 * @param bool $fresh Ask PayPal even when one is cached.
	 * @throws DomainError When the app is not set up, PayPal refuses the credentials or does not answer.
	 */
	public function token( bool $fresh = false ): string {
		if ( '' === $this->client_id || '' === $this->secret ) {
			throw new DomainError( 'eventsmith_paypal_not_configured', __( 'PayPal is not set up: the client id or secret is missing in Settings → Payments.', 'eventsmith' ), DomainError::CONFLICT );
		}
		$cached = $fresh ? false : get_transient( $this->token_key() );
		if ( is_string( $cached ) && '' !== $cached ) {
			return $cached;
		}
		$response = wp_safe_remote_post(
			$this->base . '/v1/oauth2/token',
			array(
				'headers'     => array(
					// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP basic auth.
					'Authorization' => 'Basic ' . base64_encode( $this->client_id . ':' . $this->secret ),
					'Content-Type'  => 'application/x-www-form-urlencoded',
					'Accept'        => 'application/json',
				),
				'body'        => 'grant_type=client_credentials',
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
			)
		);
		$answer = $this->answer( $response );
		if ( ! is_string( $answer['access_token'] ?? null ) || '' === $answer['access_token'] ) {
			throw self::refused( __( 'PayPal answered without an access token.', 'eventsmith' ) );
		}
		$life = (int) ( $answer['expires_in'] ?? 0 );
		$keep = $life > 2 * self::TOKEN_MARGIN ? $life - self::TOKEN_MARGIN : intdiv( $life, 2 );
		if ( $keep > 0 ) {
			set_transient( $this->token_key(), $answer['access_token'], $keep );
		}
		return $answer['access_token'];
	}

	/**
	 * One request with the token; a 401 (token revoked or expired early) is retried once with a new one.
	 *
	 * @param string                $method  GET or POST.
	 * @param string                $path    Path without the leading slash.
	 * @param array<string, string> $headers Extra headers.
	 * @param string|null           $body    Body (POST).
	 * @return array<string, mixed>
	 * @throws DomainError When the call fails.
	 */
	private function call( string $method, string $path, array $headers, ?string $body ): array {
		$response = null;
		foreach ( array( false, true ) as $fresh ) {
			$args     = array(
				'headers'     => $headers + array(
					'Authorization' => 'Bearer ' . $this->token( $fresh ),
					'Accept'        => 'application/json',
					'Prefer'        => 'return=representation',
				),
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
			);
			$url      = $this->base . '/' . ltrim( $path, '/' );
			$response = 'POST' === $method ? wp_safe_remote_post( $url, $args + array( 'body' => (string) $body ) ) : wp_safe_remote_get( $url, $args );
			if ( is_wp_error( $response ) || 401 !== (int) wp_remote_retrieve_response_code( $response ) ) {
				break;
			}
			delete_transient( $this->token_key() );
		}
		return $this->answer( $response );
	}

	/**
	 * PayPal's answer, or its error as a DomainError.
	 *
	 * @param mixed $response The HTTP response or WP_Error.
	 * @return array<string, mixed>
	 * @throws DomainError When the call failed.
	 */
	private function answer( $response ): array {
		if ( ! is_array( $response ) ) {
			throw new DomainError( 'eventsmith_paypal_unreachable', __( 'The payment provider (PayPal) did not answer in time. Your order is kept and its seats are held: please try again in a moment.', 'eventsmith' ), DomainError::CONFLICT );
		}
		$code    = (int) wp_remote_retrieve_response_code( $response );
		$decoded = json_decode( wp_remote_retrieve_body( $response ), true );
		$decoded = is_array( $decoded ) ? $decoded : array();
		if ( 2 === intdiv( $code, 100 ) && array() !== $decoded ) {
			return $decoded;
		}
		throw self::refused( self::message( $decoded, $code ), 404 === $code ? 'eventsmith_paypal_not_found' : 'eventsmith_paypal_error' );
	}

	/**
	 * PayPal's own words for an error: its message and first detail, or the OAuth error description.
	 *
	 * @param array<string, mixed> $body   Error body.
	 * @param int                  $status HTTP status.
	 */
	private static function message( array $body, int $status ): string {
		$detail = is_array( $body['details'][0] ?? null ) ? $body['details'][0] : array();
		$parts  = array_filter(
			array(
				is_string( $body['message'] ?? null ) ? $body['message'] : '',
				is_string( $detail['issue'] ?? null ) ? $detail['issue'] . ( is_string( $detail['description'] ?? null ) ? ': ' . $detail['description'] : '' ) : '',
				is_string( $body['error_description'] ?? null ) ? $body['error_description'] : '',
			)
		);
		/* translators: %d: HTTP status code. */
		return array() === $parts ? sprintf( __( 'PayPal answered with HTTP %d.', 'eventsmith' ), $status ) : implode( ' ', $parts );
	}

	/**
	 * The error for a refused call.
	 *
	 * @param string $message PayPal's message.
	 * @param string $code    Error code (eventsmith_paypal_not_found when PayPal has no such thing).
	 */
	private static function refused( string $message, string $code = 'eventsmith_paypal_error' ): DomainError {
		/* translators: %s: PayPal's own error message. */
		return new DomainError( $code, sprintf( __( 'PayPal: %s', 'eventsmith' ), $message ), DomainError::CONFLICT );
	}

	/**
	 * Transient holding the token of this app on this API (a new id or mode never reuses an old token).
	 */
	private function token_key(): string {
		return 'eventsmith_paypal_token_' . substr( hash( 'sha256', $this->base . '|' . $this->client_id ), 0, 20 );
	}
}
