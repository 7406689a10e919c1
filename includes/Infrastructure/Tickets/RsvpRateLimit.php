<?php
/**
 * How many RSVP answers one visitor may send for one event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

defined( 'ABSPATH' ) || exit;

/**
 * Counts answers per visitor address and event over ten minutes, so a flood
 * from one place is refused before it reaches the database. The address is
 * the connection's, not a forwarded header a visitor could set.
 */
final class RsvpRateLimit {

	/**
	 * Counts one answer; true when the visitor is over the limit (then it is not counted).
	 *
	 * @param int $event_id Event id.
	 */
	public function exceeded( int $event_id ): bool {
		$key   = 'eventsmith_rsvp_' . md5( $this->client_ip() . '|' . $event_id );
		$count = (int) get_transient( $key );
		/**
		 * Filters how many RSVPs one visitor may send for one event in ten minutes.
		 *
		 * @param int $limit Submissions.
		 */
		$limit = (int) apply_filters( 'eventsmith_rsvp_rate_limit', 10 );
		if ( $count >= $limit ) {
			return true;
		}
		set_transient( $key, $count + 1, 10 * MINUTE_IN_SECONDS );
		return false;
	}

	/**
	 * What a refused visitor reads.
	 */
	public static function message(): string {
		return __( 'Too many answers from here. Please wait a few minutes.', 'eventsmith' );
	}

	/**
	 * The visitor's address.
	 */
	private function client_ip(): string {
		return isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	}
}
