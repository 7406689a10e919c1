<?php
/**
 * REST: waitlists of sold-out ticket types and full RSVP events.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Tickets\RsvpRateLimit;
use Eventsmith\Infrastructure\Waitlist\ClaimFollowUp;
use Eventsmith\Infrastructure\Waitlist\WaitlistClaims;
use Eventsmith\Infrastructure\Waitlist\WaitlistService;
use Eventsmith\Rest\Concerns\ReadsJsonBody;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * - `POST /events/{id}/waitlist` (anyone, rate-limited per visitor with its own
 *   counters): joins the waitlist of a sold-out ticket type (`ticket_type_id`) or
 *   of the full RSVP (`ticket_type_id` 0). Public like checkout: visitors join
 *   without an account, and a cookie call without a REST nonce is anonymous.
 * - `POST /public/waitlist/claim` (anyone holding a claim link): claims the
 *   offered place. Public because the e-mailed link is the credential: a random
 *   160-bit single-use token, stored hashed.
 * - `GET /events/{id}/waitlist` and `DELETE /events/{id}/waitlist/{entry}`
 *   (`eventsmith_manage_attendee`, like the attendee list).
 */
final class WaitlistController extends Controller {
	use ReadsJsonBody;

	/**
	 * Constructor.
	 *
	 * @param WaitlistService $waitlist Joins, lists, removes.
	 * @param WaitlistClaims  $claims   Claims offers.
	 * @param ClaimFollowUp   $follow   E-mails and payment after a claim.
	 * @param RsvpRateLimit   $limit    Per-visitor rate limit (scope "waitlist").
	 * @param PaymentGateways $gateways Payment method of paid claims.
	 * @param AccessPolicy    $access   Who may do what.
	 */
	public function __construct(
		private WaitlistService $waitlist,
		private WaitlistClaims $claims,
		private ClaimFollowUp $follow,
		private RsvpRateLimit $limit,
		private PaymentGateways $gateways,
		AccessPolicy $access
	) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/events/(?P<id>\d+)/waitlist',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					// Public on purpose: see the class comment.
					'permission_callback' => '__return_true',
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => $this->requires( Permission::ManageAttendee ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/events/(?P<id>\d+)/waitlist/(?P<entry>\d+)',
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'delete_item' ),
				'permission_callback' => $this->requires( Permission::ManageAttendee ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/public/waitlist/claim',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'claim' ),
				// Public on purpose: the link's token is the credential.
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * POST /events/{id}/waitlist.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function create_item( $request ): mixed {
		if ( $this->limit->exceeded( (int) $request['id'] ) ) {
			return new \WP_Error( 'eventsmith_waitlist_rate_limited', RsvpRateLimit::message(), array( 'status' => 429 ) );
		}
		return $this->handle(
			function () use ( $request ): WP_REST_Response {
				$this->waitlist->join( (int) $request['id'], $this->body( $request ) );
				// The same answer whether the address was new to the list or already on it, so it tells
				// nobody who waits; the place in line is in the e-mail sent to the address.
				$answer   = array(
					'message' => __( 'You are on the waitlist. We have sent you an e-mail with your place in line and will write again when a place becomes free.', 'eventsmith' ),
				);
				$response = new WP_REST_Response( $answer, 201 );
				$response->header( 'Cache-Control', 'no-store' );
				return $response;
			}
		);
	}

	/**
	 * GET /events/{id}/waitlist.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function get_items( $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$items = $this->waitlist->for_event( (int) $request['id'] );
				return array(
					'items'       => $items,
					'total_items' => count( $items ),
				);
			}
		);
	}

	/**
	 * DELETE /events/{id}/waitlist/{entry}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function delete_item( $request ): mixed {
		return $this->handle(
			fn (): array => $this->waitlist->remove( (int) $request['id'], (int) $request['entry'] )
		);
	}

	/**
	 * POST /public/waitlist/claim {token}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function claim( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ): WP_REST_Response {
				$token   = $this->body( $request )['token'] ?? '';
				$claimed = $this->claims->claim( is_string( $token ) ? $token : '', $this->gateways->chosen()->id() );
				$booked  = $claimed['booked'];
				$next    = $claimed['already'] ? array() : $this->follow->after_claim( $claimed['entry'], $booked );
				$answer  = $next + array(
					'already'     => $claimed['already'],
					'status'      => (string) ( $booked['status'] ?? 'completed' ),
					'booking_id'  => (int) $booked['booking_id'],
					'tickets'     => array_map( static fn( array $t ): array => array( 'name' => $t['name'], 'url' => TicketLinks::page( $t['ticket_code'] ) ), $booked['tickets'] ?? array() ),
					'invoice_url' => $booked['booking_id'] > 0 ? TicketLinks::invoice( (int) $booked['booking_id'] ) : '',
				);
				$response = new WP_REST_Response( $answer, $claimed['already'] ? 200 : 201 );
				$response->header( 'Cache-Control', 'no-store' );
				return $response;
			}
		);
	}
}
