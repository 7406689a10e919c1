<?php
/**
 * The JavaScript other websites include to show a widget: `{home}/?eventsmith_embed={id}`.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Embed;

use Eventsmith\Infrastructure\Embed\EmbedScripts;

defined( 'ABSPATH' ) || exit;

/**
 * Answers the embed address with a small script. Placed on any page, it adds
 * a host element right after its own <script> tag, attaches a shadow root,
 * fetches the widget's markup and CSS from the public embed route (no
 * cookies) and puts both inside, so the host page's styles and the widget's
 * cannot meet. It reads nothing of the host page but its own tag.
 */
final class EmbedScript {

	public const QUERY_VAR = 'eventsmith_embed';

	/** Seconds a browser or proxy may reuse the script. */
	private const MAX_AGE = 300;

	private const LOADER = <<<'JS'
(function () {
	var me = document.currentScript;
	var src = %1$s;
	if (!me || !me.parentNode || !window.fetch) {
		return;
	}
	var host = document.createElement('div');
	host.setAttribute('data-eventsmith-embed', %2$s);
	host.style.display = 'block';
	me.parentNode.insertBefore(host, me.nextSibling);
	var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
	fetch(src, { credentials: 'omit', mode: 'cors' })
		.then(function (answer) {
			if (!answer.ok) {
				throw new Error('HTTP ' + answer.status);
			}
			return answer.json();
		})
		.then(function (widget) {
			var style = document.createElement('style');
			style.textContent = ':host{all:initial;display:block;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.5;color:#1e1e1e}.eventsmith-embed a{color:inherit}' + widget.css;
			var body = document.createElement('div');
			body.className = 'eventsmith-embed';
			body.innerHTML = widget.html;
			root.appendChild(style);
			root.appendChild(body);
		})
		.catch(function (error) {
			if (window.console) {
				console.warn('Eventsmith: the embedded widget could not be loaded (' + error.message + ').');
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
		if ( null === $this->scripts->find( $id ) ) {
			return self::GONE;
		}
		$data = rest_url( 'eventsmith/v2/public/embed/' . $id );
		return sprintf( self::LOADER, (string) wp_json_encode( $data, JSON_UNESCAPED_SLASHES ), (string) wp_json_encode( (string) $id ) );
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
