<?php
/**
 * Wiring of the shortcode generator: preview, embed script records, the
 * public embed route and the script other websites include.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Embed\EmbedScript;
use Eventsmith\Blocks\Embed\WidgetMarkup;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Embed\EmbedRateLimit;
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
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private AccessPolicy $access ) {}

	/**
	 * Registers the post type, the routes and the embed address.
	 */
	public function register_hooks(): void {
		$scripts = new EmbedScripts();
		$markup  = new WidgetMarkup();
		$scripts->register_hooks();
		( new EmbedScript( $scripts ) )->register_hooks();
		( new RestRegistrar(
			array(
				new ShortcodeScriptsController( $scripts, $markup, $this->access ),
				new ShortcodePreviewController( $markup, $this->access ),
				new PublicEmbedController( $scripts, $markup, new EmbedRateLimit(), $this->access ),
			)
		) )->register_hooks();
	}
}
