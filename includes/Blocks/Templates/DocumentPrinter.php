<?php
/**
 * Prints a rendered template as a complete HTML document.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Infrastructure\Templates\Rendering\RenderedTemplate;

defined( 'ABSPATH' ) || exit;

/**
 * Core block styles, the theme's global styles, the template's CSS, the page
 * and the scripts its blocks queued (the QR code drawer).
 */
final class DocumentPrinter {

	/**
	 * Prints the document and ends the request.
	 *
	 * @param RenderedTemplate $rendered Rendered template.
	 * @param int              $status   HTTP status.
	 */
	public static function send( RenderedTemplate $rendered, int $status = 200 ): void {
		status_header( $status );
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		self::private_address_headers();
		?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title><?php echo esc_html( '' !== $rendered->title ? $rendered->title : get_bloginfo( 'name' ) ); ?></title>
		<?php wp_print_styles( array( 'wp-block-library' ) ); ?>
<style id="eventsmith-global-styles"><?php echo wp_strip_all_tags( function_exists( 'wp_get_global_stylesheet' ) ? wp_get_global_stylesheet() : '' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core CSS, tags stripped. ?></style>
<style id="eventsmith-document">body{margin:0;padding:24px;background:#f0f0f1;}@media print{body{padding:0;background:none;}}</style>
<style id="eventsmith-template-css"><?php echo $rendered->css; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSS; closing tags removed by the renderer. ?></style>
</head>
<body class="eventsmith-template-document">
		<?php
		echo $rendered->html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks, values escaped by the renderer.
		if ( wp_script_is( QrCodeView::SCRIPT_HANDLE, 'enqueued' ) ) {
			wp_print_scripts( array( QrCodeView::SCRIPT_HANDLE ) );
		}
		?>
</body>
</html>
		<?php
		exit;
	}

	/**
	 * For every answer to an address that carries a ticket code, found or not:
	 * never leak the address to linked sites, never index it.
	 */
	public static function private_address_headers(): void {
		header( 'X-Robots-Tag: noindex, nofollow' );
		header( 'Referrer-Policy: no-referrer' );
	}

	/**
	 * Prints a short message page (not found, forbidden) and ends the request.
	 *
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	public static function message( string $message, int $status ): void {
		wp_die( esc_html( $message ), esc_html( get_bloginfo( 'name' ) ), array( 'response' => $status ) );
	}
}
