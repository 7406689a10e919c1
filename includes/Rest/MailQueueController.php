<?php
/**
 * REST: GET /eventsmith/v2/mail-queue.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Mail\Queue\MailQueue;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * How far the background mail queue is, and which addresses failed.
 */
final class MailQueueController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param MailQueue    $queue  The queue table.
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private MailQueue $queue, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/mail-queue',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'progress' ),
				'permission_callback' => $this->requires( Permission::ManageEvent ),
				'args'                => array(
					'event_id' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
				),
			)
		);
	}

	/**
	 * GET: `{queued, sending, sent, failed, failures: [{email, kind, attempts, error}]}`.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function progress( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->queue->progress( (int) $request['event_id'] ) );
	}
}
