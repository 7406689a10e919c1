<?php
/**
 * Ticket codes: unguessable, fixed-length, URL-safe.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Ticket;

defined( 'ABSPATH' ) || exit;

/**
 * 128 random bits as 32 lowercase hex characters.
 */
final class TicketCode {

	/**
	 * A new code from a cryptographically secure source.
	 */
	public static function generate(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/**
	 * Whether a text has the shape of a code (checked before any lookup).
	 *
	 * @param string $code Text.
	 */
	public static function is_well_formed( string $code ): bool {
		return 1 === preg_match( '/^[0-9a-f]{32}$/', $code );
	}
}
