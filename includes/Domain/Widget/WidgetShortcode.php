<?php
/**
 * One Eventsmith shortcode, as the generator writes it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Widget;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A single self-closing shortcode of a known tag with plain attributes:
 * `[eventsmith_events limit="5" order="ASC"]`. Anything else (other tags,
 * enclosed content, a second shortcode, brackets or double quotes inside a
 * value) is refused, so the stored or previewed text can only ever run one of
 * the plugin's own widgets.
 */
final class WidgetShortcode {

	/** Longest shortcode accepted, in characters. */
	public const MAX_LENGTH = 2000;

	private const ATTRIBUTE = '/\G\s+([a-z][a-z0-9_]*)=(?:"([^"\[\]]*)"|\'([^\'"\[\]]*)\'|([^\s"\'\[\]\/]+))/';

	/**
	 * Constructor.
	 *
	 * @param string                $tag        Shortcode tag.
	 * @param array<string, string> $attributes Attribute name => value.
	 */
	private function __construct(
		public readonly string $tag,
		public readonly array $attributes
	) {}

	/**
	 * Reads a shortcode string.
	 *
	 * @param string       $text Text to read.
	 * @param list<string> $tags Tags that may be used.
	 * @throws DomainError Naming `shortcode` when the text is not one of these shortcodes.
	 */
	public static function parse( string $text, array $tags ): self {
		$text = trim( $text );
		if ( '' === $text ) {
			throw DomainError::invalid( 'shortcode', __( 'Generate a shortcode first.', 'eventsmith' ) );
		}
		if ( strlen( $text ) > self::MAX_LENGTH ) {
			/* translators: %d: maximum number of characters. */
			throw DomainError::invalid( 'shortcode', sprintf( __( 'The shortcode is longer than %d characters.', 'eventsmith' ), self::MAX_LENGTH ) );
		}
		if ( 1 !== preg_match( '/^\[([a-z][a-z0-9_]*)/', $text, $head ) || ! in_array( $head[1], $tags, true ) ) {
			throw self::not_ours();
		}
		$offset     = strlen( $head[0] );
		$attributes = array();
		while ( 1 === preg_match( self::ATTRIBUTE, $text, $match, 0, $offset ) ) {
			$attributes[ $match[1] ] = $match[2] . ( $match[3] ?? '' ) . ( $match[4] ?? '' );
			$offset                 += strlen( $match[0] );
		}
		if ( 1 !== preg_match( '/^\s*\/?\]$/', substr( $text, $offset ) ) ) {
			throw DomainError::invalid( 'shortcode', __( 'The shortcode must be one tag with name="value" attributes, without brackets or double quotes inside values.', 'eventsmith' ) );
		}
		return new self( $head[1], $attributes );
	}

	/**
	 * The error for text that is not one of the plugin's shortcodes.
	 */
	public static function not_ours(): DomainError {
		return DomainError::invalid( 'shortcode', __( 'Only Eventsmith widget shortcodes can be used here.', 'eventsmith' ), 'eventsmith_foreign_shortcode' );
	}

	/**
	 * The shortcode written back in one canonical form.
	 */
	public function to_string(): string {
		$text = '[' . $this->tag;
		foreach ( $this->attributes as $name => $value ) {
			$text .= ' ' . $name . '="' . $value . '"';
		}
		return $text . ']';
	}
}
