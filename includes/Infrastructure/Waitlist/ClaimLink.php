<?php
/**
 * The address of a claim link and how its dates read.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

defined( 'ABSPATH' ) || exit;

/**
 * The link carries the random token and nothing else.
 */
final class ClaimLink {

	public const QUERY_VAR = 'eventsmith_waitlist_claim';

	/**
	 * The claim page's address for a token.
	 *
	 * @param string $token Token.
	 */
	public static function url( string $token ): string {
		return add_query_arg( self::QUERY_VAR, rawurlencode( $token ), home_url( '/' ) );
	}

	/**
	 * A UTC moment in the site's date and time format and timezone.
	 *
	 * @param \DateTimeImmutable $moment Moment.
	 */
	public static function date( \DateTimeImmutable $moment ): string {
		return (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $moment->getTimestamp() );
	}
}
