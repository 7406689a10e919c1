<?php
/**
 * The visitor's address, seen through proxies the site owner trusts.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Network;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the client address from X-Forwarded-For only when the connection
 * comes from a declared proxy, walking the header from the right and skipping
 * trusted hops: the first untrusted hop is the visitor. A header sent by
 * anybody else is ignored, so a visitor cannot choose their own address.
 */
final class ClientAddress {

	/**
	 * Trusted proxies: single addresses or CIDR ranges, IPv4 or IPv6.
	 *
	 * @var string[]
	 */
	private array $trusted;

	/**
	 * Builds the resolver.
	 *
	 * @param string[] $trusted Addresses or ranges such as 10.0.0.0/8, 2001:db8::/32.
	 */
	public function __construct( array $trusted ) {
		$this->trusted = array_values( array_filter( array_map( 'trim', array_map( 'strval', $trusted ) ) ) );
	}

	/**
	 * The visitor's address.
	 *
	 * @param string $remote    The connection's address (REMOTE_ADDR).
	 * @param string $forwarded The X-Forwarded-For header, '' when absent.
	 */
	public function resolve( string $remote, string $forwarded ): string {
		$remote = trim( $remote );
		if ( '' === $forwarded || ! $this->is_trusted( $remote ) ) {
			return $remote;
		}
		$hops = array_reverse( array_map( 'trim', explode( ',', $forwarded ) ) );
		foreach ( $hops as $hop ) {
			if ( false === filter_var( $hop, FILTER_VALIDATE_IP ) ) {
				return $remote;
			}
			if ( ! $this->is_trusted( $hop ) ) {
				return $hop;
			}
		}
		return $remote;
	}

	/**
	 * Whether an address is one of the trusted proxies.
	 *
	 * @param string $address Address.
	 */
	public function is_trusted( string $address ): bool {
		foreach ( $this->trusted as $range ) {
			if ( self::in_range( $address, $range ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a text is one address or a CIDR range (IPv4 or IPv6).
	 *
	 * @param string $range Input.
	 */
	public static function is_valid_range( string $range ): bool {
		$parts = explode( '/', trim( $range ), 2 );
		if ( false === filter_var( $parts[0], FILTER_VALIDATE_IP ) ) {
			return false;
		}
		if ( ! isset( $parts[1] ) ) {
			return true;
		}
		$bits = str_contains( $parts[0], ':' ) ? 128 : 32;
		return ctype_digit( $parts[1] ) && strlen( $parts[1] ) <= 3 && (int) $parts[1] <= $bits;
	}

	/**
	 * Whether an address lies in a range (a CIDR block or one address).
	 *
	 * @param string $address Address.
	 * @param string $range   CIDR block or address.
	 */
	public static function in_range( string $address, string $range ): bool {
		$parts  = explode( '/', $range, 2 );
		$ip     = false !== filter_var( $address, FILTER_VALIDATE_IP ) ? inet_pton( $address ) : false;
		$subnet = false !== filter_var( $parts[0], FILTER_VALIDATE_IP ) ? inet_pton( $parts[0] ) : false;
		if ( false === $ip || false === $subnet || strlen( $ip ) !== strlen( $subnet ) ) {
			return false;
		}
		$bits = strlen( $ip ) * 8;
		$mask = isset( $parts[1] ) ? $parts[1] : (string) $bits;
		if ( ! ctype_digit( $mask ) || (int) $mask > $bits ) {
			return false;
		}
		$mask  = (int) $mask;
		$bytes = intdiv( $mask, 8 );
		if ( substr( $ip, 0, $bytes ) !== substr( $subnet, 0, $bytes ) ) {
			return false;
		}
		$rest = $mask % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$byte_mask = ( 0xFF << ( 8 - $rest ) ) & 0xFF;
		return ( ord( $ip[ $bytes ] ) & $byte_mask ) === ( ord( $subnet[ $bytes ] ) & $byte_mask );
	}
}
