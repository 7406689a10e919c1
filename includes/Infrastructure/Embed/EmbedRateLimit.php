<?php
/**
 * How often one address may load embedded widgets.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Embed;

use Eventsmith\Domain\Network\ClientAddress;

defined( 'ABSPATH' ) || exit;

/**
 * Counts requests of the public embed route per client address over one
 * minute. The address is the connection's; X-Forwarded-For counts only when
 * the connection comes from a proxy declared with `eventsmith_trusted_proxies`.
 */
final class EmbedRateLimit {

	private const WINDOW = MINUTE_IN_SECONDS;

	/**
	 * Counts one request; true when the address is over the limit (then it is not counted).
	 */
	public function exceeded(): bool {
		$key   = 'eventsmith_embed_' . md5( $this->client_ip() );
		$count = (int) get_transient( $key );
		/**
		 * Filters how many embedded widgets one address may load per minute.
		 *
		 * @param int $limit Requests per minute.
		 */
		$limit = (int) apply_filters( 'eventsmith_embed_rate_limit', 120 );
		if ( $count >= $limit ) {
			return true;
		}
		set_transient( $key, $count + 1, self::WINDOW );
		return false;
	}

	/**
	 * Seconds a refused client should wait.
	 */
	public function retry_after(): int {
		return self::WINDOW;
	}

	/**
	 * The client's address.
	 */
	private function client_ip(): string {
		$remote    = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$forwarded = isset( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) : '';
		/** This filter is documented in includes/Infrastructure/Tickets/RsvpRateLimit.php */
		$trusted = (array) apply_filters( 'eventsmith_trusted_proxies', array() );
		return ( new ClientAddress( $trusted ) )->resolve( $remote, $forwarded );
	}
}
