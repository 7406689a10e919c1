<?php
/**
 * Fills a site with demo content, once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The one way demo content is made: the `eventsmith_seed_demo` action (used by
 * the development site's blueprint) and `wp eventsmith seed` both call it.
 * Seeding is idempotent: every demo post carries a demo key, and a key that
 * exists is not seeded again.
 */
final class DemoSeeder {

	public const DEMO_META = '_eventsmith_demo';

	/**
	 * The steps of the sample events a site owner adds from the dashboard's
	 * welcome: the demo content without its sales (no bookings, tickets or
	 * mail in a real site's records) and without the widgets page.
	 */
	public const SAMPLE_STEPS = array( 'people', 'events', 'templates', 'details', 'ticket_types' );

	/**
	 * Keys seeded before, loaded once per run.
	 *
	 * @var array<string, true>|null
	 */
	private ?array $seeded = null;

	/**
	 * Constructor.
	 *
	 * @param DemoPeople      $people Demo speakers, organizers and schedules.
	 * @param DemoEvents      $events Demo events, categories and tags.
	 * @param DemoTemplates   $templates Demo templates from the library.
	 * @param BulkEventSeeder $bulk   Many events at once, for benchmarks.
	 * @param DemoSales       $sales  Bookings, check-ins and RSVPs for some demo events.
	 * @param DemoEventDetails $details People, programme, image and online links of the demo events.
	 * @param DemoWidgetsPage $widgets_page The page showing every widget.
	 * @param DemoTicketTypes $ticket_types Ticket types of some demo events.
	 */
	public function __construct(
		private DemoPeople $people,
		private DemoEvents $events,
		private DemoTemplates $templates,
		private BulkEventSeeder $bulk,
		private DemoSales $sales,
		private DemoEventDetails $details,
		private DemoWidgetsPage $widgets_page = new DemoWidgetsPage(),
		private DemoTicketTypes $ticket_types = new DemoTicketTypes()
	) {}

	/**
	 * Lets PHP callers (blueprints, scripts) seed through an action.
	 */
	public function register_hooks(): void {
		add_action( 'eventsmith_seed_demo', array( $this, 'seed' ) );
	}

	/**
	 * Creates whatever demo content is missing; with `events` => N, also adds N
	 * more events in bulk (benchmarks).
	 *
	 * @param array{events?: int}|mixed $args Options (do_action() without arguments passes '').
	 * @return array<string, int> Counts of what was created, by kind.
	 */
	public function seed( mixed $args = array() ): array {
		$args    = is_array( $args ) ? $args : array();
		$created = array();
		foreach ( array( 'people', 'events', 'templates', 'details', 'sales', 'ticket_types', 'page' ) as $step ) {
			$created += $this->seed_step( $step );
		}
		if ( ( $args['events'] ?? 0 ) > 0 ) {
			$created['bulk_events'] = $this->bulk->insert( (int) $args['events'] );
		}

		/**
		 * Fires after the demo content is seeded, so extensions can add theirs.
		 *
		 * @param array<string, int> $created Counts of what was created.
		 */
		do_action( 'eventsmith_demo_seeded', $created );
		return $created;
	}

	/**
	 * Creates what is missing of one part of the demo content, so that a long
	 * seed can run over several requests (the dashboard's sample events run
	 * SAMPLE_STEPS one at a time). Every demo post carries DEMO_META.
	 *
	 * @param string $step One of people, events, templates, details, sales, ticket_types, page.
	 * @return array<string, int> Counts of what was created, by kind.
	 */
	public function seed_step( string $step ): array {
		$this->seeded = null;
		$exists       = fn( string $key ): bool => isset( $this->seeded()[ $key ] );
		$mark         = function ( int $post_id, string $key ): void {
			update_post_meta( $post_id, self::DEMO_META, $key );
			$this->seeded[ $key ] = true;
		};
		switch ( $step ) {
			case 'people':
				return $this->people->seed( $exists, $mark );
			case 'events':
				return array( 'events' => $this->events->seed( $exists, $mark ) );
			case 'templates':
				return array( 'templates' => $this->templates->seed( $exists, $mark ) );
			case 'details':
				return array( 'event_details' => $this->details->seed( $exists, $mark, array( $this, 'any_post_of' ) ) );
			case 'sales':
				return $this->sales->seed( array( $this, 'post_of' ) );
			case 'ticket_types':
				return array( 'ticket_types' => $this->ticket_types->seed( array( $this, 'post_of' ) ) );
			case 'page':
				$widgets_page = $this->widgets_page->ensure( $this->any_post_of( 'widgets' ), $this->any_post_of( 'speaker-0' ) );
				if ( $exists( 'widgets' ) ) {
					return array( 'pages' => 0 );
				}
				$mark( $widgets_page, 'widgets' );
				return array( 'pages' => 1 );
		}
		return array();
	}

	/**
	 * Demo keys that exist (posts not in the trash).
	 *
	 * @return array<string, true>
	 */
	private function seeded(): array {
		if ( null === $this->seeded ) {
			global $wpdb;
			$keys         = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT pm.meta_value FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id WHERE pm.meta_key = %s AND p.post_status <> 'trash'",
					self::DEMO_META
				)
			);
			$this->seeded = array_fill_keys( $keys, true );
		}
		return $this->seeded;
	}

	/**
	 * The post seeded under a demo key whatever its status (not trashed), or 0.
	 *
	 * @param string $key Demo key.
	 */
	public function any_post_of( string $key ): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id WHERE pm.meta_key = %s AND pm.meta_value = %s AND p.post_status <> 'trash' LIMIT 1",
				self::DEMO_META,
				$key
			)
		);
	}

	/**
	 * The published post seeded under a demo key, or 0.
	 *
	 * @param string $key Demo key.
	 */
	public function post_of( string $key ): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id WHERE pm.meta_key = %s AND pm.meta_value = %s AND p.post_status = 'publish' LIMIT 1",
				self::DEMO_META,
				$key
			)
		);
	}
}
