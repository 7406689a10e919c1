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

	/** The look of the toolbar above a document (never printed). */
	public const ACTIONS_CSS = '.eventsmith-document-actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;align-items:center;margin:0 0 16px;font:14px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;}.eventsmith-document-actions button{min-height:40px;padding:0 16px;border:1px solid #2271b1;border-radius:4px;background:#2271b1;color:#fff;font:inherit;cursor:pointer;}.eventsmith-document-actions button+button{background:#fff;color:#2271b1;}.eventsmith-document-actions button:disabled{opacity:.6;cursor:progress;}.eventsmith-document-actions [data-status]{flex-basis:100%;text-align:center;color:#b32d2e;}@media print{body{padding:0;background:none;}.eventsmith-document-actions{display:none;}}';

	/**
	 * Prints the document and ends the request.
	 *
	 * @param RenderedTemplate $rendered Rendered template.
	 * @param int              $status   HTTP status.
	 * @param string           $kind     'ticket' or 'certificate' to offer "Download PDF" and "Print"; '' for none.
	 * @param string           $code     The ticket code (names a ticket's PDF file).
	 * @param string           $online   The event's online link for the ticket's holder ('' for none).
	 */
	public static function send( RenderedTemplate $rendered, int $status = 200, string $kind = '', string $code = '', string $online = '' ): void {
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
<style id="eventsmith-document">body{margin:0;padding:24px;background:#f0f0f1;}[data-eventsmith-document]{width:fit-content;max-width:100%;margin:0 auto;}.eventsmith-document-online{margin:0 auto 16px;text-align:center;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere;}<?php echo self::ACTIONS_CSS; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant CSS. ?></style>
<style id="eventsmith-template-css"><?php echo $rendered->css; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSS; closing tags removed by the renderer. ?></style>
		<?php if ( $rendered->width > 0 ) : ?>
<style id="eventsmith-document-fit"><?php echo self::fit_css( $rendered->width ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSS built from an integer. ?></style>
		<?php endif; ?>
</head>
<body class="eventsmith-template-document">
		<?php
		if ( '' !== $kind ) {
			self::print_actions( $kind, $code );
		}
		if ( '' !== $online ) {
			echo '<p class="eventsmith-document-online"><strong>' . esc_html__( 'Online event', 'eventsmith' ) . '</strong> — <a href="' . esc_url( $online ) . '" rel="noopener noreferrer">' . esc_html__( 'Join online', 'eventsmith' ) . '</a> <span>' . esc_html( $online ) . '</span></p>';
		}
		echo '<div data-eventsmith-document>' . $rendered->html . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the ticket/certificate template's blocks rendered by do_blocks() (RenderedTemplate): each dynamic value is escaped by its block's render callback; wp_kses_post() would strip the QR code's inline SVG.
		if ( wp_script_is( QrCodeView::SCRIPT_HANDLE, 'enqueued' ) ) {
			wp_print_scripts( array( QrCodeView::SCRIPT_HANDLE ) );
		}
		if ( '' !== $kind ) {
			wp_print_scripts( array( DocumentScripts::ACTIONS_HANDLE ) );
		}
		?>
</body>
</html>
		<?php
		exit;
	}

	/**
	 * On screens narrower than the design, the document is zoomed to the width
	 * available (tan(atan2(a, b)) is the unitless ratio a / b), so a phone shows the
	 * whole ticket without sideways scrolling and the page height follows. Print
	 * and the PDF keep the design's own size: the rule is for screens only, and
	 * the PDF capture sets the zoom back to 1 while it draws.
	 *
	 * @param int $width The design width in CSS pixels.
	 */
	public static function fit_css( int $width ): string {
		return sprintf(
			'@media screen{body.eventsmith-template-document{container-type:inline-size;}[data-eventsmith-document]{max-width:none;zoom:min(1,tan(atan2(100cqw,%dpx)));}}@media screen and (max-width:600px){body.eventsmith-template-document{padding:12px 8px;}}',
			$width
		);
	}

	/**
	 * The toolbar above a ticket, certificate or invoice (hidden until its script runs, never printed).
	 *
	 * @param string $kind 'ticket', 'certificate' or 'invoice'.
	 * @param string $code The ticket code ('' for an invoice).
	 */
	public static function print_actions( string $kind, string $code ): void {
		?>
<div class="eventsmith-document-actions" data-eventsmith-document-actions data-kind="<?php echo esc_attr( $kind ); ?>" data-code="<?php echo esc_attr( $code ); ?>" data-busy="<?php esc_attr_e( 'Preparing the PDF…', 'eventsmith' ); ?>" data-failed="<?php esc_attr_e( 'The PDF could not be made in this browser. Use Print and choose "Save as PDF" instead.', 'eventsmith' ); ?>" hidden>
	<button type="button" data-action="pdf"><?php echo 'certificate' === $kind ? esc_html__( 'Download certificate', 'eventsmith' ) : esc_html__( 'Download PDF', 'eventsmith' ); ?></button>
	<button type="button" data-action="print"><?php esc_html_e( 'Print', 'eventsmith' ); ?></button>
	<p data-status role="status"></p>
</div>
		<?php
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
