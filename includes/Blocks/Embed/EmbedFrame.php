<?php
/**
 * The page an embed shows in its frame: `{home}/?eventsmith_embed_frame={id}`.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Embed;

use Eventsmith\Blocks\Templates\DocumentPrinter;
use Eventsmith\Infrastructure\Embed\EmbedRateLimit;
use Eventsmith\Infrastructure\Embed\EmbedScripts;

defined( 'ABSPATH' ) || exit;

/**
 * A minimal page holding one published widget, rendered by the same code as
 * the block and the shortcode, with its own scripts and styles: so in the
 * embed the countdown ticks, sliders move, "Load more" and the calendar page
 * in place, and the RSVP and ticket forms send. Links open the site's own
 * pages in the visitor's window. The page tells the embedding page its
 * height. It is the same for every visitor (rendered as a logged-out
 * visitor), so page caches may keep it.
 */
final class EmbedFrame {

	public const QUERY_VAR = 'eventsmith_embed_frame';

	/** Seconds a browser or page cache may reuse the page. */
	private const MAX_AGE = 300;

	/**
	 * Constructor.
	 *
	 * @param EmbedScripts   $scripts The stored records.
	 * @param WidgetMarkup   $markup  Parses the record's shortcode.
	 * @param EmbedRateLimit $limit   Requests per client address.
	 */
	public function __construct( private EmbedScripts $scripts, private WidgetMarkup $markup, private EmbedRateLimit $limit ) {}

	/**
	 * Answers the frame address once the request is parsed.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'maybe_serve' ), 1 );
	}

	/**
	 * The address of a record's frame.
	 *
	 * @param int $id Record id.
	 */
	public static function url( int $id ): string {
		return add_query_arg( self::QUERY_VAR, (string) $id, home_url( '/' ) );
	}

	/**
	 * Serves the frame when the request asks for one, then stops.
	 */
	public function maybe_serve(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only page.
		if ( ! isset( $_GET[ self::QUERY_VAR ] ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- see above; one id per address, an array is refused (400).
		if ( ! is_string( $_GET[ self::QUERY_VAR ] ) ) {
			DocumentPrinter::message( __( 'This link is not valid.', 'eventsmith' ), 400 );
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- see above.
		$id = absint( wp_unslash( $_GET[ self::QUERY_VAR ] ) );
		// The same page for everyone: what a logged-out visitor sees, never an account's data.
		wp_set_current_user( 0 );
		show_admin_bar( false );
		header( 'X-Robots-Tag: noindex' );
		if ( $this->limit->exceeded() ) {
			header( 'Retry-After: ' . $this->limit->retry_after() );
			$this->message( 429, __( 'Too many requests from here. Please wait a minute.', 'eventsmith' ) );
		}
		$record = $this->scripts->find( $id );
		$widget = null === $record ? null : $this->widget( (string) $record['shortcode'] );
		if ( null === $record || null === $widget ) {
			header( 'Cache-Control: public, max-age=60' );
			$this->message( 404, __( 'This widget is no longer available.', 'eventsmith' ) );
		}
		header( 'Cache-Control: public, max-age=' . self::MAX_AGE );
		$this->page( (string) $record['post_name'], $widget, $id );
	}

	/**
	 * The widget's markup, or null when the record no longer names one.
	 *
	 * @param string $shortcode The record's shortcode.
	 */
	private function widget( string $shortcode ): ?string {
		try {
			// Only the canonical text of a parsed shortcode of ours reaches do_shortcode().
			return trim( do_shortcode( $this->markup->parse( $shortcode )->to_string() ) );
		} catch ( \Eventsmith\Domain\DomainError ) {
			return null;
		}
	}

	/**
	 * Prints the page: the widget (rendered first, so its scripts and styles
	 * are queued), the site's head and footer, and the height reporter.
	 *
	 * @param string $title  The record's name.
	 * @param string $widget The widget's markup.
	 * @param int    $id     Record id.
	 */
	private function page( string $title, string $widget, int $id ): never {
		status_header( 200 );
		header( 'Content-Type: text/html; charset=utf-8' );
		?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base target="_top">
<title><?php echo esc_html( $title ); ?></title>
		<?php wp_head(); ?>
<style>html,body{margin:0!important;padding:0!important;background:transparent!important}.eventsmith-embed-frame{padding:2px}</style>
</head>
<body class="eventsmith-embed-frame-page">
<main class="eventsmith-embed-frame">
		<?php echo $widget; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- do_shortcode() output of one of Eventsmith's own widget shortcodes (canonical text, parsed above), whose block render.php escapes each value where it prints it. ?>
</main>
<script>
(function () {
	var id = <?php echo wp_json_encode( (string) $id ); ?>;
	var sent = 0;
	function send() {
		var height = Math.ceil( document.documentElement.getBoundingClientRect().height );
		if ( height !== sent && window.parent !== window ) {
			sent = height;
			window.parent.postMessage( { eventsmithEmbed: id, height: height }, '*' );
		}
	}
	if ( window.ResizeObserver ) {
		new ResizeObserver( send ).observe( document.documentElement );
	}
	window.addEventListener( 'load', send );
	send();
})();
</script>
		<?php wp_footer(); ?>
</body>
</html>
		<?php
		exit;
	}

	/**
	 * Prints a short page with a message, then stops.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message What the visitor reads.
	 */
	private function message( int $status, string $message ): never {
		status_header( $status );
		header( 'Content-Type: text/html; charset=utf-8' );
		printf(
			'<!doctype html><html %1$s><head><meta charset="utf-8"><title>%2$s</title></head><body><p style="font-family:system-ui,sans-serif">%2$s</p></body></html>',
			get_language_attributes(),
			esc_html( $message )
		);
		exit;
	}
}
