<?php
/**
 * Composition root: builds every service once and lets each one register its hooks.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core;

use Eventsmith\Admin\AdminMenu;
use Eventsmith\Ajax\RsvpInsertAction;
use Eventsmith\Admin\AttendeeExport;
use Eventsmith\Admin\BookingExport;
use Eventsmith\Admin\DashboardPage;
use Eventsmith\Admin\ScannerModeForm;
use Eventsmith\Admin\ScannerPage;
use Eventsmith\Admin\TemplateBuilderPage;
use Eventsmith\Blocks\BlockRegistry;
use Eventsmith\Blocks\Shortcodes;
use Eventsmith\Blocks\Templates\CertificatePage;
use Eventsmith\Blocks\Templates\PreviewPage;
use Eventsmith\Blocks\Templates\TemplateBlocks;
use Eventsmith\Blocks\Templates\TicketPage;
use Eventsmith\Blocks\Templates\DocumentScripts;
use Eventsmith\Blocks\Templates\TicketTemplateChoice;
use Eventsmith\Blocks\Templates\VerifyAddress;
use Eventsmith\Cli\SeedCommand;
use Eventsmith\Core\Areas\VisitorArea;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Integrations\BuddyPress\BuddyPressIntegration;
use Eventsmith\Infrastructure\Access\RoleCapabilities;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\Migrator;
use Eventsmith\Infrastructure\Demo\BulkEventSeeder;
use Eventsmith\Infrastructure\License\LicenseStore;
use Eventsmith\Infrastructure\Mail\MailTexts;
use Eventsmith\Infrastructure\Mail\PluginMailer;
use Eventsmith\Infrastructure\Mail\TestMail;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Demo\DemoEvents;
use Eventsmith\Infrastructure\Demo\DemoEventDetails;
use Eventsmith\Infrastructure\Demo\DemoSales;
use Eventsmith\Infrastructure\Demo\DemoPeople;
use Eventsmith\Infrastructure\Demo\DemoSeeder;
use Eventsmith\Infrastructure\Demo\DemoTemplates;
use Eventsmith\Infrastructure\Events\EventIndex;
use Eventsmith\Infrastructure\Events\EventIndexer;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;
use Eventsmith\Infrastructure\Settings\SettingsChoices;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;
use Eventsmith\Infrastructure\Templates\Library\TemplateLibrary;
use Eventsmith\Infrastructure\Templates\Rendering\ContextReader;
use Eventsmith\Infrastructure\Templates\Rendering\TemplateRenderer;
use Eventsmith\Infrastructure\Templates\ElementorSupport;
use Eventsmith\Infrastructure\Templates\TemplateRepository;
use Eventsmith\Infrastructure\Terms\TermRepository;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;
use Eventsmith\Infrastructure\Tickets\BookingReport;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\CheckinService;
use Eventsmith\Infrastructure\Tickets\InvitationMailer;
use Eventsmith\Infrastructure\Mail\Queue\MailQueue;
use Eventsmith\Infrastructure\Mail\Queue\QueueCron;
use Eventsmith\Infrastructure\Mail\Queue\QueueWorker;
use Eventsmith\Infrastructure\Tickets\RsvpRateLimit;
use Eventsmith\Infrastructure\Tickets\RsvpReport;
use Eventsmith\Infrastructure\Tickets\RsvpConfirmationMailer;
use Eventsmith\Infrastructure\Tickets\RsvpService;
use Eventsmith\Rest\AttendeesController;
use Eventsmith\Rest\BookingsController;
use Eventsmith\Rest\CategoriesController;
use Eventsmith\Rest\EventListParams;
use Eventsmith\Rest\EventPresenter;
use Eventsmith\Rest\EventCertificateController;
use Eventsmith\Rest\EventsController;
use Eventsmith\Rest\LicenseController;
use Eventsmith\Rest\PermissionsController;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\RsvpController;
use Eventsmith\Rest\RsvpInvitationsController;
use Eventsmith\Rest\RsvpReportController;
use Eventsmith\Rest\SchedulesController;
use Eventsmith\Rest\SettingsController;
use Eventsmith\Rest\SpeakerGroupsController;
use Eventsmith\Rest\SpeakersController;
use Eventsmith\Rest\TagsController;
use Eventsmith\Rest\TemplateLibraryController;
use Eventsmith\Rest\TemplateRenderController;
use Eventsmith\Rest\TemplatesController;
use Eventsmith\Rest\TicketVerificationController;

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
		load_plugin_textdomain( 'eventsmith', false, dirname( plugin_basename( EVENTSMITH_FILE ) ) . '/languages' );
		$assets   = new Assets( EVENTSMITH_DIR . '/build', plugins_url( 'build', EVENTSMITH_FILE ) );
		$settings = new SettingsRepository();
		$access   = new AccessPolicy();
		$mailer   = new PluginMailer( $settings );

		$event_index   = new EventIndex();
		$capacity      = new CapacityLedger();
		$event_reader  = new EventReader( $capacity );
		$mail_texts    = new MailTexts( $settings, $event_reader );
		$mail_queue    = new MailQueue();
		$queue_worker  = new QueueWorker( $mail_queue, $mailer );
		$queue_cron    = new QueueCron( $queue_worker, $mail_queue );
		$invitations   = new InvitationMailer( $event_reader, $mail_texts, $mail_queue, $queue_worker, $queue_cron );
		$event_indexer = new EventIndexer( $event_index, $event_reader );
		$events        = new EventRepository( $event_reader, $event_indexer, $event_index );

		$speakers  = new SpeakerRepository();
		$schedules = new ScheduleRepository( $speakers );

		$attendees = new AttendeeRepository();
		$templates = new TemplateRepository();
		$elementor = new ElementorSupport();
		$library   = new TemplateLibrary();
		$contexts  = new ContextReader( $event_reader );
		$renderer  = new TemplateRenderer();
		$checkins  = new CheckinService( $attendees );

		$rsvps      = new RsvpService( $event_reader, $capacity, $attendees, $settings, new RsvpConfirmationMailer( $mailer, $mail_texts ) );
		$rsvp_limit = new RsvpRateLimit();

		$scanner_mode = new ScannerModeForm( $settings, $access );
		$scanner      = new ScannerPage( $assets, $settings, $access, $scanner_mode );

		$seeder = new DemoSeeder(
			new DemoPeople( $speakers, $schedules ),
			new DemoEvents( $events ),
			new DemoTemplates( $library, $templates ),
			new BulkEventSeeder(),
			new DemoSales( new BookingService( $event_reader, $capacity, $attendees, $mailer ), $rsvps, $checkins, $attendees ),
			new DemoEventDetails( $events, $event_reader, $schedules, EVENTSMITH_DIR . '/assets/demo' )
		);

		$services = array(
			self::installer(),
			new PostTypes(),
			new Taxonomies(),
			$event_indexer,
			new AdminMenu(
				new DashboardPage( $assets, $settings, $access ),
				new TemplateBuilderPage( $assets, $elementor ),
				$scanner
			),
			new RestRegistrar(
				array(
					// One controller per resource; keep one per line.
					new SettingsController( $settings, new SettingsChoices( new PaymentGateways( $settings ), $templates ), new TestMail( $mailer ), $access ),
					new SpeakersController( $speakers, $access ),
					new CategoriesController( new TermRepository( Taxonomies::CATEGORY, true ), $access ),
					new TagsController( new TermRepository( Taxonomies::TAG ), $access ),
					new SpeakerGroupsController( new TermRepository( Taxonomies::SPEAKER_GROUP ), $access ),
					new PermissionsController( new RoleCapabilities(), $access ),
					new LicenseController( new LicenseStore(), $access ),
					new TemplatesController( $templates, $access ),
					new TemplateLibraryController( $library, $access ),
					new TemplateRenderController( $templates, $contexts, $renderer, $access ),
					new RsvpController( $rsvps, $rsvp_limit, $access ),
					new TicketVerificationController( new CheckinService( $attendees ), $access ),
					new AttendeesController( $attendees, $capacity, $access ),
					new BookingsController( new BookingService( $event_reader, $capacity, $attendees, $mailer ), new BookingReport(), $access ),
					new RsvpReportController( new RsvpReport(), $access ),
					new RsvpInvitationsController( $invitations, $access ),
					new SchedulesController( $schedules, $access ),
					new EventsController( $events, new EventPresenter( $event_reader ), new EventListParams(), $access ),
					new EventCertificateController( $event_reader, $attendees, $mailer, $access ),
				)
			),
			new AttendeeExport( $attendees, $access ),
			new BookingExport( new BookingReport(), $access ),
			new BlockRegistry( EVENTSMITH_DIR . '/build/blocks' ),
			new Shortcodes(),
			$elementor,
			$scanner_mode,
			new RsvpInsertAction( $rsvps, $rsvp_limit ),
			new VisitorArea( $event_reader, $event_index, $templates, $settings ),
			new Areas\ArchiveArea( $event_reader ),
			new TemplateBlocks( EVENTSMITH_DIR . '/template-editor/blocks' ),
			new DocumentScripts( EVENTSMITH_DIR . '/build', plugins_url( 'build', EVENTSMITH_FILE ) ),
			new PreviewPage( $templates, $contexts, $renderer, $access ),
			new CertificatePage( $attendees, $contexts, $renderer, $templates ),
			new TicketPage( $attendees, $contexts, $renderer, new TicketTemplateChoice( $templates ) ),
			new VerifyAddress( $checkins, $access, $scanner ),
			$seeder,
			new Areas\CalendarArea( $access ),
			new Areas\AttendeeListArea( $access ),
			new Areas\VendorEventsArea( $events, $event_reader, $access ),
			new Areas\TicketsArea( $event_reader, $capacity, $attendees, $settings, $rsvp_limit, $access ),
			$invitations,
			new Areas\MailQueueArea( $mail_queue, $queue_cron, $access ),
			new Areas\EventsWidgetArea( $access ),
			new Areas\ProgramWidgetsArea( $schedules, $access ),
			new Areas\ShortcodeGeneratorArea( $access ),
			new Areas\SlidersArea( $speakers, $access ),
			new Areas\PrivacyArea(),
			new Areas\ScannerArea( $checkins, $attendees, $access ),
			new BuddyPressIntegration( $events, $event_reader, $access, EVENTSMITH_DIR . '/build/blocks' ),
		);

		foreach ( $services as $service ) {
			$service->register_hooks();
		}

		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			SeedCommand::register( $seeder );
		}
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
		wp_clear_scheduled_hook( QueueCron::HOOK );
		wp_clear_scheduled_hook( \Eventsmith\Infrastructure\Tickets\UnpaidOrderSweep::HOOK );
	}

	/**
	 * Builds the installer, shared by activation and the upgrade check.
	 */
	private static function installer(): Installer {
		return new Installer( new Migrator(), new RoleCapabilities() );
	}
}
