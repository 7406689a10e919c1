<?php
/**
 * The form of a page cache's address (the `purge_host` setting).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Cache;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Where PURGE requests go: http or https, a host and an optional port, and
 * nothing else (a path, query, fragment or user name would be dropped or
 * misread when the request is built). '' means purging is off.
 */
final class PurgeAddress {

	public const FIELD = 'purge_host';

	private const MAX_LENGTH = 200;

	private const HOST = '/^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)$/i';

	/**
	 * The address in its stored form (scheme and host in lowercase, no trailing
	 * slash), or '' when the input is empty.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `purge_host` when it is not such an address.
	 */
	public static function clean( mixed $value ): string {
		if ( ! is_string( $value ) ) {
			throw self::refusal();
		}
		$address = rtrim( trim( $value ), '/' );
		if ( '' === $address ) {
			return '';
		}
		$parts = parse_url( $address ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- plain PHP, no WordPress here.
		if (
			strlen( $address ) > self::MAX_LENGTH
			|| 1 !== preg_match( '#^https?://[^/?\#@\s]+$#i', $address )
			|| ! is_array( $parts )
			|| ! isset( $parts['scheme'], $parts['host'] )
			|| array() !== array_diff( array_keys( $parts ), array( 'scheme', 'host', 'port' ) )
			|| 1 !== preg_match( self::HOST, $parts['host'] )
			|| ( isset( $parts['port'] ) && $parts['port'] < 1 )
			|| str_ends_with( $address, ':' )
		) {
			throw self::refusal();
		}
		return strtolower( $parts['scheme'] ) . '://' . strtolower( $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}

	/**
	 * The error naming the field.
	 */
	private static function refusal(): DomainError {
		return DomainError::invalid(
			self::FIELD,
			__( 'purge_host must be the address of your page cache: http:// or https://, a host and an optional port (such as http://127.0.0.1:6081), without a path; or empty to send no purge requests.', 'eventsmith' )
		);
	}
}
