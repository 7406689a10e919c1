<?php
/**
 * Markup of the ticket QR code block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * A holder the view script fills with the QR image, the messages it may show
 * instead (spec wording), and a plain link to the verify address.
 */
final class QrCodeView {

	public const SCRIPT_HANDLE = 'eventsmith-ticket-qr';

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
		$size = (int) ( $attributes['size'] ?? 160 );
		$size = $size >= 64 && $size <= 400 ? $size : 160;
		$wrapper = TemplateBlocks::wrapper( 'eventsmith-qr-code' );
		wp_enqueue_script( self::SCRIPT_HANDLE );

		return sprintf(
			'<div %1$s data-eventsmith-qr="%2$s" data-size="%3$d" data-show-link="%4$s" data-error-text="%5$s" data-missing-text="%6$s" data-alt="%7$s"><a class="eventsmith-qr-code__link" href="%8$s">%9$s</a></div>',
			$wrapper,
			esc_attr( $verify_url ),
			$size,
			empty( $attributes['showLink'] ) ? '0' : '1',
			esc_attr__( 'Could not generate QR!', 'eventsmith' ),
			esc_attr__( 'QR Library not found !', 'eventsmith' ),
			esc_attr__( 'Ticket QR code', 'eventsmith' ),
			esc_url( $verify_url ),
			esc_html( $verify_url )
		);
	}
}
