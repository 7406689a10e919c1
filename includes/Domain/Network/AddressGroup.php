<?php
/**
 * The group of addresses a rate limit counts together.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Network;

defined( 'ABSPATH' ) || exit;

/**
 * One IPv6 subscriber usually holds a whole /64 and may pick any address in
 * it, so a rate limit keyed on the full IPv6 address is no limit at all.
 * Every limit keyed on the visitor's address keys on this group instead: an
 * IPv4 address as it is, an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as
 * its IPv4 address, any other IPv6 address as its /64 (the first four
 * hextets, written in full: `2001:db8:0:1::/64`). Text that is no address
 * stays as it is.
 */
final class AddressGroup {

	/**
	 * The rate-limit key of an address.
	 *
	 * @param string $address IPv4 or IPv6 address.
	 */
	public static function of( string $address ): string {
		$address = trim( $address );
		if ( false !== filter_var( $address, FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ) {
			return $address;
		}
		if ( false === filter_var( $address, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
			return $address;
		}
		$packed = inet_pton( $address );
		if ( false === $packed || 16 !== strlen( $packed ) ) {
			return $address;
		}
		if ( str_repeat( "\0", 10 ) . "\xff\xff" === substr( $packed, 0, 12 ) ) {
			return (string) inet_ntop( substr( $packed, 12 ) );
		}
		$hextets = array_values( (array) unpack( 'n4', substr( $packed, 0, 8 ) ) );
		return implode( ':', array_map( static fn( mixed $hextet ): string => dechex( (int) $hextet ), $hextets ) ) . '::/64';
	}
}
