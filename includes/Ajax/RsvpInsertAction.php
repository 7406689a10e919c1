<?php
/**
 * The public RSVP form's admin-ajax action.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Ajax;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Rsvp\RsvpFormFields;
use Eventsmith\Infrastructure\Tickets\RsvpFormToken;
use Eventsmith\Infrastructure\Tickets\RsvpRateLimit;
use Eventsmith\Infrastructure\Tickets\RsvpService;

defined( 'ABSPATH' ) || exit;

/**
 * `POST {admin-ajax.php}` with `action=eventsmith_rsvp_insert` and `fields`
 * (the form serialised as JSON, see RsvpFormFields): kept as a thin adapter
 * for pages cached before the RSVP form moved to the REST route
 * `POST /events/{id}/rsvp`. Both store through RsvpService, so the same
 * rules, capacity and rate limit (and counters) apply. Visitors need no account but a form
 * token (RsvpFormToken, fetched when the visitor sends the form) or nonce, as
 * `eventsmith_rsvp_nonce` among the fields or as `security`.
 *
 * Answers `{success: true, data: {message, id, response}}` with 200 once
 * stored, and `{success: false, data: {code, message, field}}` with 400,
 * 403, 404, 409 or 429 otherwise, with nothing stored.
 */
final class RsvpInsertAction {

	public const ACTION = 'eventsmith_rsvp_insert';

	/**
	 * Constructor.
	 *
	 * @param RsvpService   $rsvps      RSVP storage.
	 * @param RsvpRateLimit $rate_limit Answers per visitor and event.
	 * @param RsvpFormToken $tokens     The form's tokens.
	 */
	public function __construct( private RsvpService $rsvps, private RsvpRateLimit $rate_limit, private RsvpFormToken $tokens = new RsvpFormToken() ) {}

	/**
	 * Answers the action for visitors and logged-in users alike.
	 */
	public function register_hooks(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * Reads, checks and stores one answer.
	 */
	public function handle(): void {
		// An answer about one visitor: never kept by a cache (WordPress sends these headers again as it ends the request).
		add_filter( 'nocache_headers', array( self::class, 'no_store' ) );
		if ( ! headers_sent() ) {
			nocache_headers();
		}
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- the nonce is among the fields, checked below.
		$json     = isset( $_POST['fields'] ) ? wp_unslash( (string) $_POST['fields'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- JSON, each value is checked by RsvpSubmission.
		$security = isset( $_POST['security'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['security'] ) ) : '';
		// phpcs:enable
		try {
			$fields = RsvpFormFields::from_json( $json );
			$nonce  = '' !== $fields->first( RsvpFormFields::NONCE ) ? $fields->first( RsvpFormFields::NONCE ) : $security;
			if ( ! $this->tokens->accepts( $nonce, $fields->event_id() ) ) {
				$this->refuse( 'eventsmith_bad_nonce', RsvpFormToken::expired_message(), 403 );
			}
			$input = $fields->to_input();
			if ( $this->rate_limit->exceeded( $fields->event_id() ) ) {
				$this->refuse( 'eventsmith_rsvp_rate_limited', RsvpRateLimit::message(), 429 );
			}
			$stored = $this->rsvps->submit( $fields->event_id(), $input );
		} catch ( DomainError $error ) {
			$this->refuse( $error->error_code, $error->getMessage(), $error->http_status(), $error->field );
		}
		wp_send_json_success(
			array(
				'message'  => 'going' === $stored['response']
					? __( 'Thank you! Your RSVP is confirmed.', 'eventsmith' )
					: __( 'Thank you for letting us know.', 'eventsmith' ),
				'id'       => $stored['id'],
				'response' => $stored['response'],
			)
		);
	}

	/**
	 * Adds no-store to WordPress's no-cache headers.
	 *
	 * @param array<string, string> $headers Headers.
	 * @return array<string, string>
	 */
	public static function no_store( array $headers ): array {
		$headers['Cache-Control'] = 'no-cache, must-revalidate, max-age=0, no-store, private';
		return $headers;
	}

	/**
	 * Ends the request with a refusal.
	 *
	 * @param string      $code    Stable error code.
	 * @param string      $message What the visitor reads.
	 * @param int         $status  HTTP status.
	 * @param string|null $field   The form field at fault.
	 * @return never
	 */
	private function refuse( string $code, string $message, int $status, ?string $field = null ): never {
		wp_send_json_error(
			array(
				'code'    => $code,
				'message' => $message,
				'field'   => $field,
			),
			$status
		);
		exit; // wp_send_json_error() dies; this tells static analysis so.
	}
}
