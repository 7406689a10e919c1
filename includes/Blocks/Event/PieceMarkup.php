<?php
/**
 * Markup the event-page piece blocks share.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

defined( 'ABSPATH' ) || exit;

/**
 * The small heading and icons the pieces use.
 */
final class PieceMarkup {

	/**
	 * The tags and attributes icon() and heading() produce: what wp_kses()
	 * lets through where a piece prints them.
	 */
	public const ALLOWED_HTML = array(
		'h2'   => array( 'class' => true ),
		'svg'  => array(
			'class'       => true,
			'viewbox'     => true,
			'width'       => true,
			'height'      => true,
			'aria-hidden' => true,
			'focusable'   => true,
		),
		'path' => array(
			'fill' => true,
			'd'    => true,
		),
	);

	/**
	 * A small decorative icon (inline SVG, drawn in the text colour; hidden from screen readers).
	 *
	 * @param string $name 'calendar', 'place', 'online' or 'repeat'.
	 */
	public static function icon( string $name ): string {
		$paths = array(
			'calendar' => 'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 7h14v10H5V9z',
			'place'    => 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
			'online'   => 'M4 5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h6v2H7v2h10v-2h-3v-2h6a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2H4zm0 2h16v9H4V7z',
			'repeat'   => 'M17 1l4 4-4 4V6H7a3 3 0 0 0-3 3v2H2V9a5 5 0 0 1 5-5h10V1zM7 23l-4-4 4-4v3h10a3 3 0 0 0 3-3v-2h2v2a5 5 0 0 1-5 5H7v3z',
		);
		return '<svg class="eventsmith-piece__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="' . esc_attr( $paths[ $name ] ?? $paths['calendar'] ) . '"/></svg>';
	}

	/**
	 * A piece's heading.
	 *
	 * @param string $text Heading text.
	 */
	public static function heading( string $text ): string {
		return '<h2 class="eventsmith-piece__heading">' . esc_html( $text ) . '</h2>';
	}
}
