<?php
/**
 * Wiring of the staff screens: the admin menu, settings, access control and the license.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Admin\AdminMenu;
use Eventsmith\Admin\DashboardPage;
use Eventsmith\Admin\PluginActionLinks;
use Eventsmith\Admin\ScannerPage;
use Eventsmith\Admin\TemplateBuilderPage;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Mail\MailPreview;
use Eventsmith\Infrastructure\Access\RoleCapabilities;
use Eventsmith\Infrastructure\License\LicenseStore;
use Eventsmith\Infrastructure\Mail\TestMail;
use Eventsmith\Infrastructure\Settings\SettingsChoices;
use Eventsmith\Rest\MailPreviewController;
use Eventsmith\Rest\LicenseController;
use Eventsmith\Rest\PermissionsController;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\SettingsController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the dashboard, template builder and scanner menu pages, the
 * Plugins screen's links into them, and the site-wide settings, permissions and license routes.
 */
final class AdminArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared  The shared services.
	 * @param ScannerPage    $scanner The scanner page (built by the scanner area).
	 */
	public function __construct( private SharedServices $shared, private ScannerPage $scanner ) {}

	/**
	 * Registers the menu pages and the staff-wide routes.
	 */
	public function register_hooks(): void {
		$shared = $this->shared;
		( new AdminMenu(
			new DashboardPage( $shared->assets, $shared->settings, $shared->access ),
			new TemplateBuilderPage( $shared->assets, $shared->elementor ),
			$this->scanner
		) )->register_hooks();
		( new PluginActionLinks( plugin_basename( EVENTSMITH_FILE ) ) )->register_hooks();
		( new RestRegistrar(
			array(
				new SettingsController( $shared->settings, new SettingsChoices( $shared->payment_gateways, $shared->templates ), new TestMail( $shared->mailer ), $shared->access ),
				new MailPreviewController( new MailPreview( $shared->mail_texts, $shared->mail_composer ), $shared->access ),
				new PermissionsController( new RoleCapabilities(), $shared->access ),
				new LicenseController( new LicenseStore(), $shared->access ),
			)
		) )->register_hooks();
	}
}
