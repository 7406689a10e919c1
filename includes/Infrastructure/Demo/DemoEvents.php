<?php
/**
 * The demo site's events, categories and tags.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventRepository;

defined( 'ABSPATH' ) || exit;

/**
 * About thirty events spread over past, present and future, drafts, several
 * timezones and one weekly series, dated relative to today so the demo always
 * shows every status.
 */
final class DemoEvents {

	private const TITLES = array(
		'WordCamp Harbour City',
		'Design Systems Summit',
		'Accessibility Day',
		'JavaScript Night',
		'Product Leaders Forum',
		'Open Source Sprint',
		'Marketing for Makers',
		'Data Visualisation Workshop',
		'Community Builders Meetup',
		'Photography Walk',
		'Startup Pitch Evening',
		'Cloud Native Conference',
		'UX Research Bootcamp',
		'Content Strategy Live',
		'Women in Tech Breakfast',
		'Security Basics Webinar',
		'Growth Hacking Masterclass',
		'Sustainable Web Day',
		'Mobile Dev Camp',
		'AI Ethics Panel',
		'Freelancer Tax Clinic',
		'Typography Afternoon',
		'Podcasting 101',
		'Remote Work Roundtable',
		'Hackathon Weekend',
		'E-commerce Expo',
		'Nonprofit Tech Day',
		'Developer Relations Summit',
	);

	private const ZONES = array( 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Auckland' );

	private const PLACES = array(
		'Alexanderplatz 1, 10178 Berlin, Germany',
		'350 Fifth Avenue, New York, NY 10118, USA',
		'1-1 Marunouchi, Chiyoda City, Tokyo, Japan',
		'Bennelong Point, Sydney NSW 2000, Australia',
		'1 Canada Square, London E14 5AB, UK',
		'MG Road, Bengaluru, Karnataka 560001, India',
		'1 Market Street, San Francisco, CA 94105, USA',
		'Queen Street, Auckland 1010, New Zealand',
	);

	private const CATEGORIES = array( 'Conference', 'Workshop', 'Meetup', 'Webinar' );

	private const TAGS = array( 'design', 'development', 'marketing', 'community', 'business' );

	/**
	 * Constructor.
	 *
	 * @param EventRepository $events Event storage.
	 */
	public function __construct( private EventRepository $events ) {}

	/**
	 * Creates the demo events that do not exist yet.
	 *
	 * @param callable(string): bool $exists Whether a demo key was seeded before.
	 * @param callable(int, string): void $mark Records a created post's demo key.
	 * @return int How many events were created.
	 */
	public function seed( callable $exists, callable $mark ): int {
		$categories = $this->terms( Taxonomies::CATEGORY, self::CATEGORIES );
		$tags       = $this->terms( Taxonomies::TAG, self::TAGS );
		$created    = 0;
		$today      = new \DateTimeImmutable( 'today', new \DateTimeZone( 'UTC' ) );

		foreach ( self::TITLES as $n => $title ) {
			$key = 'event-' . $n;
			if ( $exists( $key ) ) {
				continue;
			}
			// From two months ago to three months ahead; every seventh event runs today.
			$start = 0 === $n % 7 ? $today->modify( '-1 day' ) : $today->modify( sprintf( '%+d days', ( $n * 11 ) % 150 - 60 ) );
			$days  = 0 === $n % 7 ? 2 : $n % 3;
			$id    = $this->events->create(
				array(
					'title'        => $title,
					'description'  => DemoDescriptions::for_event( $n ),
					'status'       => 0 === $n % 9 ? 'draft' : 'publish',
					'start_date'   => $start->format( 'Y-m-d' ),
					'start_time'   => sprintf( '%02d:00', 9 + $n % 8 ),
					'end_date'     => $start->modify( "+{$days} days" )->format( 'Y-m-d' ),
					'end_time'     => '18:00',
					'timezone'     => self::ZONES[ $n % count( self::ZONES ) ],
					'location'     => array( 'address' => array( 'address' => self::PLACES[ $n % count( self::PLACES ) ] ) ),
					'total_ticket' => 0 === $n % 4 ? -1 : 50 + 25 * ( $n % 5 ),
					'categories'   => array( $categories[ $n % count( $categories ) ] ),
					'tags'         => array( $tags[ $n % count( $tags ) ], $tags[ ( $n + 2 ) % count( $tags ) ] ),
					'rsvp'         => array(
						'enabled'            => 0 === $n % 2,
						'capacity'           => 100,
						'max_per_submission' => 4,
					),
				)
			);
			$mark( $id, $key );
			++$created;
		}

		if ( ! $exists( 'event-series' ) ) {
			$first = $today->modify( 'next thursday' )->modify( '-14 days' );
			$id    = $this->events->create(
				array(
					'title'             => __( 'Weekly Community Meetup', 'eventsmith' ),
					'start_date'        => $first->format( 'Y-m-d' ),
					'start_time'        => '18:30',
					'end_date'          => $first->format( 'Y-m-d' ),
					'end_time'          => '20:30',
					'timezone'          => 'Europe/Berlin',
					'location'          => array( 'address' => array( 'address' => self::PLACES[0] ) ),
					'categories'        => array( $categories[2] ),
					'recurring_enabled' => 'yes',
					'recurrence'        => array(
						'freq'     => 'weekly',
						'interval' => 1,
						'by_day'   => array( 'TH' ),
						'count'    => 8,
					),
				)
			);
			$mark( $id, 'event-series' );
			++$created;
		}
		return $created;
	}

	/**
	 * Term ids for names, creating missing terms.
	 *
	 * @param string       $taxonomy Taxonomy.
	 * @param list<string> $names    Term names.
	 * @return list<int>
	 */
	private function terms( string $taxonomy, array $names ): array {
		$ids = array();
		foreach ( $names as $name ) {
			$term  = term_exists( $name, $taxonomy );
			$term  = $term ? $term : wp_insert_term( $name, $taxonomy );
			$ids[] = is_array( $term ) ? (int) $term['term_id'] : 0;
		}
		return array_values( array_filter( $ids ) );
	}
}
