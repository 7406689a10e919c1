<?php
/**
 * The address of the visitor behind the current request.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Network;

use Eventsmith\Domain\Network\AddressGroup;
use Eventsmith\Domain\Network\ClientAddress;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Reads REMOTE_ADDR and, when the connection comes from a proxy the site
 * owner declared (the `trusted_proxies` setting plus the
 * `eventsmith_trusted_proxies` filter), X-Forwarded-For. Every rate limit
 * keyed on the visitor (RSVP, checkout, waitlist, embedded widgets) asks
 * rate_key(), which counts an IPv6 /64 as one visitor (AddressGroup).
 */
final class VisitorAddress {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Site settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * The proxies whose forwarded header names the visitor.
	 *
	 * @return string[]
	 */
	public function trusted_proxies(): array {
		$declared = $this->settings->all()['trusted_proxies'] ?? array();
		/**
		 * Filters the reverse proxies (addresses or CIDR ranges, IPv4 or IPv6)
		 * whose X-Forwarded-For header names the visitor. Starts with the
		 * `trusted_proxies` setting; without a declared proxy the header is ignored.
		 *
		 * @param string[] $proxies Trusted proxies, e.g. array( '10.0.0.0/8' ).
		 */
		return (array) apply_filters( 'eventsmith_trusted_proxies', is_array( $declared ) ? $declared : array() );
	}

	/**
	 * The visitor's address.
	 */
	public function resolve(): string {
		$remote    = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$forwarded = isset( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) : '';
		return ( new ClientAddress( $this->trusted_proxies() ) )->resolve( $remote, $forwarded );
	}

	/**
	 * The key rate limits count the visitor under: the address, an IPv6 one as its /64.
	 */
	public function rate_key(): string {
		return AddressGroup::of( $this->resolve() );
	}
}
