<?php
/**
 * The texts of the waitlist e-mails.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Infrastructure\Mail\PluginMailer;

defined( 'ABSPATH' ) || exit;

/**
 * Two messages: "you are on the waitlist" (with the place in line) and "a
 * place is free for you" (with the claim link and until when it holds). All
 * their wording lives here, sent through the plugin's mailer.
 */
final class WaitlistMails {

	/**
	 * Constructor.
	 *
	 * @param PluginMailer $mailer Sends from the configured sender.
	 */
	public function __construct( private PluginMailer $mailer ) {}

	/**
	 * Confirms joining.
	 *
	 * @param string $to       E-mail address.
	 * @param string $name     The person's name.
	 * @param string $what     Event title, with the ticket type when there is one.
	 * @param int    $position Place in line (1 = next).
	 */
	public function joined( string $to, string $name, string $what, int $position ): bool {
		/* translators: %s: event title (and ticket type). */
		$subject = sprintf( __( 'You are on the waitlist for %s', 'eventsmith' ), $what );
		$body    = sprintf( /* translators: %s: name. */ __( 'Hello %s,', 'eventsmith' ), $name ) . "\n\n"
			. sprintf( /* translators: %s: event title (and ticket type). */ __( 'You are on the waitlist for %s.', 'eventsmith' ), $what ) . "\n"
			. sprintf( /* translators: %d: place in line. */ __( 'Your place in line: %d.', 'eventsmith' ), $position ) . "\n\n"
			. __( 'When a place becomes free we will e-mail you a link to claim it. You do not need to do anything until then.', 'eventsmith' );
		return $this->mailer->send( $to, $subject, $body );
	}

	/**
	 * Offers a freed place.
	 *
	 * @param string $to    E-mail address.
	 * @param string $name  The person's name.
	 * @param string $what  Event title, with the ticket type when there is one.
	 * @param string $url   The claim link.
	 * @param string $until When the hold ends, formatted for the site.
	 */
	public function offered( string $to, string $name, string $what, string $url, string $until ): bool {
		/* translators: %s: event title (and ticket type). */
		$subject = sprintf( __( 'A place is free for you: %s', 'eventsmith' ), $what );
		$body    = sprintf( /* translators: %s: name. */ __( 'Hello %s,', 'eventsmith' ), $name ) . "\n\n"
			. sprintf( /* translators: %s: event title (and ticket type). */ __( 'A place has become free for %s and we are holding it for you.', 'eventsmith' ), $what ) . "\n"
			. sprintf( /* translators: %s: date and time. */ __( 'Claim it before %s:', 'eventsmith' ), $until ) . "\n"
			. $url . "\n\n"
			. __( 'If you do not claim it in time, the place passes to the next person on the waitlist.', 'eventsmith' );
		return $this->mailer->send( $to, $subject, $body );
	}
}
