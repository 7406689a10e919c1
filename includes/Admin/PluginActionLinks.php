<?php
/**
 * The "Settings" and "Dashboard" links under Eventsmith on the Plugins screen.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Domain\Access\Permission;

defined( 'ABSPATH' ) || exit;

/**
 * Adds links into the dashboard beside "Deactivate", for users who may open
 * them (administrators pass every Eventsmith permission).
 */
final class PluginActionLinks {

	/**
	 * Constructor.
	 *
	 * @param string $basename The plugin's basename (eventsmith/plugin.php).
	 */
	public function __construct( private string $basename ) {}

	/**
	 * Hooks the Plugins screen's action links of this plugin.
	 */
	public function register_hooks(): void {
		add_filter( 'plugin_action_links_' . $this->basename, array( $this, 'add_links' ) );
	}

	/**
	 * Puts "Settings" and "Dashboard" first.
	 *
	 * @param array<string|int, string> $links The links WordPress shows (Deactivate …).
	 * @return array<string|int, string>
	 */
	public function add_links( $links ): array {
		$links = is_array( $links ) ? $links : array();
		$ours  = array();
		$admin = current_user_can( 'manage_options' );
		if ( $admin || current_user_can( Permission::ManageSettings->value ) ) {
			$ours['eventsmith_settings'] = sprintf(
				'<a href="%s">%s</a>',
				esc_url( admin_url( 'admin.php?page=' . AdminMenu::DASHBOARD_SLUG . '#/settings' ) ),
				esc_html__( 'Settings', 'eventsmith' )
			);
		}
		$dashboard = $admin;
		foreach ( Permission::dashboard() as $permission ) {
			$dashboard = $dashboard || current_user_can( $permission->value );
		}
		if ( $dashboard ) {
			$ours['eventsmith_dashboard'] = sprintf(
				'<a href="%s">%s</a>',
				esc_url( admin_url( 'admin.php?page=' . AdminMenu::DASHBOARD_SLUG ) ),
				esc_html__( 'Dashboard', 'eventsmith' )
			);
		}
		return $ours + $links;
	}
}
