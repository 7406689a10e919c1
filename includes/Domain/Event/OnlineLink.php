<?php
/**
 * Who may see an event's online link.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * An event says "show the online link publicly" (yes), "only to registered
 * attendees" (no), or nothing (''): then a free event shows it and a paid one
 * (a ticket type with a price above zero) keeps it for its attendees, so a
 * paid webinar is not given away on its public page. Where the link is kept
 * back, public views print NOTICE instead; ticket pages, the confirmation
 * and reminder e-mails and the .ics attached to them still carry it.
 */
final class OnlineLink {

	public const DEFAULT = '';
	public const SHOW    = 'yes';
	public const HIDE    = 'no';

	/**
	 * The stored choice of an input: true/'yes' → 'yes', false/'no' → 'no', null/'' → ''.
	 *
	 * @param mixed $value Input.
	 * @return 'yes'|'no'|''
	 * @throws DomainError When the value is none of those (names online_link_public).
	 */
	public static function clean( mixed $value ): string {
		if ( null === $value || self::DEFAULT === $value ) {
			return self::DEFAULT;
		}
		if ( true === $value || self::SHOW === $value ) {
			return self::SHOW;
		}
		if ( false === $value || self::HIDE === $value ) {
			return self::HIDE;
		}
		throw DomainError::invalid( 'online_link_public', __( 'online_link_public must be true, false or null (the default: public for free events, for registered attendees only when a ticket has a price).', 'eventsmith' ) );
	}

	/**
	 * The choice as the REST API answers it: true, false, or null for the default.
	 *
	 * @param mixed $stored Stored choice.
	 */
	public static function to_api( mixed $stored ): ?bool {
		return match ( $stored ) {
			self::SHOW => true,
			self::HIDE => false,
			default => null,
		};
	}

	/**
	 * Whether everyone may see the link.
	 *
	 * @param mixed $stored The event's choice ('yes', 'no', '' or missing).
	 * @param bool  $paid   Whether a ticket type of the event has a price above zero.
	 */
	public static function is_public( mixed $stored, bool $paid ): bool {
		return match ( $stored ) {
			self::SHOW => true,
			self::HIDE => false,
			default => ! $paid,
		};
	}

	/**
	 * Whether a stored location has an online link at all.
	 *
	 * @param mixed $location Stored location.
	 */
	public static function has_link( mixed $location ): bool {
		return is_array( $location ) && is_string( $location['online_url'] ?? null ) && '' !== trim( $location['online_url'] );
	}

	/**
	 * What visitors read in place of a link kept for registered attendees.
	 */
	public static function notice(): string {
		return __( 'Online event — the link is sent to registered attendees', 'eventsmith' );
	}
}
