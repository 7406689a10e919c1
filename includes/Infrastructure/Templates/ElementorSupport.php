<?php
/**
 * Templates designed with Elementor, on sites that run it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates;

use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * When Elementor is active the template builder offers 'Edit with Elementor'
 * (which opens Elementor's editor for the template post); otherwise nothing
 * of it shows. A template's `edit_with_elementor` flag records which editor
 * designs it; 'Back to WordPress' clears it.
 */
final class ElementorSupport {

	/**
	 * Lets Elementor edit templates once it has loaded.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'allow_elementor_on_templates' ), 20 );
	}

	/**
	 * Whether the site runs Elementor.
	 */
	public function is_active(): bool {
		/**
		 * Filters whether Eventsmith treats Elementor as active.
		 *
		 * @param bool $active True once Elementor has loaded.
		 */
		return (bool) apply_filters( 'eventsmith_elementor_active', did_action( 'elementor/loaded' ) > 0 );
	}

	/**
	 * Elementor edits only post types that declare support for it.
	 */
	public function allow_elementor_on_templates(): void {
		if ( $this->is_active() ) {
			add_post_type_support( PostTypes::TEMPLATE, 'elementor' );
		}
	}

	/**
	 * Address of Elementor's editor with `%d` for the template id; '' when
	 * Elementor is not active.
	 */
	public function edit_url_pattern(): string {
		return $this->is_active() ? admin_url( 'post.php?post=%d&action=elementor' ) : '';
	}
}
