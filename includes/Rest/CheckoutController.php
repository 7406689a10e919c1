<?php
/**
 * REST: visitors order tickets; staff complete unpaid orders and resend tickets.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\PaymentRequest;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\CheckoutService;
use Eventsmith\Infrastructure\Tickets\OrderCompletion;
use Eventsmith\Infrastructure\Tickets\PendingOrders;
use Eventsmith\Infrastructure\Tickets\RsvpRateLimit;
use Eventsmith\Infrastructure\Tickets\TicketMailer;
use Eventsmith\Rest\Concerns\ReadsJsonBody;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * - `POST /public/events/{id}/checkout` (anyone, rate-limited per visitor): places an order
 *   (CheckoutService) and answers 201 with its status, total and, once complete, the ticket links;
 *   a paid order answers the instructions or payment page of the method the buyer chose
 *   (`payment_method`, one of the enabled ones; the first when none is sent). Cookie-authenticated
 *   calls without a REST nonce are anonymous in WordPress, so a forged cross-site call can only
 *   place a visitor's order, never act as a logged-in user.
 * - `POST /bookings/{id}/mark-paid` and `POST /bookings/{id}/resend-tickets`
 *   (`eventsmith_manage_order`).
 */
final class CheckoutController extends Controller {
	use ReadsJsonBody;

	/**
	 * Constructor.
	 *
	 * @param CheckoutService    $checkout Places orders.
	 * @param PendingOrders      $pending  Releases unpaid orders.
	 * @param OrderCompletion    $completion Completes paid orders.
	 * @param BookingService     $bookings Reads bookings.
	 * @param TicketMailer       $mailer   The buyer's e-mails.
	 * @param PaymentGateways    $gateways Payment methods.
	 * @param SettingsRepository $settings Site settings.
	 * @param RsvpRateLimit      $limit    Per-visitor rate limit.
	 * @param AccessPolicy       $access   Who may do what.
	 */
	public function __construct(
		private CheckoutService $checkout,
		private PendingOrders $pending,
		private OrderCompletion $completion,
		private BookingService $bookings,
		private TicketMailer $mailer,
		private PaymentGateways $gateways,
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
		register_rest_route(
			$this->namespace,
			'/public/events/(?P<id>\d+)/checkout',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				// Public on purpose: visitors buy tickets without an account. Input is checked in
				// full, prices come from the server, and each visitor is rate-limited.
				'permission_callback' => '__return_true',
			)
		);
		foreach ( array( 'mark-paid' => 'mark_paid', 'resend-tickets' => 'resend_tickets' ) as $path => $callback ) {
			register_rest_route(
				$this->namespace,
				'/bookings/(?P<id>\d+)/' . $path,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, $callback ),
					'permission_callback' => $this->requires( Permission::ManageOrder ),
				)
			);
		}
	}

	/**
	 * Places an order.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function create_item( $request ): mixed {
		if ( $this->limit->exceeded( (int) $request['id'] ) ) {
			return new \WP_Error( 'eventsmith_checkout_rate_limited', RsvpRateLimit::message(), array( 'status' => 429 ) );
		}
		return $this->handle(
			function () use ( $request ): WP_REST_Response {
				$event_id = (int) $request['id'];
				$settings = $this->settings->all();
				$gateways = $this->gateways->enabled();
				$this->pending->release_expired( new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ), array_keys( $this->gateways->reconciling() ) );
				$order   = $this->checkout->checkout( $event_id, $this->body( $request ), (string) $settings['currency'], array_keys( $gateways ), (int) $settings['pending_hold_minutes'] );
				$booking = $this->bookings->get( $order['booking_id'] );
				$gateway = $gateways[ (string) $booking['payment_method'] ] ?? $this->gateways->chosen();
				$answer  = array(
					'booking_id'   => $order['booking_id'],
					'status'       => $order['status'],
					'total'        => $order['total'],
					'currency'     => (string) $settings['currency'],
					'tickets'      => array(),
					'instructions' => '',
					'redirect_url' => '',
					'invoice_url'  => TicketLinks::invoice( $order['booking_id'] ),
				);
				if ( 'completed' === $order['status'] ) {
					$answer['tickets'] = $this->links( $order['tickets'] );
					$this->mailer->send_tickets( $booking, $order['tickets'] );
				} else {
					$start                  = $gateway->start( new PaymentRequest( $order['booking_id'], $order['total'], (string) $settings['currency'], $booking['customer_name'], $booking['customer_email'], $booking['event_name'], (string) get_permalink( $event_id ) ) );
					$answer['instructions'] = $start->instructions;
					$answer['redirect_url'] = esc_url_raw( $start->redirect_url );
					$this->mailer->send_payment_pending( $booking, $start->instructions );
				}
				$response = new WP_REST_Response( $answer, 201 );
				$response->header( 'Cache-Control', 'no-store' );
				return $response;
			}
		);
	}

	/**
	 * Staff mark an unpaid order paid; its tickets are e-mailed.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function mark_paid( $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				return $this->completion->complete( (int) $request['id'] );
			}
		);
	}

	/**
	 * Staff resend a completed order's tickets.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function resend_tickets( $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$booking = $this->bookings->get( (int) $request['id'] );
				if ( 'completed' !== $booking['status'] ) {
					throw new DomainError( 'eventsmith_not_completed', __( 'Tickets are sent for completed orders only.', 'eventsmith' ), DomainError::CONFLICT, 'status' );
				}
				if ( ! $this->mailer->send_tickets( $booking, $this->bookings->tickets( (int) $request['id'] ) ) ) {
					throw new DomainError( 'eventsmith_mail_failed', __( 'The tickets could not be sent. Check the site\'s mail settings.', 'eventsmith' ), DomainError::CONFLICT );
				}
				return array( 'sent' => true );
			}
		);
	}

	/**
	 * What the buyer gets back for each ticket: name, type and the ticket page.
	 *
	 * @param list<array{ticket_code: string, name: string, ticket_type: string}> $tickets Tickets.
	 * @return list<array{name: string, ticket_type: string, url: string}>
	 */
	private function links( array $tickets ): array {
		return array_map(
			static fn( array $ticket ): array => array(
				'name'        => $ticket['name'],
				'ticket_type' => $ticket['ticket_type'],
				'url'         => TicketLinks::page( $ticket['ticket_code'] ),
			),
			$tickets
		);
	}
}
