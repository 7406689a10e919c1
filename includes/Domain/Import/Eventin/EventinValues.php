<?php
/**
 * Eventin's stored values as Eventsmith reads them: clock times, dates, statuses.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Eventin;

use Eventsmith\Domain\Event\Timezones;

defined( 'ABSPATH' ) || exit;

/**
 * Eventin keeps times as the admin screen shows them ("06:00 PM"), dates as Y-m-d (older
 * versions: any text strtotime() reads), sale windows in the event's timezone, and statuses
 * of its own; these are Eventsmith's.
 */
final class EventinValues {

	/**
	 * A clock time as H:i ("06:00 PM" → "18:00"), '' when blank or unreadable.
	 *
	 * @param mixed $time Eventin's time.
	 */
	public static function clock( mixed $time ): string {
		$time = is_scalar( $time ) ? trim( (string) $time ) : '';
		if ( 1 !== preg_match( '/^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/', $time, $parts ) ) {
			return '';
		}
		$hour   = (int) $parts[1];
		$minute = (int) $parts[2];
		$half   = strtolower( $parts[3] ?? '' );
		if ( 'pm' === $half && $hour < 12 ) {
			$hour += 12;
		} elseif ( 'am' === $half && 12 === $hour ) {
			$hour = 0;
		}
		return $hour > 23 || $minute > 59 ? '' : sprintf( '%02d:%02d', $hour, $minute );
	}

	/**
	 * A date as Y-m-d, '' when blank or unreadable.
	 *
	 * @param mixed $date Eventin's date.
	 */
	public static function date( mixed $date ): string {
		$date = is_scalar( $date ) ? trim( (string) $date ) : '';
		if ( '' === $date ) {
			return '';
		}
		if ( 1 === preg_match( '/^(\d{4})-(\d{2})-(\d{2})/', $date, $parts ) && checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ) {
			return $parts[0];
		}
		$time = strtotime( str_replace( ',', '', $date ) . ' UTC' );
		return false === $time ? '' : gmdate( 'Y-m-d', $time );
	}

	/**
	 * A local date and time in a timezone as a UTC moment (Y-m-d\TH:i:s\Z), null when there is no date.
	 *
	 * @param mixed  $date     Date.
	 * @param mixed  $time     Clock time ('' → the start of the day, or its end when $end_of_day).
	 * @param string $timezone IANA name or UTC offset ('' → UTC).
	 * @param bool   $end_of_day A missing time means 23:59.
	 */
	public static function utc( mixed $date, mixed $time, string $timezone, bool $end_of_day = false ): ?string {
		$day = self::date( $date );
		if ( '' === $day ) {
			return null;
		}
		$clock = self::clock( $time );
		if ( '' === $clock ) {
			$clock = $end_of_day ? '23:59' : '00:00';
		}
		try {
			$zone = Timezones::parse( '' === trim( $timezone ) ? 'UTC' : $timezone );
		} catch ( \Throwable ) {
			$zone = new \DateTimeZone( 'UTC' );
		}
		$local = new \DateTimeImmutable( $day . ' ' . $clock, $zone );
		return $local->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d\TH:i:s\Z' );
	}

	/**
	 * An event's status as Eventsmith takes it: publish, draft or pending (a private or scheduled
	 * event becomes a draft, so that nothing is shown that Eventin did not show).
	 *
	 * @param string $post_status Eventin's post status.
	 */
	public static function event_status( string $post_status ): string {
		return match ( $post_status ) {
			'publish' => 'publish',
			'pending' => 'pending',
			default   => 'draft',
		};
	}

	/**
	 * An order's status as Eventsmith's orders name them.
	 *
	 * @param string $status Eventin's order status (completed, pending, failed, refunded, partially_refunded, cancelled, waiting).
	 */
	public static function order_status( string $status ): string {
		return match ( strtolower( $status ) ) {
			'completed', 'success'          => 'completed',
			'refunded', 'partially_refunded' => 'refunded',
			'failed', 'cancelled', 'canceled' => 'cancelled',
			default                          => 'pending',
		};
	}

	/**
	 * An attendee's status: its order's when it has one (Eventin marks the attendees of an order
	 * an admin completed by hand only when a payment completes it), else its own.
	 *
	 * @param string      $attendee_status Eventin's etn_status (success, failed, pending …).
	 * @param string|null $order_status    Its order's status, or null without an order.
	 */
	public static function attendee_status( string $attendee_status, ?string $order_status ): string {
		$status = null === $order_status ? self::order_status( $attendee_status ) : self::order_status( $order_status );
		return match ( $status ) {
			'completed' => 'active',
			'refunded'  => 'refunded',
			'cancelled' => 'cancelled',
			default     => 'pending',
		};
	}

	/**
	 * A price as a decimal string with two places ("12.5" → "12.50"); '0.00' when not a number.
	 *
	 * @param mixed $price Price.
	 */
	public static function price( mixed $price ): string {
		return is_numeric( $price ) ? number_format( max( 0.0, (float) $price ), 2, '.', '' ) : '0.00';
	}

	/**
	 * A social network's name from Eventin's icon class ("etn-icon fa-twitter" → "twitter").
	 *
	 * @param string $icon Icon class.
	 */
	public static function network( string $icon ): string {
		if ( 1 === preg_match( '/(?:fa|etn-icon)-([a-z0-9-]+)\s*$/i', trim( $icon ), $parts ) ) {
			return strtolower( preg_replace( '/-(square|alt|f|in)$/', '', $parts[1] ) ?? $parts[1] );
		}
		return '' === trim( $icon ) ? 'website' : strtolower( trim( $icon ) );
	}

	/**
	 * An RSVP answer as Eventsmith's: going or not_going (Eventsmith has no "maybe": a maybe is
	 * not a place taken).
	 *
	 * @param string $value Eventin's etn_rsvp_value.
	 */
	public static function rsvp_response( string $value ): string {
		$value = strtolower( str_replace( array( '-', ' ' ), '_', trim( $value ) ) );
		return in_array( $value, array( 'going', 'yes', 'attending', 'accept', 'accepted' ), true ) ? 'going' : 'not_going';
	}
}
