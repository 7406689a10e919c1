<?php
/**
 * Keeps the vendor dashboard's menu entry marked on its event paths (FE-05).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Vendor;

use Eventsmith\Domain\Access\VendorDashboardPath;

defined( 'ABSPATH' ) || exit;

/**
 * On `…/create-event/` and `…/vendor-event/{id}/` below the vendor dashboard,
 * every menu entry that links to the dashboard page (or carries the CSS class
 * `eventsmith-vendor-menu-entry`) gets the class `current-menu-item` and
 * `aria-current="page"`: navigation blocks' links and submenus, and classic
 * menus.
 */
final class VendorDashboardMenu {

	/** The class that marks any menu entry as the dashboard's. */
	public const ENTRY_CLASS = 'eventsmith-vendor-menu-entry';

	/**
	 * Address of the dashboard while on one of its event paths; false when not.
	 *
	 * @var string|false|null Null until asked.
	 */
	private string|false|null $dashboard_path = null;

	/**
	 * Filters the navigation blocks' links and the classic menus.
	 */
	public function register_hooks(): void {
		add_filter( 'render_block_core/navigation-link', array( $this, 'mark_block' ), 10, 2 );
		add_filter( 'render_block_core/navigation-submenu', array( $this, 'mark_block' ), 10, 2 );
		add_filter( 'nav_menu_css_class', array( $this, 'menu_item_classes' ), 10, 2 );
		add_filter( 'nav_menu_link_attributes', array( $this, 'menu_link_attributes' ), 10, 2 );
	}

	/**
	 * Marks a navigation link (or submenu) block pointing at the dashboard.
	 *
	 * @param string               $content Rendered block.
	 * @param array<string, mixed> $block   Parsed block.
	 */
	public function mark_block( string $content, array $block ): string {
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		if ( ! $this->is_entry( (string) ( $attrs['url'] ?? '' ), (string) ( $attrs['className'] ?? '' ) ) ) {
			return $content;
		}
		$html = new \WP_HTML_Tag_Processor( $content );
		if ( $html->next_tag( 'li' ) ) {
			$html->add_class( 'current-menu-item' );
		}
		if ( $html->next_tag( 'a' ) ) {
			$html->set_attribute( 'aria-current', 'page' );
		}
		return $html->get_updated_html();
	}

	/**
	 * Classic menus: the entry's classes.
	 *
	 * @param array<int, string> $classes Item classes.
	 * @param mixed              $item    Menu item.
	 * @return array<int, string>
	 */
	public function menu_item_classes( array $classes, mixed $item ): array {
		if ( is_object( $item ) && $this->is_entry( (string) ( $item->url ?? '' ), implode( ' ', $classes ) ) && ! in_array( 'current-menu-item', $classes, true ) ) {
			$classes[] = 'current-menu-item';
		}
		return $classes;
	}

	/**
	 * Classic menus: the entry's link.
	 *
	 * @param array<string, mixed> $atts Link attributes.
	 * @param mixed                $item Menu item.
	 * @return array<string, mixed>
	 */
	public function menu_link_attributes( array $atts, mixed $item ): array {
		$classes = is_object( $item ) && is_array( $item->classes ?? null ) ? implode( ' ', $item->classes ) : '';
		if ( is_object( $item ) && $this->is_entry( (string) ( $item->url ?? '' ), $classes ) ) {
			$atts['aria-current'] = 'page';
		}
		return $atts;
	}

	/**
	 * Whether a menu entry is the dashboard's, while on an event path.
	 *
	 * @param string $url     The entry's link.
	 * @param string $classes The entry's CSS classes.
	 */
	private function is_entry( string $url, string $classes ): bool {
		$dashboard = $this->dashboard_path();
		if ( false === $dashboard ) {
			return false;
		}
		if ( in_array( self::ENTRY_CLASS, preg_split( '/\s+/', $classes ) ?: array(), true ) ) {
			return true;
		}
		if ( '' === $url ) {
			return false;
		}
		$host = wp_parse_url( $url, PHP_URL_HOST );
		if ( is_string( $host ) && wp_parse_url( home_url(), PHP_URL_HOST ) !== $host ) {
			return false;
		}
		if ( ! VendorDashboardPath::is_dashboard( (string) wp_parse_url( $url, PHP_URL_PATH ), (string) wp_parse_url( $dashboard, PHP_URL_PATH ) ) ) {
			return false;
		}
		// Plain permalinks (?page_id=12): the link must name the same page.
		parse_str( (string) wp_parse_url( $dashboard, PHP_URL_QUERY ), $wanted );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $given );
		return array_intersect_assoc( $wanted, $given ) === $wanted;
	}

	/**
	 * The dashboard page's address while on one of its event paths, false otherwise.
	 */
	private function dashboard_path(): string|false {
		if ( null === $this->dashboard_path ) {
			$page                 = VendorDashboard::on_event_path() ? VendorDashboard::current_page() : null;
			$this->dashboard_path = null === $page ? false : (string) get_permalink( $page );
		}
		return $this->dashboard_path;
	}
}
