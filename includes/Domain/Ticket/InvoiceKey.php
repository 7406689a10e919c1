<?php
/**
 * The secret part of an invoice address.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Ticket;

defined( 'ABSPATH' ) || exit;

/**
 * "{booking id}-{32 hex}": the id, signed with the site's secret, so the
 * buyer's link opens their invoice and guessing another order's is hopeless.
 * Nothing is stored; changing the site's salts invalidates old links.
 */
final class InvoiceKey {

	/**
	 * The key of a booking.
	 *
	 * @param int    $booking_id Booking id.
	 * @param string $secret     The site's secret.
	 */
	public static function of( int $booking_id, string $secret ): string {
		return $booking_id . '-' . self::signature( $booking_id, $secret );
	}

	/**
	 * The booking a key opens, or null when it is malformed or forged.
	 *
	 * @param string $key    Key from the address.
	 * @param string $secret The site's secret.
	 */
	public static function booking_id( string $key, string $secret ): ?int {
		if ( 1 !== preg_match( '/^([1-9][0-9]{0,18})-([0-9a-f]{32})$/', $key, $parts ) ) {
			return null;
		}
		$id = (int) $parts[1];
		return hash_equals( self::signature( $id, $secret ), $parts[2] ) ? $id : null;
	}

	/**
	 * The signature of a booking id.
	 *
	 * @param int    $booking_id Booking id.
	 * @param string $secret     Secret.
	 */
	private static function signature( int $booking_id, string $secret ): string {
		return substr( hash_hmac( 'sha256', 'eventsmith-invoice|' . $booking_id, $secret ), 0, 32 );
	}
}
