<?php
/**
 * Escapes placeholder values for the HTML of a rendered template.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Template;

defined( 'ABSPATH' ) || exit;

/**
 * Text becomes inert HTML: special characters and quotes are entities (entities
 * already in the text are kept, as core's esc_html() does; safe in
 * text and in quoted attributes), braces are entities so a value can never
 * form a new `{{token}}`, and line breaks become `<br>`.
 */
final class ValueEscaper {

	/**
	 * The HTML of a text value.
	 *
	 * @param string $value Plain text.
	 */
	public static function html( string $value ): string {
		$escaped = htmlspecialchars( $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', false );
		$escaped = str_replace( array( '{', '}' ), array( '&#123;', '&#125;' ), $escaped );
		return str_replace( array( "\r\n", "\n", "\r" ), '<br>', $escaped );
	}
}
