<?php
/**
 * Markup of the ticket QR code block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Domain\Qr\QrSvg;

defined( 'ABSPATH' ) || exit;

/**
 * The QR image of an address, drawn on the server as SVG (or, when it cannot
 * be, a holder the view script fills or explains, in the spec's wording), and a
 * plain link to the address.
 */
final class QrCodeView {

	public const SCRIPT_HANDLE = 'eventsmith-ticket-qr';

	/**
	 * The tags and attributes markup() produces (the drawn SVG, or the holder
	 * the script fills, and the link): what wp_kses() lets through where a
	 * block prints them.
	 */
	public const ALLOWED_HTML = array(
		'div'  => array(
			'class'                   => true,
			'data-eventsmith-qr-drawn' => true,
			'data-eventsmith-qr'      => true,
			'data-size'               => true,
			'data-show-link'          => true,
			'data-error-text'         => true,
			'data-missing-text'       => true,
			'data-alt'                => true,
		),
		'a'    => array(
			'class' => true,
			'href'  => true,
		),
		'svg'  => array(
			'class'           => true,
			'xmlns'           => true,
			'width'           => true,
			'height'          => true,
			'viewbox'         => true,
			'shape-rendering' => true,
			'role'            => true,
			'aria-label'      => true,
		),
		'rect' => array(
			'width'  => true,
			'height' => true,
			'fill'   => true,
		),
		'path' => array(
			'fill' => true,
			'd'    => true,
		),
	);

	/**
	 * The block's HTML ('' without a verify address).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $verify_url The ticket's verify address.
	 */
	public static function render( array $attributes, string $verify_url ): string {
		if ( '' === $verify_url ) {
			return '';
		}
		return self::markup( TemplateBlocks::wrapper( 'eventsmith-qr-code' ), $verify_url, (int) ( $attributes['size'] ?? 160 ), ! empty( $attributes['showLink'] ), __( 'Ticket QR code', 'eventsmith' ) );
	}

	/**
	 * A QR code with the address as a link (QR-01..05). The server draws the code
	 * as SVG (no script on the page); only when it cannot (the text is too long
	 * for a QR code) does the holder wait for the drawing script, which then
	 * shows its message. Used by the ticket's QR block and the page QR image block.
	 *
	 * @param string $wrapper   The holder's attributes (escaped).
	 * @param string $text      What the code encodes.
	 * @param int    $size      Side in CSS pixels (64–400; 160 otherwise).
	 * @param bool   $show_link Whether the address shows under the image.
	 * @param string $alt       The image's text alternative.
	 */
	public static function markup( string $wrapper, string $text, int $size, bool $show_link, string $alt ): string {
		$size = $size >= 64 && $size <= 400 ? $size : 160;
		$link = sprintf( '<a class="eventsmith-qr-code__link%1$s" href="%2$s">%3$s</a>', $show_link ? '' : ' is-hidden', esc_url( $text ), esc_html( $text ) );
		$svg  = QrSvg::svg( $text, $size, $alt, 'eventsmith-qr-code__image' );
		if ( '' !== $svg ) {
			return sprintf( '<div %1$s data-eventsmith-qr-drawn>%2$s%3$s</div>', $wrapper, $svg, $link );
		}
		wp_enqueue_script( self::SCRIPT_HANDLE );

		return sprintf(
			'<div %1$s data-eventsmith-qr="%2$s" data-size="%3$d" data-show-link="%4$s" data-error-text="%5$s" data-missing-text="%6$s" data-alt="%7$s"><a class="eventsmith-qr-code__link" href="%8$s">%9$s</a></div>',
			$wrapper,
			esc_attr( $text ),
			$size,
			$show_link ? '1' : '0',
			esc_attr__( 'Could not generate QR!', 'eventsmith' ),
			esc_attr__( 'QR Library not found !', 'eventsmith' ),
			esc_attr( $alt ),
			esc_url( $text ),
			esc_html( $text )
		);
	}
}
