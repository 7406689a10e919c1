<?php
/**
 * Composition root: builds every service once and lets each one register its hooks.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core;

use Eventsmith\Admin\AdminMenu;
use Eventsmith\Admin\DashboardPage;
use Eventsmith\Admin\TemplateBuilderPage;
use Eventsmith\Blocks\BlockRegistry;
use Eventsmith\Blocks\Shortcodes;
use Eventsmith\Cli\SeedCommand;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Access\RoleCapabilities;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\Migrator;
use Eventsmith\Infrastructure\Demo\DemoSeeder;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\SettingsController;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin together. There is no global instance: WordPress holds the
 * services through the hooks they register.
 */
final class Plugin {

	/**
	 * Builds the services and registers their hooks. Runs on `plugins_loaded`.
	 */
	public static function boot(): void {
		$assets   = new Assets( EVENTSMITH_DIR . '/build', plugins_url( 'build', EVENTSMITH_FILE ) );
		$settings = new SettingsRepository();
		$seeder   = new DemoSeeder();
		$access   = new AccessPolicy();

		$services = array(
			self::installer(),
			new PostTypes(),
			new Taxonomies(),
			new AdminMenu(
				new DashboardPage( $assets, $settings, $access ),
				new TemplateBuilderPage( $assets )
			),
			new RestRegistrar(
				array(
					// One controller per resource; keep one per line.
					new SettingsController( $settings, $access ),
				)
			),
			new BlockRegistry( EVENTSMITH_DIR . '/build/blocks' ),
			new Shortcodes(),
			$seeder,
		);

		foreach ( $services as $service ) {
			$service->register_hooks();
		}

		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			SeedCommand::register( $seeder );
		}

		load_plugin_textdomain( 'eventsmith', false, dirname( plugin_basename( EVENTSMITH_FILE ) ) . '/languages' );
	}

	/**
	 * Activation: installs or upgrades the schema and grants capabilities.
	 */
	public static function activate(): void {
		self::installer()->install();
	}

	/**
	 * Deactivation keeps all data; it only clears scheduled work.
	 */
	public static function deactivate(): void {
		wp_clear_scheduled_hook( 'eventsmith_daily_maintenance' );
	}

	/**
	 * Builds the installer, shared by activation and the upgrade check.
	 */
	private static function installer(): Installer {
		return new Installer( new Migrator(), new RoleCapabilities() );
	}
}
