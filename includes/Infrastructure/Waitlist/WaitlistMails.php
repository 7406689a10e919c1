<?php
/**
 * The texts of the waitlist e-mails.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Infrastructure\Mail\MailMessage;
use Eventsmith\Infrastructure\Mail\MailOutbox;

defined( 'ABSPATH' ) || exit;

/**
 * Two messages: "you are on the waitlist" (with the place in line) and "a
 * place is free for you" (with the claim button and until when it holds).
 * All their wording lives here. They are HTML and text like the plugin's
 * other mails, and go through the mail queue: the first of a request goes
 * out at once, any more (a refund or a raised capacity freeing several
 * seats) wait for the queue's background batch, so no request waits for
 * more than one message.
 */
final class WaitlistMails {

	public const KIND_JOINED  = 'waitlist_joined';
	public const KIND_OFFERED = 'waitlist_offer';

	/** Whether this request already sent its one message. */
	private bool $sent_now = false;

	/**
	 * Constructor.
	 *
	 * @param MailOutbox $outbox The mail queue's way in.
	 */
	public function __construct( private MailOutbox $outbox ) {}

	/**
	 * Confirms joining.
	 *
	 * @param string $to       E-mail address.
	 * @param string $name     The person's name.
	 * @param string $what     Event title, with the ticket type when there is one.
	 * @param int    $position Place in line (1 = next).
	 * @param int    $event_id The event.
	 */
	public function joined( string $to, string $name, string $what, int $position, int $event_id ): bool {
		/* translators: %s: event title (and ticket type). */
		$subject = sprintf( __( 'You are on the waitlist for %s', 'eventsmith' ), $what );
		$body    = sprintf( /* translators: %s: name. */ __( 'Hello %s,', 'eventsmith' ), $name ) . "\n\n"
			. sprintf( /* translators: %s: event title (and ticket type). */ __( 'You are on the waitlist for %s.', 'eventsmith' ), $what ) . "\n"
			. sprintf( /* translators: %d: place in line. */ __( 'Your place in line: %d.', 'eventsmith' ), $position ) . "\n\n"
			. __( 'When a place becomes free we will e-mail you a link to claim it. You do not need to do anything until then.', 'eventsmith' );
		return $this->deliver( new MailMessage( $to, $subject, $body, self::KIND_JOINED, $event_id ) );
	}

	/**
	 * Offers a freed place.
	 *
	 * @param string $to       E-mail address.
	 * @param string $name     The person's name.
	 * @param string $what     Event title, with the ticket type when there is one.
	 * @param string $url      The claim link.
	 * @param string $until    When the hold ends, formatted for the site.
	 * @param int    $event_id The event.
	 */
	public function offered( string $to, string $name, string $what, string $url, string $until, int $event_id ): bool {
		/* translators: %s: event title (and ticket type). */
		$subject = sprintf( __( 'A place is free for you: %s', 'eventsmith' ), $what );
		$body    = sprintf( /* translators: %s: name. */ __( 'Hello %s,', 'eventsmith' ), $name ) . "\n\n"
			. sprintf( /* translators: %s: event title (and ticket type). */ __( 'A place has become free for %s and we are holding it for you.', 'eventsmith' ), $what ) . "\n"
			. sprintf( /* translators: %s: date and time. */ __( 'Claim it before %s:', 'eventsmith' ), $until ) . "\n"
			. $url . "\n\n"
			. __( 'If you do not claim it in time, the place passes to the next person on the waitlist.', 'eventsmith' );
		return $this->deliver( new MailMessage( $to, $subject, $body, self::KIND_OFFERED, $event_id, $url, false, '', __( 'Claim your place', 'eventsmith' ) ) );
	}

	/**
	 * Sends the request's first message now and queues the others.
	 *
	 * @param MailMessage $message The message.
	 */
	private function deliver( MailMessage $message ): bool {
		if ( $this->sent_now ) {
			return $this->outbox->queue( array( $message ) );
		}
		$this->sent_now = true;
		return $this->outbox->send( array( $message ) );
	}
}
