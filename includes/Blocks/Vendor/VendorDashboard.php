<?php
/**
 * The vendor dashboard page: its event paths and the page's own addresses.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Vendor;

use Eventsmith\Domain\Access\VendorDashboardPath;

defined( 'ABSPATH' ) || exit;

/**
 * The page holding the vendor event form (block or shortcode) is the vendor
 * dashboard. Below any page, `create-event/` and `vendor-event/{id}/` are
 * rewrite endpoints, so the form's views have their own addresses
 * (`?create-event=1` and `?vendor-event={id}` with plain permalinks).
 */
final class VendorDashboard {

	/** Bump when the endpoints change, so the rewrite rules are rebuilt once. */
	private const RULES_VERSION = '1';
	private const RULES_OPTION  = 'eventsmith_vendor_rules';

	/** The block, and the shortcode placing it. */
	public const BLOCK     = 'eventsmith/vendor-event-form';
	public const SHORTCODE = 'eventsmith_vendor_event_form';

	/**
	 * Adds the endpoints, no-cache headers and a body class.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'add_endpoints' ) );
		add_action( 'init', array( $this, 'add_shortcode' ) );
		add_action( 'init', array( $this, 'refresh_rules' ), 99 );
		add_action( 'template_redirect', array( $this, 'no_cache' ) );
		add_filter( 'body_class', array( $this, 'body_class' ) );
	}

	/**
	 * The two endpoints, on pages.
	 */
	public function add_endpoints(): void {
		add_rewrite_endpoint( VendorDashboardPath::CREATE, EP_PAGES );
		add_rewrite_endpoint( VendorDashboardPath::EVENT, EP_PAGES );
	}

	/**
	 * `[eventsmith_vendor_event_form]` places the block. It is not one of the
	 * embeddable widget shortcodes (Shortcodes::MAP): its content is per user.
	 */
	public function add_shortcode(): void {
		add_shortcode(
			self::SHORTCODE,
			static fn(): string => render_block(
				array(
					'blockName'    => self::BLOCK,
					'attrs'        => array(),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);
	}

	/**
	 * Rebuilds the rewrite rules once after the endpoints changed.
	 */
	public function refresh_rules(): void {
		if ( get_option( self::RULES_OPTION ) !== self::RULES_VERSION ) {
			flush_rewrite_rules( false );
			update_option( self::RULES_OPTION, self::RULES_VERSION, true );
		}
	}

	/**
	 * The dashboard's content differs per user: no page cache may keep it.
	 */
	public function no_cache(): void {
		if ( null !== self::current_page() ) {
			nocache_headers();
		}
	}

	/**
	 * `eventsmith-vendor-event-path` on the dashboard's event paths, for themes.
	 *
	 * @param array<int, string> $classes Body classes.
	 * @return array<int, string>
	 */
	public function body_class( array $classes ): array {
		if ( self::on_event_path() ) {
			$classes[] = 'eventsmith-vendor-event-path';
		}
		return $classes;
	}

	/**
	 * The page being shown, when it is a vendor dashboard.
	 */
	public static function current_page(): ?\WP_Post {
		if ( ! is_singular() ) {
			return null;
		}
		$post = get_queried_object();
		if ( ! $post instanceof \WP_Post ) {
			return null;
		}
		return has_block( self::BLOCK, $post ) || has_shortcode( $post->post_content, self::SHORTCODE ) ? $post : null;
	}

	/**
	 * Whether the request is a create-event or vendor-event path under the
	 * vendor dashboard (FE-05).
	 */
	public static function on_event_path(): bool {
		global $wp;
		$page = self::current_page();
		if ( null === $page ) {
			return false;
		}
		$vars = $wp instanceof \WP ? $wp->query_vars : array();
		if ( array_key_exists( VendorDashboardPath::CREATE, $vars ) || array_key_exists( VendorDashboardPath::EVENT, $vars ) ) {
			return true;
		}
		$request = (string) wp_parse_url( home_url( $wp instanceof \WP ? (string) $wp->request : '' ), PHP_URL_PATH );
		return VendorDashboardPath::is_event_path( $request, (string) wp_parse_url( (string) get_permalink( $page ), PHP_URL_PATH ) );
	}

	/**
	 * Which view of the form the request asks for.
	 *
	 * @return array{view: string, event_id: int} view 'list', 'create' or 'edit'.
	 */
	public static function route(): array {
		global $wp;
		$vars = $wp instanceof \WP ? $wp->query_vars : array();
		if ( array_key_exists( VendorDashboardPath::EVENT, $vars ) ) {
			return array(
				'view'     => 'edit',
				'event_id' => absint( $vars[ VendorDashboardPath::EVENT ] ),
			);
		}
		return array(
			'view'     => array_key_exists( VendorDashboardPath::CREATE, $vars ) ? 'create' : 'list',
			'event_id' => 0,
		);
	}

	/**
	 * The address of one of the form's views.
	 *
	 * @param string $page_url The dashboard page's address.
	 * @param string $segment  VendorDashboardPath::CREATE or ::EVENT.
	 * @param int    $event_id The event (for ::EVENT).
	 */
	public static function url( string $page_url, string $segment, int $event_id = 0 ): string {
		$value = VendorDashboardPath::EVENT === $segment ? (string) $event_id : '';
		if ( '' === (string) get_option( 'permalink_structure' ) || str_contains( $page_url, '?' ) ) {
			return add_query_arg( $segment, '' === $value ? '1' : $value, $page_url );
		}
		return user_trailingslashit( trailingslashit( $page_url ) . $segment . ( '' === $value ? '' : '/' . $value ) );
	}
}
