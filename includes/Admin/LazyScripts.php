<?php
/**
 * Scripts a page loads only when a screen needs them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the tags of registered script handles (with their dependencies,
 * translations and inline scripts, exactly as WordPress would print them)
 * inside an inert `<template>` at the end of the page. The dashboard's
 * loader (admin/app/wordpress-scripts.ts) runs them, in order, the first time
 * a screen needs them; until then the browser downloads none of them.
 */
final class LazyScripts {

	/**
	 * Constructor.
	 *
	 * @param string   $id      Id of the template element.
	 * @param string[] $handles Registered script handles.
	 */
	public function __construct(
		private string $id,
		private array $handles
	) {}

	/**
	 * Prints the template; hooked late on `admin_print_footer_scripts`, after
	 * WordPress printed the page's own scripts. Handles the page already
	 * loaded are left out.
	 */
	public function print(): void {
		if ( array() === $this->handles ) {
			return;
		}
		$scripts           = wp_scripts();
		$concatenate       = $scripts->do_concat;
		$scripts->do_concat = false;
		ob_start();
		$scripts->do_items( $this->handles );
		$tags               = (string) ob_get_clean();
		$scripts->do_concat = $concatenate;
		// The tags were built by WP_Scripts, which escapes them.
		printf( '<template id="%s">%s</template>' . "\n", esc_attr( $this->id ), $tags ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}
