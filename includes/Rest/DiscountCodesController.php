<?php
/**
 * REST: discount codes (staff) and the public code check.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Discount\DiscountCodes;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\CheckoutService;
use Eventsmith\Infrastructure\Tickets\RsvpRateLimit;
use Eventsmith\Rest\Concerns\ReadsJsonBody;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * - `GET|POST /discount-codes`, `GET|PUT|PATCH|DELETE /discount-codes/{id}`: staff holding the
 *   order permission (`eventsmith_manage_order`, as the purchase report) list codes with their
 *   uses, create, change and delete them; a bad field answers 400 naming it, a code that exists
 *   409 naming `code`.
 * - `POST /public/events/{id}/discount-preview` (anyone, rate-limited per visitor like checkout):
 *   what a code takes off the chosen tickets, priced by the server; nothing is taken or stored.
 */
final class DiscountCodesController extends Controller {
	use ReadsJsonBody;

	/**
	 * Constructor.
	 *
	 * @param DiscountCodes      $codes    Discount codes.
	 * @param CheckoutService    $checkout Prices the preview like checkout.
	 * @param SettingsRepository $settings Site settings (currency).
	 * @param RsvpRateLimit      $limit    Per-visitor rate limit.
	 * @param AccessPolicy       $access   Who may do what.
	 */
	public function __construct(
		private DiscountCodes $codes,
		private CheckoutService $checkout,
		private SettingsRepository $settings,
		private RsvpRateLimit $limit,
		AccessPolicy $access
	) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$permission = $this->requires( Permission::ManageOrder );
		register_rest_route(
			$this->namespace,
			'/discount-codes',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => $permission,
					'args'                => array(
						'event_id' => array(
							'type'    => 'integer',
							'minimum' => 0,
							'default' => 0,
						),
						'paged'    => array(
							'type'    => 'integer',
							'minimum' => 1,
							'default' => 1,
						),
						'per_page' => array(
							'type'    => 'integer',
							'minimum' => 1,
							'maximum' => 100,
							'default' => 100,
						),
					),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => $permission,
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/discount-codes/(?P<id>\d+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => $permission,
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => $permission,
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => $permission,
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/public/events/(?P<id>\d+)/discount-preview',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'preview' ),
				// Public on purpose: buyers check a code before ordering, without an account. It
				// changes nothing, prices come from the server, and each visitor is rate-limited.
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Lists codes with their uses.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function get_items( $request ): mixed {
		$items    = $this->codes->all( (int) $request['event_id'] );
		$per_page = (int) $request['per_page'];
		return array(
			'items'       => array_slice( $items, ( (int) $request['paged'] - 1 ) * $per_page, $per_page ),
			'total_items' => count( $items ),
		);
	}

	/**
	 * One code.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function get_item( $request ): mixed {
		return $this->handle( fn(): array => $this->codes->get( (int) $request['id'] ) );
	}

	/**
	 * Creates a code.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function create_item( $request ): mixed {
		return $this->handle( fn(): WP_REST_Response => new WP_REST_Response( $this->codes->create( $this->body( $request ) ), 201 ) );
	}

	/**
	 * Changes a code.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function update_item( $request ): mixed {
		return $this->handle( fn(): array => $this->codes->update( (int) $request['id'], $this->body( $request ) ) );
	}

	/**
	 * Deletes a code.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function delete_item( $request ): mixed {
		return $this->handle(
			fn(): array => array(
				'deleted'  => true,
				'previous' => $this->codes->delete( (int) $request['id'] ),
			)
		);
	}

	/**
	 * What a code takes off the chosen tickets.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function preview( $request ): mixed {
		if ( $this->limit->exceeded( (int) $request['id'] ) ) {
			return new \WP_Error( 'eventsmith_discount_rate_limited', RsvpRateLimit::message(), array( 'status' => 429 ) );
		}
		return $this->handle(
			function () use ( $request ): WP_REST_Response {
				$answer   = $this->checkout->preview( (int) $request['id'], $this->body( $request ), (string) $this->settings->all()['currency'] );
				$response = new WP_REST_Response( $answer, 200 );
				$response->header( 'Cache-Control', 'no-store' );
				return $response;
			}
		);
	}
}
