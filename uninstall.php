<?php
/**
 * Runs when the plugin is deleted from the Plugins screen. Data is removed
 * only when the site opted in with the "Delete all data on uninstall" setting;
 * on a multisite network every site is visited and decides by its own setting.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Core/Autoloader.php';
\Eventsmith\Core\Autoloader::register( 'Eventsmith\\', __DIR__ . '/includes' );

( new \Eventsmith\Infrastructure\Uninstaller(
	new \Eventsmith\Infrastructure\Settings\SettingsRepository(),
	new \Eventsmith\Infrastructure\Access\RoleCapabilities()
) )->uninstall_everywhere();
