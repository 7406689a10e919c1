<?php
/**
 * Wiring of what visitors see of an event: its page, calendar files and
 * search-engine data (the archives are ArchiveArea's).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Event\CalendarFeeds;
use Eventsmith\Blocks\Event\EventPageContent;
use Eventsmith\Blocks\Event\PluginTemplates;
use Eventsmith\Blocks\Event\EventStructuredData;
use Eventsmith\Blocks\Speaker\SpeakerPageContent;
use Eventsmith\Infrastructure\Calendar\CalendarEntries;
use Eventsmith\Infrastructure\Events\EventIndex;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Templates\Rendering\ContextReader;
use Eventsmith\Infrastructure\Templates\Rendering\TemplateRenderer;
use Eventsmith\Infrastructure\Templates\TemplateRepository;
use Eventsmith\Frontend\EventPage\LandingPage;
use Eventsmith\Frontend\EventPage\LandingTemplateChoice;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the visitor side's services from the shared event reader and index.
 */
final class VisitorArea {

	/**
	 * Bump when an address (rewrite rule) of the visitor side changes: sites
	 * then rebuild their rules once, on their next request.
	 */
	private const RULES_VERSION = '1';
	private const RULES_OPTION  = 'eventsmith_visitor_rules';

	/**
	 * Constructor.
	 *
	 * @param EventReader $reader Reads stored events.
	 * @param EventIndex         $index     The event index table.
	 * @param TemplateRepository $templates Builder templates (Event Landing designs).
	 * @param SettingsRepository $settings  Site settings (the default landing template).
	 */
	public function __construct(
		private EventReader $reader,
		private EventIndex $index,
		private TemplateRepository $templates,
		private SettingsRepository $settings
	) {}

	/**
	 * Registers every visitor-side service's hooks.
	 */
	public function register_hooks(): void {
		$services = array(
			new PluginTemplates( EVENTSMITH_DIR . '/templates' ),
			new EventPageContent(),
			new SpeakerPageContent(),
			new EventStructuredData(),
			new CalendarFeeds( new CalendarEntries( $this->reader ), $this->index ),
			new LandingPage( new LandingTemplateChoice( $this->templates, $this->settings ), new ContextReader( $this->reader ), new TemplateRenderer() ),
		);
		foreach ( $services as $service ) {
			$service->register_hooks();
		}
		add_action( 'init', array( $this, 'refresh_rules' ), 99 );
	}

	/**
	 * Rebuilds the rewrite rules once after the visitor addresses changed
	 * (after every service added its rules on `init`).
	 */
	public function refresh_rules(): void {
		if ( get_option( self::RULES_OPTION ) !== self::RULES_VERSION ) {
			flush_rewrite_rules( false );
			update_option( self::RULES_OPTION, self::RULES_VERSION, true );
		}
	}
}
