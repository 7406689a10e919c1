<?php
/**
 * Whether an e-mail address names exactly one plain recipient.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * PHP's FILTER_VALIDATE_EMAIL accepts quoted local parts such as
 * `"<a@x.test>,<b@y.test>"@z.io`, and `wp_mail()` splits its recipient on
 * commas, so such an address would mail several chosen people. An address a
 * visitor gives (and any recipient the mailer hands to `wp_mail()`) must be
 * one plain address: no quotes, commas, angle brackets, semicolons, white
 * space, backslashes or control characters, exactly one `@`, at most 254
 * characters, and it passes both FILTER_VALIDATE_EMAIL and the rules of
 * WordPress's `is_email()` (repeated here so that the rule needs no WordPress):
 * a local part of letters, digits and ``!#$%&'*+/=?^_`{|}~.-``, and a domain of at least
 * two labels of letters, digits and hyphens, none starting or ending with a hyphen.
 */
final class SingleRecipient {

	/** The longest address a mail server must accept (RFC 5321 path limit less the brackets). */
	public const MAX_LENGTH = 254;

	/** Characters that would let one address name several recipients or a display name. */
	private const FORBIDDEN = '/["<>,;\\\\()\[\]\s\x00-\x1F\x7F]/u';

	/** WordPress's is_email() local part. */
	private const LOCAL = '/^[a-zA-Z0-9!#$%&\'*+\/=?^_`{|}~\.-]+$/';

	/** One label of WordPress's is_email() domain. */
	private const LABEL = '/^[a-z0-9-]+$/i';

	/**
	 * Whether the text is one plain address (as typed: callers trim and lower-case first).
	 *
	 * @param string $address The address.
	 */
	public static function is_plain( string $address ): bool {
		if ( '' === $address || strlen( $address ) > self::MAX_LENGTH || strlen( $address ) < 6 ) {
			return false;
		}
		if ( 1 === preg_match( self::FORBIDDEN, $address ) || 1 !== substr_count( $address, '@' ) ) {
			return false;
		}
		if ( false === filter_var( $address, FILTER_VALIDATE_EMAIL ) ) {
			return false;
		}
		list( $local, $domain ) = explode( '@', $address, 2 );
		if ( 1 !== preg_match( self::LOCAL, $local ) ) {
			return false;
		}
		if ( str_contains( $domain, '..' ) || str_starts_with( $domain, '.' ) || str_ends_with( $domain, '.' ) ) {
			return false;
		}
		$labels = explode( '.', $domain );
		if ( count( $labels ) < 2 ) {
			return false;
		}
		foreach ( $labels as $label ) {
			if ( 1 !== preg_match( self::LABEL, $label ) || str_starts_with( $label, '-' ) || str_ends_with( $label, '-' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The address trimmed and in lower case, or null when it is not one plain address.
	 *
	 * @param mixed $value Input.
	 */
	public static function normalise( mixed $value ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$address = strtolower( trim( $value ) );
		return self::is_plain( $address ) ? $address : null;
	}
}
