<?php
/**
 * Which e-mails a visitor can make the site send, and how many.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * Anybody can type anybody's address into an RSVP form, a waitlist or a
 * free checkout, so these e-mails are capped:
 *
 * - per recipient: at most `mail_recipient_hourly` (default 1) RSVP
 *   confirmations or waitlist confirmations per address and event in an hour;
 *   more are not sent (the registration itself is kept);
 * - per site: at most `mail_visitor_hourly` (default 200) visitor-triggered
 *   e-mails (those two, and the tickets or payment instructions of an order)
 *   go out in an hour; more wait in the mail queue and go out once the hour
 *   is over, none is lost.
 *
 * A limit of 0 switches its cap off.
 */
final class VisitorMailRules {

	/** Length of a counting window, in seconds. */
	public const WINDOW = 3600;

	/** How long a message held back by the site's cap waits before it is tried again, in seconds. */
	public const DEFER = 600;

	public const DEFAULT_PER_RECIPIENT = 1;
	public const DEFAULT_PER_SITE      = 200;
	public const MAX_PER_RECIPIENT     = 100;
	public const MAX_PER_SITE          = 100000;

	/** E-mails confirming a registration anybody can make for any address. */
	private const PER_RECIPIENT = array( 'rsvp_confirmation', 'waitlist_joined' );

	/** E-mails a visitor's request makes the site send. */
	private const VISITOR = array( 'rsvp_confirmation', 'waitlist_joined', 'order_tickets', 'order_pending' );

	/**
	 * Whether the per-recipient cap applies to an e-mail of this kind.
	 *
	 * @param string $kind Mail kind.
	 */
	public static function capped_per_recipient( string $kind ): bool {
		return in_array( $kind, self::PER_RECIPIENT, true );
	}

	/**
	 * Whether an e-mail of this kind counts against the site's hourly cap.
	 *
	 * @param string $kind Mail kind.
	 */
	public static function visitor_triggered( string $kind ): bool {
		return in_array( $kind, self::VISITOR, true );
	}

	/**
	 * The counter of one address and event (both confirmation kinds share it).
	 *
	 * @param string $address  Recipient.
	 * @param int    $event_id Event.
	 */
	public static function recipient_key( string $address, int $event_id ): string {
		return 'mail-recipient|' . strtolower( trim( $address ) ) . '|' . $event_id;
	}

	/**
	 * Whether a count is over a limit (0: no limit).
	 *
	 * @param int $hits  Hits of the window, this one included.
	 * @param int $limit The limit.
	 */
	public static function over( int $hits, int $limit ): bool {
		return $limit > 0 && $hits > $limit;
	}

	/**
	 * A limit as stored: a whole number from 0 to the maximum, or null when it is not one.
	 *
	 * @param mixed $value Input.
	 * @param int   $max   Largest allowed.
	 */
	public static function limit( mixed $value, int $max ): ?int {
		return is_int( $value ) && $value >= 0 && $value <= $max ? $value : null;
	}
}
