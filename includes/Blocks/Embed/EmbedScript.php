<?php
/**
 * The JavaScript other websites include to show a widget: `{home}/?eventsmith_embed={id}`.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Embed;

use Eventsmith\Blocks\Templates\DocumentPrinter;
use Eventsmith\Infrastructure\Embed\EmbedScripts;

defined( 'ABSPATH' ) || exit;

/**
 * Answers the embed address with a small script. Placed on any page, it adds
 * a host element right after its own <script> tag, attaches a shadow root and
 * puts in it a frame of the widget's page (EmbedFrame), sized to its content:
 * the widget runs there with its own scripts, and the host page's styles and
 * the widget's cannot meet. It reads nothing of the host page but its own tag.
 */
final class EmbedScript {

	public const QUERY_VAR = 'eventsmith_embed';

	/** Seconds a browser or proxy may reuse the script. */
	private const MAX_AGE = 300;

	private const LOADER = <<<'JS'
(function () {
	var me = document.currentScript;
	var src = %1$s;
	var origin = %2$s;
	var id = %3$s;
	var title = %4$s;
	if (!me || !me.parentNode) {
		return;
	}
	// A host element of its own name, kept visible and sized by inline !important rules: no rule of
	// the host page (aimed at div, at our names, at iframes) can hide, squash or restyle the widget.
	var host = document.createElement('eventsmith-embed');
	host.setAttribute('data-eventsmith-embed', id);
	var keep = { display: 'block', visibility: 'visible', opacity: '1', position: 'static', float: 'none',
		width: 'auto', 'max-width': 'none', 'min-width': '0', height: 'auto', 'min-height': '0', 'max-height': 'none',
		margin: '0', padding: '0', border: '0', overflow: 'visible', transform: 'none', 'clip-path': 'none' };
	for (var name in keep) {
		host.style.setProperty(name, keep[name], 'important');
	}
	me.parentNode.insertBefore(host, me.nextSibling);
	var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
	var style = document.createElement('style');
	style.textContent = ':host{all:initial!important;display:block!important}' +
		'iframe{all:initial;display:block!important;visibility:visible!important;width:100%%!important;min-width:0!important;' +
		'max-width:100%%!important;height:160px;border:0!important;margin:0!important;padding:0!important;background:transparent!important}';
	var frame = document.createElement('iframe');
	frame.src = src;
	frame.title = title;
	frame.setAttribute('scrolling', 'no');
	root.appendChild(style);
	root.appendChild(frame);
	// The widget's page says how tall it is; only that page, in this frame, is listened to.
	window.addEventListener('message', function (event) {
		if (event.origin !== origin || event.source !== frame.contentWindow || !event.data || event.data.eventsmithEmbed !== id) {
			return;
		}
		var height = Number(event.data.height);
		if (height > 0 && height < 100000) {
			frame.style.setProperty('height', height + 'px', 'important');
		}
	});
})();
JS;

	private const GONE = "if (window.console) { console.info('Eventsmith: this embedded widget is no longer available.'); }\n";

	/**
	 * Constructor.
	 *
	 * @param EmbedScripts $scripts The stored records.
	 */
	public function __construct( private EmbedScripts $scripts ) {}

	/**
	 * Answers the embed address before WordPress queries any post.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'maybe_serve' ), 100 );
	}

	/**
	 * The address of a record's script.
	 *
	 * @param int $id Record id.
	 */
	public static function url( int $id ): string {
		return add_query_arg( self::QUERY_VAR, (string) $id, home_url( '/' ) );
	}

	/**
	 * Serves the script when the request asks for one, then stops.
	 */
	public function maybe_serve(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only script address.
		if ( ! isset( $_GET[ self::QUERY_VAR ] ) || is_admin() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- see above; one id per address, an array is refused (400).
		if ( ! is_string( $_GET[ self::QUERY_VAR ] ) ) {
			DocumentPrinter::message( __( 'This link is not valid.', 'eventsmith' ), 400 );
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- see above.
		$id = absint( wp_unslash( $_GET[ self::QUERY_VAR ] ) );
		$this->send( $this->body( $id ), null === $this->scripts->find( $id ) ? 60 : self::MAX_AGE );
		exit;
	}

	/**
	 * The script of a record, or a harmless one when it does not exist.
	 *
	 * @param int $id Record id.
	 */
	public function body( int $id ): string {
		$record = $this->scripts->find( $id );
		if ( null === $record ) {
			return self::GONE;
		}
		$frame  = EmbedFrame::url( $id );
		$parts  = wp_parse_url( $frame );
		$origin = $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
		$encode = static fn( string $value ): string => (string) wp_json_encode( $value, JSON_UNESCAPED_SLASHES | JSON_HEX_TAG );
		return sprintf( self::LOADER, $encode( $frame ), $encode( $origin ), $encode( (string) $id ), $encode( (string) ( $record['post_name'] ?? '' ) ) );
	}

	/**
	 * Sends the script with its headers (304 when the client has it).
	 *
	 * @param string $body    Script.
	 * @param int    $max_age Seconds it may be cached.
	 */
	private function send( string $body, int $max_age ): void {
		$etag = '"' . md5( $body ) . '"';
		status_header( 200 );
		header( 'Content-Type: text/javascript; charset=utf-8' );
		header( 'Cache-Control: public, max-age=' . $max_age );
		header( 'ETag: ' . $etag );
		header( 'Access-Control-Allow-Origin: *' );
		header( 'Cross-Origin-Resource-Policy: cross-origin' );
		header( 'X-Content-Type-Options: nosniff' );
		$match = isset( $_SERVER['HTTP_IF_NONE_MATCH'] ) ? trim( sanitize_text_field( wp_unslash( $_SERVER['HTTP_IF_NONE_MATCH'] ) ) ) : '';
		if ( $match === $etag ) {
			status_header( 304 );
			return;
		}
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JavaScript built from JSON-encoded values.
	}
}
