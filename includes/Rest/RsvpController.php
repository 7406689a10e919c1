<?php
/**
 * REST: POST /eventsmith/v2/events/{id}/rsvp — the public RSVP form.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

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
		return __( 'This form has expired. Please reload the page and try again.', 'eventsmith' );
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
				$response = new WP_REST_Response( $this->rsvps->submit( (int) $request['id'], $this->body( $request ) ), 201 );
				$response->header( 'Cache-Control', 'no-store, private' );
				return $response;
			}
		);
	}
}
