<?php
/**
 * Wiring of the shortcode generator: preview, embed script records, the
 * public embed route and the script other websites include.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Embed\EmbedFrame;
use Eventsmith\Blocks\Embed\EmbedScript;
use Eventsmith\Blocks\Embed\WidgetMarkup;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Embed\EmbedRateLimit;
use Eventsmith\Infrastructure\Network\VisitorAddress;
use Eventsmith\Infrastructure\Embed\EmbedScripts;
use Eventsmith\Rest\PublicEmbedController;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\ShortcodePreviewController;
use Eventsmith\Rest\ShortcodeScriptsController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the generator's services. The dashboard screen is `#/shortcodes`
 * (admin/routes/shortcodes); the shortcodes themselves are Blocks\Shortcodes.
 */
final class ShortcodeGeneratorArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the post type, the routes and the embed address.
	 */
	public function register_hooks(): void {
		$scripts = new EmbedScripts();
		$markup  = new WidgetMarkup();
		$limit   = new EmbedRateLimit( new VisitorAddress( $this->shared->settings ) );
		$scripts->register_hooks();
		( new EmbedScript( $scripts ) )->register_hooks();
		( new EmbedFrame( $scripts, $markup, $limit ) )->register_hooks();
		( new RestRegistrar(
			array(
				new ShortcodeScriptsController( $scripts, $markup, $this->shared->access ),
				new ShortcodePreviewController( $markup, $this->shared->access ),
				new PublicEmbedController( $scripts, $markup, $limit, $this->shared->access ),
			)
		) )->register_hooks();
	}
}
