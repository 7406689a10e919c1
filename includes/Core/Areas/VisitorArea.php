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
use Eventsmith\Blocks\Event\EventPieces;
use Eventsmith\Blocks\Event\EventSocialMeta;
use Eventsmith\Blocks\Event\EventStructuredData;
use Eventsmith\Blocks\Event\PluginTemplates;
use Eventsmith\Blocks\Speaker\SpeakerPageContent;
use Eventsmith\Core\SharedServices;
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

	/** The event page's piece blocks (blocks/event-*), served by EventPieces. */
	private const EVENT_PIECES = array( 'event-add-to-calendar', 'event-date', 'event-location', 'event-schedule', 'event-speakers', 'event-status', 'event-terms', 'event-tickets' );

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers every visitor-side service's hooks.
	 */
	public function register_hooks(): void {
		$shared   = $this->shared;
		$entries  = $shared->calendar_entries;
		$pieces   = new EventPieces( $shared->event_pages, $shared->people, $shared->schedules, $shared->registration_views, $entries );
		$services = array(
			new PluginTemplates( EVENTSMITH_DIR . '/templates' ),
			new EventPageContent(),
			new SpeakerPageContent(),
			new EventStructuredData( $pieces, $shared->event_pages ),
			new EventSocialMeta( $shared->event_pages ),
			new CalendarFeeds( $entries, $shared->event_index ),
			new LandingPage( new LandingTemplateChoice( $this->shared->templates, $this->shared->settings ), $this->shared->contexts, $this->shared->renderer ),
		);
		foreach ( $services as $service ) {
			$service->register_hooks();
		}
		$blocks = array( 'speaker-profile' => $shared->speaker_pages );
		foreach ( self::EVENT_PIECES as $piece ) {
			$blocks[ $piece ] = $pieces;
		}
		$shared->blocks->serve( $blocks );
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
