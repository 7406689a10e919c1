<?php
/**
 * Sends queued messages, one claimed row at a time.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail\Queue;

use Eventsmith\Domain\Mail\QueueRules;
use Eventsmith\Domain\Mail\VisitorMailRules;
use Eventsmith\Infrastructure\Mail\MailMessage;
use Eventsmith\Infrastructure\Mail\PluginMailer;
use Eventsmith\Infrastructure\Mail\VisitorMailCaps;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A batch claims each due row with a conditional UPDATE before sending it, so
 * two workers never send the same message. A worker killed mid-batch leaves
 * its current row `sending`; once the lease runs out the next batch takes it.
 */
final class QueueWorker {

	/**
	 * Fired once per message when it is sent or has failed for good.
	 */
	public const OUTCOME_ACTION = 'eventsmith_mail_queue_outcome';

	/**
	 * Constructor.
	 *
	 * @param MailQueue            $queue  The queue table.
	 * @param PluginMailer         $mailer Sends one message.
	 * @param VisitorMailCaps|null $caps   The site's hourly cap on visitor-triggered mail (none: no cap).
	 */
	public function __construct( private MailQueue $queue, private PluginMailer $mailer, private ?VisitorMailCaps $caps = null ) {}

	/**
	 * Sends due messages until the limit or the time budget is reached.
	 *
	 * @param int   $limit   Messages at most.
	 * @param float $seconds Time budget; the batch stops claiming once it is spent.
	 * @return array{sent: int, retry: int, failed: int}
	 */
	public function run( int $limit, float $seconds = 20.0 ): array {
		$done     = array(
			'sent'   => 0,
			'retry'  => 0,
			'failed' => 0,
		);
		$deadline = microtime( true ) + $seconds;
		$token    = bin2hex( random_bytes( 16 ) );
		$handled  = 0;
		while ( $handled < $limit && microtime( true ) < $deadline ) {
			$ids = $this->queue->due( min( 50, $limit - $handled ), time() );
			if ( array() === $ids ) {
				break;
			}
			foreach ( $ids as $id ) {
				if ( $handled >= $limit || microtime( true ) >= $deadline ) {
					break;
				}
				$message = $this->queue->claim( $id, $token, time() );
				if ( null === $message ) {
					continue; // Another worker has it.
				}
				++$handled;
				$outcome = $this->send( $message, $token );
				++$done[ 'deferred' === $outcome ? 'retry' : $outcome ];
			}
		}
		return $done;
	}

	/**
	 * Sends one message the current request has just queued, if no worker has it yet.
	 * A web request calls this for its own message only, so it waits for one message at most.
	 *
	 * @param int $id Row id.
	 * @return 'sent'|'retry'|'failed'|'deferred'|'taken' What happened ('taken': another worker has it; 'deferred': held back by the site's hourly cap).
	 */
	public function send_now( int $id ): string {
		$token   = bin2hex( random_bytes( 16 ) );
		$message = $this->queue->claim( $id, $token, time() );
		return null === $message ? 'taken' : $this->send( $message, $token );
	}

	/**
	 * Sends one claimed message and records what happened.
	 *
	 * @param array{id: int, recipient: string, subject: string, body: string, kind: string, event_id: int, created_by: int, attempts: int, context: string} $message The claimed row.
	 * @param string                                                                                                                                          $token   The claim token.
	 * @return 'sent'|'retry'|'failed'|'deferred'
	 */
	private function send( array $message, string $token ): string {
		if ( null !== $this->caps && $this->caps->site_full( $message['kind'] ) ) {
			$this->queue->defer( $message['id'], $token, time() + VisitorMailRules::DEFER, __( 'Waiting: the hourly cap on visitor-triggered e-mail is reached.', 'eventsmith' ) );
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner's log is where mail questions are looked into.
			error_log( sprintf( 'Eventsmith: the hourly cap on visitor-triggered e-mail (setting mail_visitor_hourly) is reached; queued message #%d waits and is tried again in %d minutes.', $message['id'], intdiv( VisitorMailRules::DEFER, 60 ) ) );
			return 'deferred';
		}
		if ( ! PluginMailer::single( $message['recipient'] ) ) {
			// Never retried: the address stays what it is.
			$this->queue->mark_failed( $message['id'], $token, QueueRules::MAX_ATTEMPTS, __( 'The recipient is not one plain e-mail address.', 'eventsmith' ), time() );
			do_action( self::OUTCOME_ACTION, $message, false );
			return 'failed';
		}
		$error   = '';
		$catch   = static function ( WP_Error $failure ) use ( &$error ): void {
			$error = $failure->get_error_message();
		};
		add_action( 'wp_mail_failed', $catch );
		try {
			$sent = $this->mailer->send_message( MailMessage::from_row( $message ) );
		} catch ( \Throwable $thrown ) {
			$sent  = false;
			$error = $thrown->getMessage();
		} finally {
			remove_action( 'wp_mail_failed', $catch );
		}
		if ( $sent ) {
			$this->queue->mark_sent( $message['id'], $token );
			do_action( self::OUTCOME_ACTION, $message, true );
			return 'sent';
		}
		$state = $this->queue->mark_failed( $message['id'], $token, $message['attempts'], '' === $error ? __( 'The mail server refused the message.', 'eventsmith' ) : $error, time() );
		if ( QueueRules::FAILED === $state ) {
			do_action( self::OUTCOME_ACTION, $message, false );
			return 'failed';
		}
		return 'retry';
	}
}
