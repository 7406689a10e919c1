<?php
/**
 * Scripts and stylesheets a page loads only when a screen needs them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the tags of registered script handles (with their dependencies,
 * translations and inline scripts, exactly as WordPress would print them),
 * or of stylesheet handles, inside an inert `<template>` at the end of the
 * page. The dashboard's loaders (admin/app/wordpress-scripts.ts and
 * wordpress-styles.ts) run or apply them, in order, the first time a screen
 * needs them; until then the browser downloads none of them.
 */
final class LazyAssets {

	public const SCRIPTS = 'scripts';
	public const STYLES  = 'styles';

	/**
	 * Constructor.
	 *
	 * @param string   $id      Id of the template element.
	 * @param string[] $handles Registered handles.
	 * @param string   $kind    self::SCRIPTS or self::STYLES.
	 */
	public function __construct(
		private string $id,
		private array $handles,
		private string $kind = self::SCRIPTS
	) {}

	/**
	 * Prints the template; hooked late on `admin_print_footer_scripts`, after
	 * WordPress printed the page's own scripts and styles. Handles the page
	 * already loaded are left out.
	 */
	public function print(): void {
		if ( array() === $this->handles ) {
			return;
		}
		$registry            = self::STYLES === $this->kind ? wp_styles() : wp_scripts();
		$concatenate         = $registry->do_concat;
		$registry->do_concat = false;
		ob_start();
		$registry->do_items( $this->handles );
		$tags                = (string) ob_get_clean();
		$registry->do_concat = $concatenate;
		printf( '<template id="%s">%s</template>' . "\n", esc_attr( $this->id ), $tags ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- <script> and <link> tags printed by WP_Scripts/WP_Styles::do_items(), which escape every URL and attribute.
	}
}
