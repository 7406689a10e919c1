<?php
/**
 * REST: an event's ticket types, for staff and for visitors.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;
use Eventsmith\Rest\Concerns\ReadsJsonBody;
use Eventsmith\Rest\Concerns\AnswersCacheably;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * - `GET|PUT /events/{id}/ticket-types` (staff with the event permission): the whole set, with
 *   seats sold; PUT replaces the set (`{ticket_types: [...]}`) or changes nothing (400).
 * - `GET /public/events/{id}/ticket-types` (anyone): what a visitor may buy of a published event:
 *   visible types with price, limits, whether on sale and seats left. Never cached stale: it
 *   answers `no-cache` with an ETag, so a cache revalidates and seats left stay true.
 */
final class TicketTypesController extends Controller {
	use ReadsJsonBody;
	use AnswersCacheably;

	/**
	 * Constructor.
	 *
	 * @param TicketTypeRepository $types    Ticket type storage.
	 * @param EventReader          $events   Reads events.
	 * @param RegistrationSnapshots $registration Whether each type sells, and the places left (the request's snapshot).
	 * @param SettingsRepository   $settings Site settings (currency).
	 * @param AccessPolicy         $access   Who may do what.
	 */
	public function __construct(
		private TicketTypeRepository $types,
		private EventReader $events,
		private RegistrationSnapshots $registration,
		private SettingsRepository $settings,
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
			'/events/(?P<id>\d+)/ticket-types',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => $this->requires( Permission::ManageEvent ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_items' ),
					'permission_callback' => $this->requires( Permission::ManageEvent ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/public/events/(?P<id>\d+)/ticket-types',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_public_items' ),
				// Public on purpose: the ticket form shows visitors the types a published event
				// sells, with prices and seats left, as its page does. Nothing personal is read.
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * The event's ticket types with seats sold.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function get_items( $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$this->events->fields( (int) $request['id'] );
				return $this->present_for_staff( $this->types->for_event( (int) $request['id'] ) );
			}
		);
	}

	/**
	 * Replaces the event's ticket types.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function update_items( $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$event = $this->events->fields( (int) $request['id'] );
				$body  = $this->body( $request );
				if ( ! array_key_exists( 'ticket_types', $body ) ) {
					throw DomainError::invalid( 'ticket_types', __( 'ticket_types is required: the list of the event\'s ticket types.', 'eventsmith' ) );
				}
				return $this->present_for_staff( $this->types->save_for_event( (int) $event['id'], $body['ticket_types'], (int) $event['total_ticket'] ) );
			}
		);
	}

	/**
	 * What visitors may buy.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function get_public_items( $request ): mixed {
		return $this->handle(
			function () use ( $request ): WP_REST_Response {
				$id       = (int) $request['id'];
				$snapshot = $this->registration->for_event( $id );
				if ( null === $snapshot || ! $snapshot->published ) {
					throw new DomainError( 'eventsmith_event_not_found', __( 'No event has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
				}
				$currency = (string) ( $this->settings->all()['currency'] ?? 'USD' );
				$items    = array();
				foreach ( $snapshot->offers() as $type_id => $offer ) {
					$items[] = array(
						'id'            => $type_id,
						'name'          => $offer->type->name,
						'description'   => $offer->type->description,
						'price'         => $offer->type->price,
						'currency'      => $currency,
						'min_per_order' => $offer->type->min_per_order,
						'max_per_order' => $offer->type->max_per_order,
						'on_sale'       => $offer->on_sale,
						'remaining'     => $offer->places_left(),
					);
				}
				return self::cacheable( $request, $items, 'public, no-cache' );
			}
		);
	}

	/**
	 * Staff's view of a set: every field, seats sold.
	 *
	 * @param array<int, TicketType> $types Types by id.
	 * @return list<array<string, mixed>>
	 */
	private function present_for_staff( array $types ): array {
		$sold = $this->types->sold( $types );
		return array_values(
			array_map(
				static fn( TicketType $type ): array => $type->to_array() + array( 'sold' => $sold[ $type->id ] ?? 0 ),
				$types
			)
		);
	}
}
