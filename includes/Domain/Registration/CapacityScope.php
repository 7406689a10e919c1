<?php
/**
 * The names of the capacity ledger's seat pools, written once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Registration;

defined( 'ABSPATH' ) || exit;

/**
 * Every seat pool the capacity ledger counts is named here and nowhere else:
 * an event's RSVP places, an event's ticket seats (shared by its types) and
 * one ticket type's own seats, and a discount code's uses (one per order).
 * Reservations, refunds, the waitlist, the
 * registration policy's facts and the reports all ask this class for the
 * name, so a pool can never be spelled two ways.
 */
final class CapacityScope {

	private const RSVP        = 'rsvp:';
	private const EVENT       = 'event:';
	private const TICKET_TYPE = 'ticket_type:';
	private const DISCOUNT    = 'discount:';

	/**
	 * An event's RSVP places.
	 *
	 * @param int $event_id Event id.
	 */
	public static function rsvp( int $event_id ): string {
		return self::RSVP . $event_id;
	}

	/**
	 * An event's ticket seats, which every ticket type of it draws from.
	 *
	 * @param int $event_id Event id.
	 */
	public static function event( int $event_id ): string {
		return self::EVENT . $event_id;
	}

	/**
	 * One ticket type's own seats.
	 *
	 * @param int $type_id Ticket type id.
	 */
	public static function ticket_type( int $type_id ): string {
		return self::TICKET_TYPE . $type_id;
	}

	/**
	 * One discount code's uses: each order placed with it takes one, and a
	 * whole order cancelled, expired or refunded gives it back.
	 *
	 * @param int $code_id Discount code id.
	 */
	public static function discount( int $code_id ): string {
		return self::DISCOUNT . $code_id;
	}
}
