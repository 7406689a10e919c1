<?php
/**
 * REST: GET /eventsmith/v2/mail-queue.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Infrastructure\Mail\ReminderScheduler;
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
	 * GET: `{queued, sending, sent, failed, failures: [{email, kind, attempts, error}]}`, and for one
	 * event `reminders: {sent, queued, failed, last_sent_at}` (its automatic reminders, occurrences included).
	 * The failed recipients' addresses are people's data: only staff who may see attendees or orders
	 * get them; for others each failure comes without `email`.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function progress( WP_REST_Request $request ): mixed {
		$event_id  = (int) $request['event_id'];
		$addresses = $this->access->allows( Permission::ManageAttendee ) || $this->access->allows( Permission::ManageOrder );
		return $this->handle(
			function () use ( $event_id, $addresses ): array {
				$progress = $this->queue->progress( $event_id );
				if ( ! $addresses ) {
					$progress['failures'] = array_map( static fn( array $failure ): array => array_diff_key( $failure, array( 'email' => true ) ), $progress['failures'] );
				}
				return $progress + ( $event_id > 0 ? array( 'reminders' => $this->queue->reminders( $event_id, ReminderScheduler::KIND ) ) : array() );
			}
		);
	}
}
