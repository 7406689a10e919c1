<?php
/**
 * Sends RSVP invitations and reminders.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Domain\Mail\SingleRecipient;
use Eventsmith\Infrastructure\Mail\MailTexts;
use Eventsmith\Infrastructure\Mail\Queue\MailQueue;
use Eventsmith\Infrastructure\Mail\Queue\QueueCron;
use Eventsmith\Infrastructure\Mail\Queue\QueueWorker;

defined( 'ABSPATH' ) || exit;

/**
 * One email per address, through the background mail queue: the request that
 * asks for them sends at most the first, WP-Cron (or `wp eventsmith mail-queue
 * run`) the rest. Each address is recorded once it went out or failed for good.
 */
final class InvitationMailer {

	public const MAX_RECIPIENTS = 200;

	/**
	 * Constructor.
	 *
	 * @param EventReader $events Reads events.
	 * @param MailTexts   $texts  The subjects and texts the settings give.
	 * @param MailQueue   $queue  The background mail queue.
	 * @param QueueWorker $worker Sends queued messages.
	 * @param QueueCron   $cron   Schedules the background batches.
	 */
	public function __construct( private EventReader $events, private MailTexts $texts, private MailQueue $queue, private QueueWorker $worker, private QueueCron $cron ) {}

	/**
	 * Records each invitation or reminder once the queue sent it or gave up.
	 */
	public function register_hooks(): void {
		add_action( QueueWorker::OUTCOME_ACTION, array( $this, 'record' ), 10, 2 );
	}

	/**
	 * Queues an invitation or reminder to each address and sends the first.
	 *
	 * @param int          $event_id Event id.
	 * @param list<string> $emails   Addresses.
	 * @param string       $kind     invitation or reminder.
	 * @param string       $message  Optional personal message.
	 * @return array{queued: int, sent: int, failed: list<string>}
	 * @throws DomainError Naming `emails` or `kind` when they are invalid; nothing is sent then.
	 */
	public function send( int $event_id, array $emails, string $kind, string $message ): array {
		$this->events->fields( $event_id ); // Refuses an id that is no event.
		if ( 'invitation' !== $kind && 'reminder' !== $kind ) {
			throw DomainError::invalid( 'kind', __( 'kind must be invitation or reminder.', 'eventsmith' ) );
		}
		$clean = array();
		foreach ( $emails as $email ) {
			$address = strtolower( trim( is_scalar( $email ) ? (string) $email : '' ) );
			if ( ! SingleRecipient::is_plain( $address ) || ! is_email( $address ) ) {
				/* translators: %s: the address. */
				throw DomainError::invalid( 'emails', sprintf( __( '"%s" is not a valid email address.', 'eventsmith' ), $address ) );
			}
			$clean[ $address ] = $address;
		}
		if ( array() === $clean || count( $clean ) > self::MAX_RECIPIENTS ) {
			/* translators: %d: the limit. */
			throw DomainError::invalid( 'emails', sprintf( __( 'Send to between 1 and %d addresses at a time.', 'eventsmith' ), self::MAX_RECIPIENTS ) );
		}

		$mail    = $this->texts->compose(
			'reminder' === $kind ? MailKind::RsvpReminder : MailKind::RsvpInvitation,
			$event_id,
			array( 'message' => sanitize_textarea_field( $message ) )
		);
		$subject = $mail['subject'];
		$body    = $mail['body'];

		$messages = array();
		foreach ( $clean as $address ) {
			$messages[] = array(
				'recipient' => $address,
				'subject'   => $subject,
				'body'      => $body,
				'kind'      => $kind,
				'event_id'  => $event_id,
				'context'   => (string) wp_json_encode( array( 'links' => $mail['links'] ) ),
			);
		}
		$ids = $this->queue->add( $messages, get_current_user_id() );
		$this->cron->schedule();
		// The request waits for one message at most, its own first; the rest go out in the background.
		$first = array() === $ids ? 'taken' : $this->worker->send_now( $ids[0] );
		$sent  = 'sent' === $first ? 1 : 0;
		return array(
			'queued' => count( $clean ) - $sent - ( 'failed' === $first ? 1 : 0 ),
			'sent'   => $sent,
			'failed' => array(),
		);
	}

	/**
	 * Records an invitation or reminder the queue sent or gave up on.
	 *
	 * @param array{recipient: string, kind: string, event_id: int, created_by: int} $message The queued message.
	 * @param bool                                                                    $sent    Whether it went out.
	 */
	public function record( array $message, bool $sent ): void {
		if ( 'invitation' !== $message['kind'] && 'reminder' !== $message['kind'] ) {
			return;
		}
		global $wpdb;
		$wpdb->insert(
			Tables::invitations(),
			array(
				'event_id'   => $message['event_id'],
				'email'      => $message['recipient'],
				'kind'       => $message['kind'],
				'sent'       => $sent ? 1 : 0,
				'sent_by'    => $message['created_by'],
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%s', '%s', '%d', '%d', '%s' )
		);
	}
}
