<?php
/**
 * REST: POST /eventsmith/v2/events/{id}/rsvp — the public RSVP form.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\RsvpService;
use Eventsmith\Rest\Concerns\ReadsJsonBody;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Public on purpose: visitors RSVP without an account. It still requires the
 * form's nonce (action `eventsmith_rsvp`, sent as X-Eventsmith-Nonce) and
 * limits submissions per visitor and event.
 */
final class RsvpController extends Controller {

	use ReadsJsonBody;

	public const NONCE_ACTION = 'eventsmith_rsvp';

	/**
	 * Constructor.
	 *
	 * @param RsvpService  $rsvps  RSVP storage.
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private RsvpService $rsvps, AccessPolicy $access ) {
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
	}

	/**
	 * The form's nonce must be valid. (No side effects here: WordPress also
	 * calls permission callbacks to build the Allow header.)
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function form_nonce( WP_REST_Request $request ): bool|WP_Error {
		if ( ! wp_verify_nonce( (string) $request->get_header( 'X-Eventsmith-Nonce' ), self::NONCE_ACTION ) ) {
			return new WP_Error( 'eventsmith_bad_nonce', __( 'This form has expired. Please reload the page and try again.', 'eventsmith' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Counts a submission against the visitor's limit for the event.
	 *
	 * @param int $event_id Event id.
	 * @return WP_Error|null An error when over the limit.
	 */
	private function over_rate_limit( int $event_id ): ?WP_Error {
		$key   = 'eventsmith_rsvp_' . md5( $this->client_ip() . '|' . $event_id );
		$count = (int) get_transient( $key );
		/**
		 * Filters how many RSVPs one visitor may send for one event in ten minutes.
		 *
		 * @param int $limit Submissions.
		 */
		$limit = (int) apply_filters( 'eventsmith_rsvp_rate_limit', 10 );
		if ( $count >= $limit ) {
			return new WP_Error( 'eventsmith_rsvp_rate_limited', __( 'Too many answers from here. Please wait a few minutes.', 'eventsmith' ), array( 'status' => 429 ) );
		}
		set_transient( $key, $count + 1, 10 * MINUTE_IN_SECONDS );
		return null;
	}

	/**
	 * POST: 201 with the response id and the ticket codes of those going.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function submit( WP_REST_Request $request ): mixed {
		$limited = $this->over_rate_limit( (int) $request['id'] );
		if ( null !== $limited ) {
			return $limited;
		}
		return $this->handle(
			function () use ( $request ) {
				return new WP_REST_Response( $this->rsvps->submit( (int) $request['id'], $this->body( $request ) ), 201 );
			}
		);
	}

	/**
	 * The visitor's address (the connection's, not a forwarded header a visitor could set).
	 */
	private function client_ip(): string {
		return isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	}
}
