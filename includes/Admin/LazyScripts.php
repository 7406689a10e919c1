<?php
/**
 * Scripts (and their stylesheets) a page loads only when a screen needs them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the tags of registered script handles (with their dependencies,
 * translations and inline scripts, exactly as WordPress would print them),
 * preceded by those of the stylesheets they need, inside an inert
 * `<template>` at the end of the page. The dashboard's
 * loader (admin/app/wordpress-scripts.ts) runs them, in order, the first time
 * a screen needs them; until then the browser downloads none of them.
 */
final class LazyScripts {

	/**
	 * Constructor.
	 *
	 * @param string   $id      Id of the template element.
	 * @param string[] $handles Registered script handles.
	 * @param string[] $styles  Registered stylesheet handles those scripts need.
	 */
	public function __construct(
		private string $id,
		private array $handles,
		private array $styles = array()
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
		$tags = self::tags( wp_styles(), $this->styles ) . self::tags( wp_scripts(), $this->handles );
		// The tags were built by WP_Scripts, which escapes them.
		printf( '<template id="%s">%s</template>' . "\n", esc_attr( $this->id ), $tags ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}

	/**
	 * The tags WordPress prints for handles not printed yet, never concatenated.
	 *
	 * @param \WP_Dependencies $registry Scripts or styles.
	 * @param string[]         $handles  Handles.
	 */
	private static function tags( \WP_Dependencies $registry, array $handles ): string {
		if ( array() === $handles ) {
			return '';
		}
		$concatenate          = $registry->do_concat;
		$registry->do_concat = false;
		ob_start();
		$registry->do_items( $handles );
		$tags                 = (string) ob_get_clean();
		$registry->do_concat = $concatenate;
		return $tags;
	}
}
