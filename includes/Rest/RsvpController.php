<?php
/**
 * REST: POST /eventsmith/v2/events/{id}/rsvp — the public RSVP form.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Rsvp\RsvpFormFields;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\RsvpFormToken;
use Eventsmith\Infrastructure\Tickets\RsvpRateLimit;
use Eventsmith\Infrastructure\Tickets\RsvpService;
use Eventsmith\Rest\Concerns\ReadsJsonBody;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Public on purpose: visitors RSVP without an account. An answer needs a form
 * token (see RsvpFormToken: fetched from `POST /events/{id}/rsvp/token` when
 * the visitor sends the form, or a nonce of action `eventsmith_rsvp`), sent as
 * X-Eventsmith-Nonce, and submissions are limited per visitor and event.
 * Both routes answer per visitor, so they are never cached (`no-store`).
 * The body is either the answer itself ({response, attendees, reason}) or,
 * from the RSVP form block, its serialised fields ({fields: [{name, value}]},
 * see RsvpFormFields).
 */
final class RsvpController extends Controller {

	use ReadsJsonBody;

	public const NONCE_ACTION = RsvpFormToken::NONCE_ACTION;

	/**
	 * Constructor.
	 *
	 * @param RsvpService   $rsvps      RSVP storage.
	 * @param RsvpRateLimit $rate_limit Answers per visitor and event.
	 * @param AccessPolicy  $access     Who may do what.
	 * @param RsvpFormToken $tokens     The form's tokens.
	 */
	public function __construct( private RsvpService $rsvps, private RsvpRateLimit $rate_limit, AccessPolicy $access, private RsvpFormToken $tokens = new RsvpFormToken() ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/events/(?P<id>\d+)/rsvp',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'submit' ),
				'permission_callback' => array( $this, 'form_nonce' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/events/(?P<id>\d+)/rsvp/token',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'token' ),
				// Public on purpose: any visitor may start an RSVP form; the token only lets them send it.
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * POST …/rsvp/token: a fresh form token for the event, never cached.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function token( WP_REST_Request $request ): WP_REST_Response {
		$response = new WP_REST_Response( $this->tokens->issue( (int) $request['id'] ) );
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}

	/**
	 * The form's nonce must be valid. (No side effects here: WordPress also
	 * calls permission callbacks to build the Allow header.)
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function form_nonce( WP_REST_Request $request ): bool|WP_Error {
		if ( ! $this->tokens->accepts( (string) $request->get_header( 'X-Eventsmith-Nonce' ), (int) $request['id'] ) ) {
			return new WP_Error( 'eventsmith_bad_nonce', self::expired_form_message(), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * What a visitor reads when the form's nonce is wrong or too old.
	 */
	public static function expired_form_message(): string {
		return RsvpFormToken::expired_message();
	}

	/**
	 * POST: 201 with the response id and the ticket codes of those going.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function submit( WP_REST_Request $request ): mixed {
		if ( $this->rate_limit->exceeded( (int) $request['id'] ) ) {
			return new WP_Error( 'eventsmith_rsvp_rate_limited', RsvpRateLimit::message(), array( 'status' => 429 ) );
		}
		return $this->handle(
			function () use ( $request ) {
				$response = new WP_REST_Response( $this->rsvps->submit( (int) $request['id'], $this->input( $request ) ), 201 );
				$response->header( 'Cache-Control', 'no-store, private' );
				return $response;
			}
		);
	}

	/**
	 * The answer from the body: given as such, or as the form's fields.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private function input( WP_REST_Request $request ): array {
		$body = $this->body( $request );
		if ( ! array_key_exists( 'fields', $body ) ) {
			return $body;
		}
		if ( ! is_array( $body['fields'] ) ) {
			throw DomainError::invalid( 'fields', __( 'fields: send the form as a list of {name, value} pairs.', 'eventsmith' ) );
		}
		return RsvpFormFields::from_json( (string) wp_json_encode( $body['fields'] ) )->to_input();
	}
}
