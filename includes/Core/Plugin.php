<?php
/**
 * Composition root: builds the shared services once and lists the areas.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core;

use Eventsmith\Infrastructure\Cron\ScheduledJobs;
use Eventsmith\Integrations\BuddyPress\BuddyPressIntegration;

defined( 'ABSPATH' ) || exit;

/**
 * Lists the areas. Each area builds its services from the shared ones and
 * registers their hooks; there is no global instance: WordPress holds the
 * services through the hooks they register.
 */
final class Plugin {

	/** Builds the shared services and the areas, and registers their hooks. Runs on `plugins_loaded`. */
	public static function boot(): void {
		load_plugin_textdomain( 'eventsmith', false, dirname( plugin_basename( EVENTSMITH_FILE ) ) . '/languages' );
		$shared  = new SharedServices( EVENTSMITH_DIR . '/build', plugins_url( 'build', EVENTSMITH_FILE ) );
		$scanner = new Areas\ScannerArea( $shared );
		$areas   = array(
			new Areas\ContentArea( $shared, Installer::for_site() ),
			new Areas\AdminArea( $shared, $scanner->page ),
			new Areas\EventsArea( $shared ),
			new Areas\PeopleArea( $shared ),
			new Areas\TemplatesArea( $shared ),
			new Areas\RsvpArea( $shared ),
			new Areas\MailQueueArea( $shared ),
			new Areas\ImportArea( $shared ),
			new Areas\TicketsArea( $shared ),
			new Areas\PaymentsArea( $shared ),
			new Areas\PayPalArea( $shared ),
			new Areas\WaitlistArea( $shared ),
			new Areas\ReportsArea( $shared ),
			new Areas\ExportArea( $shared ),
			$scanner,
			new Areas\VisitorArea( $shared ),
			new Areas\ArchiveArea( $shared ),
			new Areas\PageCacheArea( $shared ),
			new Areas\CalendarArea( $shared ),
			new Areas\EventsWidgetArea( $shared ),
			new Areas\ProgramWidgetsArea( $shared ),
			new Areas\SlidersArea( $shared ),
			new Areas\ShortcodeGeneratorArea( $shared ),
			new Areas\AttendeeListArea( $shared ),
			new Areas\VendorEventsArea( $shared ),
			new Areas\PrivacyArea(),
			new Areas\DemoArea( $shared ),
			new BuddyPressIntegration( $shared->events, $shared->event_reader, $shared->access, EVENTSMITH_DIR . '/build/blocks' ),
		);
		foreach ( $areas as $area ) {
			$area->register_hooks();
		}

		/**
		 * Fires once Eventsmith is wired: every area has registered its hooks.
		 *
		 * @param list<object> $areas The areas, in the order they registered.
		 */
		do_action( 'eventsmith_loaded', $areas );
	}

	/** Activation: installs or upgrades the schema and grants capabilities (every site's when network-wide). @param bool $network_wide Network activation. */
	public static function activate( $network_wide = false ): void {
		( new NetworkInstaller() )->activate( (bool) $network_wide );
	}

	/** Deactivation keeps all data; it only clears scheduled work: every cron event whose hook starts with `eventsmith_`. */
	public static function deactivate(): void {
		ScheduledJobs::clear();
	}
}
