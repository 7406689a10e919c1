<?php
/**
 * The "Eventsmith" admin menu.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Domain\Access\Permission;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the top-level menu and its pages for users who hold at least one
 * dashboard permission.
 */
final class AdminMenu {

	public const DASHBOARD_SLUG        = 'eventsmith';
	public const TEMPLATE_BUILDER_SLUG = 'eventsmith-template-builder';
	public const SCANNER_SLUG          = 'eventsmith-scanner';

	/**
	 * Constructor.
	 *
	 * @param DashboardPage       $dashboard        The dashboard SPA page.
	 * @param TemplateBuilderPage $template_builder The template builder page.
	 * @param ScannerPage         $scanner          The door-staff ticket scanner page.
	 */
	public function __construct(
		private DashboardPage $dashboard,
		private TemplateBuilderPage $template_builder,
		private ScannerPage $scanner
	) {}

	/**
	 * Hooks the menu and the page assets.
	 */
	public function register_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
	}

	/**
	 * Registers the menu pages.
	 */
	public function add_menu(): void {
		// Hidden (no parent, no menu entry): opened from the event list's "scan ticket" action.
		// Door staff may hold only the QR-scan permission, so it does not depend on the dashboard's.
		$scanner_hook = add_submenu_page(
			'',
			__( 'Scan tickets', 'eventsmith' ),
			__( 'Scan tickets', 'eventsmith' ),
			$this->capability_for( Permission::ManageQrScan ),
			self::SCANNER_SLUG,
			array( $this->scanner, 'render' )
		);
		if ( $scanner_hook ) {
			add_action( 'load-' . $scanner_hook, array( $this->scanner, 'load' ) );
			add_action( 'load-' . $scanner_hook, array( $this, 'highlight_dashboard_menu' ) );
			// Off WordPress's list of hidden pages (the page stays registered and allowed): that
			// list would reset the menu parent that highlight_dashboard_menu() chooses to none.
			remove_submenu_page( '', self::SCANNER_SLUG );
		}

		$capability = $this->dashboard_capability();
		if ( null === $capability ) {
			return;
		}

		$hook = add_menu_page(
			__( 'Eventsmith', 'eventsmith' ),
			__( 'Eventsmith', 'eventsmith' ),
			$capability,
			self::DASHBOARD_SLUG,
			array( $this->dashboard, 'render' ),
			'dashicons-calendar-alt',
			26
		);
		add_submenu_page(
			self::DASHBOARD_SLUG,
			__( 'Events', 'eventsmith' ),
			__( 'Dashboard', 'eventsmith' ),
			$capability,
			self::DASHBOARD_SLUG,
			array( $this->dashboard, 'render' )
		);
		$builder_hook = add_submenu_page(
			self::DASHBOARD_SLUG,
			__( 'Template Builder', 'eventsmith' ),
			__( 'Template Builder', 'eventsmith' ),
			$this->capability_for( Permission::ManageTemplate ),
			self::TEMPLATE_BUILDER_SLUG,
			array( $this->template_builder, 'render' )
		);

		// Links into the dashboard app (no page callback: WordPress uses the slug as the address).
		// The dashboard's own header keeps its three groups (ADM-HDR-01); these screens live here.
		$app_links = array(
			'import'         => array( __( 'Import', 'eventsmith' ), Permission::ManageEvent ),
			'shortcodes'     => array( __( 'Shortcodes', 'eventsmith' ), Permission::ManageShortcodes ),
			'settings'       => array( __( 'Settings', 'eventsmith' ), Permission::ManageSettings ),
			'export'         => array( __( 'Export', 'eventsmith' ), Permission::ManageEvent ),
			'access-control' => array( __( 'Access Control', 'eventsmith' ), Permission::ManageSettings ),
			'license'        => array( __( 'License', 'eventsmith' ), Permission::ManageSettings ),
		);
		foreach ( $app_links as $route => list( $title, $permission ) ) {
			add_submenu_page( self::DASHBOARD_SLUG, $title, $title, $this->capability_for( $permission ), 'admin.php?page=' . self::DASHBOARD_SLUG . '#/' . $route );
		}

		add_action( 'load-' . $hook, array( $this->dashboard, 'load' ) );
		if ( $builder_hook ) {
			add_action( 'load-' . $builder_hook, array( $this->template_builder, 'load' ) );
		}
	}

	/**
	 * Keeps the Eventsmith menu open and highlighted on the hidden scanner page.
	 */
	public function highlight_dashboard_menu(): void {
		add_filter( 'parent_file', static fn(): string => self::DASHBOARD_SLUG );
		add_filter( 'submenu_file', static fn(): string => self::DASHBOARD_SLUG );
	}

	/**
	 * The first dashboard permission (or the settings permission, which opens
	 * the settings, access control and the license) the current user holds, or null for none.
	 * WordPress menus take one capability; a user with any dashboard permission
	 * sees the menu, and the dashboard itself hides what they may not open.
	 */
	private function dashboard_capability(): ?string {
		if ( current_user_can( 'manage_options' ) ) {
			return 'manage_options';
		}
		foreach ( array( ...Permission::dashboard(), Permission::ManageSettings ) as $permission ) {
			if ( current_user_can( $permission->value ) ) {
				return $permission->value;
			}
		}
		return null;
	}

	/**
	 * Administrators pass every Eventsmith permission.
	 *
	 * @param Permission $permission Permission of a page.
	 */
	private function capability_for( Permission $permission ): string {
		return current_user_can( 'manage_options' ) ? 'manage_options' : $permission->value;
	}
}
