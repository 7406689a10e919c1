<?php
/**
 * REST: the door scanner's counters, offline snapshot and offline uploads.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Checkin\SyncResult;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Tickets\OfflineSync;
use Eventsmith\Infrastructure\Tickets\ScannerSnapshot;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * - GET  /scanner/events/{id}/counts: `{event_id, checked_in, sold}`.
 * - GET  /scanner/events/{id}/snapshot: `{event_id, event_name, hash: "sha256",
 *   generated_at, tickets: [{hash, name, ticket_type, checked_in}]}`; codes are
 *   never sent, only their SHA-256.
 * - POST /scanner/sync `{event_id, device, items: [{client_id, code, scanned_at}]}`:
 *   `{results: [{client_id, result, message, name, first_checked_in_at, previous}]}`.
 * All need the QR-scan permission (and the REST nonce, as every cookie call).
 */
final class ScannerController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param ScannerSnapshot $snapshot Snapshots and counters.
	 * @param OfflineSync     $sync     Offline uploads.
	 * @param AccessPolicy    $access   Who may do what.
	 */
	public function __construct( private ScannerSnapshot $snapshot, private OfflineSync $sync, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$permission = $this->requires( Permission::ManageQrScan );
		$id         = array(
			'id' => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
		);
		register_rest_route(
			$this->namespace,
			'/scanner/events/(?P<id>\d+)/counts',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'counts' ),
				'permission_callback' => $permission,
				'args'                => $id,
			)
		);
		register_rest_route(
			$this->namespace,
			'/scanner/events/(?P<id>\d+)/snapshot',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'snapshot' ),
				'permission_callback' => $permission,
				'args'                => $id,
			)
		);
		register_rest_route(
			$this->namespace,
			'/scanner/sync',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'upload' ),
				'permission_callback' => $permission,
				'args'                => array(
					'event_id' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'device'   => array(
						'type'    => 'string',
						'default' => '',
					),
					'items'    => array(
						'type'     => 'array',
						'required' => true,
						'maxItems' => OfflineSync::MOST,
						'items'    => array(
							'type'       => 'object',
							'properties' => array(
								'client_id'  => array( 'type' => 'string' ),
								'code'       => array( 'type' => 'string' ),
								'scanned_at' => array( 'type' => 'string' ),
							),
						),
					),
				),
			)
		);
	}

	/**
	 * GET /scanner/events/{id}/counts.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function counts( WP_REST_Request $request ): array|WP_Error {
		$event = $this->event( (int) $request['id'] );
		if ( null === $event ) {
			return $this->no_event();
		}
		return array( 'event_id' => $event->ID ) + $this->snapshot->counts( $event->ID );
	}

	/**
	 * GET /scanner/events/{id}/snapshot.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function snapshot( WP_REST_Request $request ): mixed {
		$event = $this->event( (int) $request['id'] );
		if ( null === $event ) {
			return $this->no_event();
		}
		$response = rest_ensure_response(
			array(
				'event_id'     => $event->ID,
				'event_name'   => get_the_title( $event ),
				'hash'         => 'sha256',
				'generated_at' => gmdate( 'Y-m-d H:i:s' ),
				'tickets'      => $this->snapshot->tickets( $event->ID ),
			)
		);
		// Staff data: never kept by a shared cache.
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}

	/**
	 * POST /scanner/sync.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function upload( WP_REST_Request $request ): array {
		$results = $this->sync->apply( (array) $request['items'], (int) $request['event_id'], get_current_user_id(), (string) $request['device'] );
		return array( 'results' => array_map( static fn( SyncResult $result ): array => $result->to_array(), $results ) );
	}

	/**
	 * The event an id names, if it is one.
	 *
	 * @param int $id Post id.
	 */
	private function event( int $id ): ?\WP_Post {
		$post = get_post( $id );
		return $post instanceof \WP_Post && PostTypes::EVENT === $post->post_type && 'trash' !== $post->post_status ? $post : null;
	}

	/**
	 * The answer for an id that names no event.
	 */
	private function no_event(): WP_Error {
		return new WP_Error( 'eventsmith_not_found', __( 'There is no such event.', 'eventsmith' ), array( 'status' => 404 ) );
	}
}
