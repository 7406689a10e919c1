<?php
/**
 * How many RSVP answers one visitor may send for one event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\Network\ClientAddress;

defined( 'ABSPATH' ) || exit;

/**
 * Counts answers per visitor address and event over ten minutes, so a flood
 * from one place is refused before it reaches the database. The address is
 * the connection's; a forwarded header counts only when the connection comes
 * from a proxy the site owner declared (filter `eventsmith_trusted_proxies`),
 * so behind a CDN each visitor keeps a counter of their own.
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
		$remote    = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$forwarded = isset( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) : '';
		/**
		 * Filters the reverse proxies (addresses or CIDR ranges, IPv4 or IPv6)
		 * whose X-Forwarded-For header names the visitor. Empty by default:
		 * without a declared proxy the header is ignored.
		 *
		 * @param string[] $proxies Trusted proxies, e.g. array( '10.0.0.0/8' ).
		 */
		$trusted = (array) apply_filters( 'eventsmith_trusted_proxies', array() );
		return ( new ClientAddress( $trusted ) )->resolve( $remote, $forwarded );
	}
}
