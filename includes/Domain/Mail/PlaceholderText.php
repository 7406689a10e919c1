<?php
/**
 * Fills `{placeholder}` tokens of an e-mail text.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * A token is a name of lowercase letters and underscores in braces, such as `{event_title}`.
 * Known tokens are replaced by their value; unknown ones stay as typed, so a typo shows in
 * the mail instead of vanishing (the settings refuse unknown tokens before they are stored).
 */
final class PlaceholderText {

	private const TOKEN = '/\{([a-z][a-z_]*)\}/';

	/**
	 * The placeholder names a text uses, each once, in order of appearance.
	 *
	 * @param string $text Template text.
	 * @return list<string>
	 */
	public static function names( string $text ): array {
		preg_match_all( self::TOKEN, $text, $matches );
		return array_values( array_unique( $matches[1] ) );
	}

	/**
	 * The names a text uses that are not in the allowed list.
	 *
	 * @param string       $text    Template text.
	 * @param list<string> $allowed Allowed names.
	 * @return list<string>
	 */
	public static function unknown( string $text, array $allowed ): array {
		return array_values( array_diff( self::names( $text ), $allowed ) );
	}

	/**
	 * Plain text: each known token replaced by its value as is.
	 *
	 * @param string                $text   Template text.
	 * @param array<string, string> $values Values by placeholder name.
	 */
	public static function fill( string $text, array $values ): string {
		return self::replace( $text, $values, static fn( string $value ): string => $value );
	}

	/**
	 * HTML: each known token replaced by its value escaped for HTML text and attributes
	 * (the template itself is the site owner's and is not escaped).
	 *
	 * @param string                $text   Template HTML.
	 * @param array<string, string> $values Values by placeholder name.
	 */
	public static function fill_html( string $text, array $values ): string {
		return self::replace( $text, $values, static fn( string $value ): string => htmlspecialchars( $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' ) );
	}

	/**
	 * A subject line: filled, then every run of white space (line breaks too, which would
	 * start a new mail header) made one space.
	 *
	 * @param string                $text   Template text.
	 * @param array<string, string> $values Values by placeholder name.
	 */
	public static function fill_line( string $text, array $values ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', self::fill( $text, $values ) ) );
	}

	/**
	 * Replaces known tokens in one pass, so a value that itself looks like a token is
	 * never filled in again.
	 *
	 * @param string                   $text   Template.
	 * @param array<string, string>    $values Values.
	 * @param callable(string): string $shape  How a value is written.
	 */
	private static function replace( string $text, array $values, callable $shape ): string {
		return (string) preg_replace_callback(
			self::TOKEN,
			static fn( array $match ): string => array_key_exists( $match[1], $values ) ? $shape( (string) $values[ $match[1] ] ) : $match[0],
			$text
		);
	}
}
