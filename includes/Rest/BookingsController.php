<?php
/**
 * REST: /eventsmith/v2/bookings — the purchase report and its actions.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Blocks\Templates\TicketLinks;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Tickets\BookingReport;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\TicketRefunds;
use Eventsmith\Rest\Concerns\PagesLists;
use Eventsmith\Rest\Concerns\ReadsJsonBody;
use Eventsmith\Rest\Concerns\RegistersCrudRoutes;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Lists bookings with totals, books tickets, refunds, resends invoices.
 */
final class BookingsController extends Controller {

	use PagesLists;
	use ReadsJsonBody;
	use RegistersCrudRoutes;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'bookings';

	/**
	 * Constructor.
	 *
	 * @param BookingService       $bookings Bookings.
	 * @param BookingReport        $report   Purchase report.
	 * @param AccessPolicy         $access   Who may do what.
	 * @param TicketRefunds|null   $tickets  Refunds chosen tickets (null: the route answers 404).
	 * @param PaymentGateways|null $gateways Names the payment method and links its payment.
	 */
	public function __construct(
		private BookingService $bookings,
		private BookingReport $report,
		AccessPolicy $access,
		private ?TicketRefunds $tickets = null,
		private ?PaymentGateways $gateways = null
	) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$permission = $this->requires( Permission::ManageOrder );
		$this->register_crud_routes(
			$permission,
			array(
				'list'   => array(
					'get_items',
					$this->paging_args() + array(
						'event_id' => array(
							'type'    => 'integer',
							'minimum' => 0,
							'default' => 0,
						),
						'status'   => array(
							'type'    => 'string',
							'enum'    => array( '', 'pending', 'completed', 'failed', 'refunded' ),
							'default' => '',
						),
					),
				),
				'create' => 'create_item',
				'read'   => 'get_item',
			)
		);
		foreach ( array(
			'refund'         => 'refund',
			'refund-tickets' => 'refund_tickets',
			'resend-invoice' => 'resend_invoice',
		) as $path => $callback ) {
			register_rest_route(
				$this->namespace,
				'/' . $this->rest_base . '/(?P<id>\d+)/' . $path,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, $callback ),
					'permission_callback' => $permission,
				)
			);
		}
	}

	/**
	 * GET /bookings: `{items, total_items, totals}`.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): mixed {
		$report          = $this->report->search( (int) $request['event_id'], trim( (string) $request['search'] ), (string) $request['status'], (int) $request['paged'], (int) $request['per_page'] );
		$report['items'] = array_map( array( $this, 'with_invoice' ), $report['items'] );
		return $report;
	}

	/**
	 * GET /bookings/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): mixed {
		return $this->handle( fn() => $this->with_tickets( $this->with_invoice( $this->bookings->get( (int) $request['id'] ) ) ) );
	}

	/**
	 * A booking with its tickets (every status) and what refunding each alone gives back.
	 *
	 * @param array<string, mixed> $booking Booking.
	 * @return array<string, mixed>
	 */
	private function with_tickets( array $booking ): array {
		return null === $this->tickets ? $booking : $booking + array( 'tickets' => $this->tickets->tickets( $booking ) );
	}

	/**
	 * A booking with the address of its invoice page (staff open it from the purchase report),
	 * the name of its payment method and the payment's page in the provider's dashboard.
	 *
	 * @param array<string, mixed> $booking Booking.
	 * @return array<string, mixed>
	 */
	private function with_invoice( array $booking ): array {
		$payment = null === $this->gateways
			? array(
				'payment_label' => (string) ( $booking['payment_method'] ?? '' ),
				'payment_url'   => '',
			)
			: $this->gateways->describe( (string) ( $booking['payment_method'] ?? '' ), (string) ( $booking['payment_ref'] ?? '' ) );
		return $booking + array( 'invoice_url' => TicketLinks::invoice( (int) $booking['id'] ) ) + $payment;
	}

	/**
	 * POST /bookings {event_id, customer_name, customer_email, lines, currency}: 201.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create_item( $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$body = $this->body( $request );
				return new WP_REST_Response( $this->bookings->book( (int) ( $body['event_id'] ?? 0 ), $body ), 201 );
			}
		);
	}

	/**
	 * POST /bookings/{id}/refund.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function refund( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->bookings->refund( (int) $request['id'] ) );
	}

	/**
	 * POST /bookings/{id}/refund-tickets {ticket_ids}: refunds chosen tickets through the order's
	 * payment provider (their amount), then marks them refunded and releases their seats.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function refund_tickets( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				if ( null === $this->tickets ) {
					throw new DomainError( 'eventsmith_not_found', __( 'Refunding single tickets is not available.', 'eventsmith' ), DomainError::NOT_FOUND );
				}
				$body   = $this->body( $request );
				$booked = $this->tickets->refund( (int) $request['id'], $body['ticket_ids'] ?? null );
				return $this->with_tickets( $this->with_invoice( $booked ) );
			}
		);
	}

	/**
	 * POST /bookings/{id}/resend-invoice.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function resend_invoice( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$this->bookings->resend_invoice( (int) $request['id'] );
				return array( 'sent' => true );
			}
		);
	}
}
