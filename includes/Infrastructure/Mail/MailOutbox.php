<?php
/**
 * Hands messages to the background queue and sends the first one now.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Infrastructure\Mail\Queue\MailQueue;
use Eventsmith\Infrastructure\Mail\Queue\QueueCron;
use Eventsmith\Infrastructure\Mail\Queue\QueueWorker;

defined( 'ABSPATH' ) || exit;

/**
 * The request that asks for mail (a checkout, an RSVP, a resend) waits for one
 * message at most: the first goes out at once, the rest in WP-Cron batches, and
 * a failed first message is retried with the queue's backoff. When the queue
 * cannot take a message (its table is missing or the database refuses the row)
 * the first message is sent directly and the others are logged: mail never
 * blocks the booking it belongs to. A confirmation an address already got for
 * the event within the hour is dropped here (VisitorMailCaps, setting
 * `mail_recipient_hourly`); the site's hourly cap holds messages back in the
 * queue worker.
 */
final class MailOutbox {

	/**
	 * Constructor.
	 *
	 * @param MailQueue    $queue  The queue table.
	 * @param QueueWorker  $worker Sends queued messages.
	 * @param QueueCron    $cron   Schedules background batches.
	 * @param PluginMailer         $mailer Sends directly when the queue refuses.
	 * @param VisitorMailCaps|null $caps   Drops a confirmation an address already got within the hour (none: no cap).
	 */
	public function __construct( private MailQueue $queue, private QueueWorker $worker, private QueueCron $cron, private PluginMailer $mailer, private ?VisitorMailCaps $caps = null ) {}

	/**
	 * Queues the messages and sends the first.
	 *
	 * @param list<MailMessage> $messages Messages.
	 * @return bool Whether the first message went out now (false: it failed and, when queued, waits for a retry).
	 */
	public function send( array $messages ): bool {
		$messages = $this->admitted( $messages );
		return array() === $messages || 1 === $this->deliver( $messages )['sent'];
	}

	/**
	 * Queues the messages and sends the first; says what became of them.
	 *
	 * @param list<MailMessage> $messages Messages.
	 * @return array{sent: int, queued: int, failed: list<string>} Sent now (0 or 1), waiting for a batch (or a retry), and the addresses that will not get theirs.
	 */
	public function dispatch( array $messages ): array {
		return $this->deliver( $this->admitted( $messages ) );
	}

	/**
	 * Queues the admitted messages and sends the first; says what became of them.
	 *
	 * @param list<MailMessage> $messages Messages.
	 * @return array{sent: int, queued: int, failed: list<string>}
	 */
	private function deliver( array $messages ): array {
		if ( array() === $messages ) {
			return array(
				'sent'   => 0,
				'queued' => 0,
				'failed' => array(),
			);
		}
		$ids = $this->add( $messages );
		if ( array() === $ids ) {
			$sent = $this->send_first_directly( $messages ) ? 1 : 0;
			return array(
				'sent'   => $sent,
				'queued' => 0,
				'failed' => array_map( static fn( MailMessage $message ): string => $message->to, array_slice( $messages, $sent ) ),
			);
		}
		try {
			$outcome = $this->worker->send_now( $ids[0] );
		} catch ( \Throwable ) {
			$outcome = 'retry';
		}
		// Taken: another worker is sending it now.
		$sent   = 'sent' === $outcome || 'taken' === $outcome ? 1 : 0;
		$failed = 'failed' === $outcome ? array( $messages[0]->to ) : array();
		return array(
			'sent'   => $sent,
			'queued' => count( $ids ) - $sent - count( $failed ),
			'failed' => $failed,
		);
	}

	/**
	 * Queues the messages for the next background batch and sends none now,
	 * for a request that already sent its one message. When the queue refuses
	 * them, the first is sent directly, as send() does.
	 *
	 * @param list<MailMessage> $messages Messages.
	 * @return bool Whether they were queued (or, refused, the first went out).
	 */
	public function queue( array $messages ): bool {
		$messages = $this->admitted( $messages );
		if ( array() === $messages ) {
			return true;
		}
		return array() !== $this->add( $messages ) || $this->send_first_directly( $messages );
	}

	/**
	 * The messages the per-recipient cap lets through (the others are not sent; a registration is never refused for it).
	 *
	 * @param list<MailMessage> $messages Messages.
	 * @return list<MailMessage>
	 */
	private function admitted( array $messages ): array {
		if ( null === $this->caps ) {
			return $messages;
		}
		return array_values( array_filter( $messages, fn( MailMessage $message ): bool => $this->caps->admits( $message ) ) );
	}

	/**
	 * Adds the messages to the queue and asks for a background batch.
	 *
	 * @param list<MailMessage> $messages Messages (not empty).
	 * @return list<int> Their queue ids, or none when the queue refused them.
	 */
	private function add( array $messages ): array {
		try {
			$ids = $this->queue->add( array_map( static fn( MailMessage $message ): array => $message->to_row(), $messages ), get_current_user_id() );
		} catch ( \Throwable ) {
			return array();
		}
		try {
			$this->cron->schedule();
		} catch ( \Throwable ) {
			// Queued all the same: the next scheduled batch or a later request's picks them up.
		}
		return $ids;
	}

	/**
	 * The queue refused: the first message goes out directly, the others are logged.
	 *
	 * @param list<MailMessage> $messages Messages (not empty).
	 */
	private function send_first_directly( array $messages ): bool {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner's log is where failed mail is looked for.
		error_log( sprintf( 'Eventsmith: the mail queue refused %d message(s) "%s"; the first is sent directly.', count( $messages ), $messages[0]->subject ) );
		try {
			return $this->mailer->send_message( $messages[0] );
		} catch ( \Throwable ) {
			return false;
		}
	}
}
