<?php
/**
 * Shows an event's own date where WordPress would show the post date.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Archive;

use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Events\EventReader;

defined( 'ABSPATH' ) || exit;

/**
 * On the public side (never in the admin or REST), get_the_date()/get_the_time()
 * of an event (and so the post-date block, search results and themes' bylines)
 * give the event's start in its zone; RSS descriptions and, on classic themes,
 * archive excerpts start with the date and place line.
 */
final class EventDateDisplay {

	/**
	 * Constructor.
	 *
	 * @param EventReader $reader Reads event dates.
	 */
	public function __construct( private EventReader $reader ) {}

	/**
	 * Hooks the filters.
	 */
	public function register_hooks(): void {
		add_filter( 'get_the_date', array( $this, 'date' ), 10, 3 );
		add_filter( 'get_the_time', array( $this, 'time' ), 10, 3 );
		add_filter( 'the_excerpt_rss', array( $this, 'feed_description' ) );
		add_filter( 'the_content_feed', array( $this, 'feed_description' ) );
		add_filter( 'the_excerpt', array( $this, 'archive_excerpt' ) );
	}

	/**
	 * The event's start date instead of the post date.
	 *
	 * @param string|int           $value  Formatted post date.
	 * @param string               $format Requested format ('' = site setting).
	 * @param \WP_Post|int|null    $post   The post.
	 * @return string|int
	 */
	public function date( $value, $format = '', $post = null ) {
		$start = $this->start( $post );
		return null === $start ? $value : wp_date( '' === $format ? (string) get_option( 'date_format' ) : $format, $start->getTimestamp(), $start->getTimezone() );
	}

	/**
	 * The event's start time instead of the post time.
	 *
	 * @param string|int           $value  Formatted post time.
	 * @param string               $format Requested format ('' = site setting).
	 * @param \WP_Post|int|null    $post   The post.
	 * @return string|int
	 */
	public function time( $value, $format = '', $post = null ) {
		$start = $this->start( $post );
		return null === $start ? $value : wp_date( '' === $format ? (string) get_option( 'time_format' ) : $format, $start->getTimestamp(), $start->getTimezone() );
	}

	/**
	 * Prefixes an event's RSS description with its date and place.
	 *
	 * @param string $text Description.
	 */
	public function feed_description( $text ): string {
		$line = $this->line( get_post() );
		return '' === $line ? (string) $text : esc_html( $line ) . ( 'the_content_feed' === current_filter() ? '<br />' : ' — ' ) . $text;
	}

	/**
	 * On classic themes, archive and search excerpts of events start with the date and place.
	 *
	 * @param string $excerpt Excerpt HTML.
	 */
	public function archive_excerpt( $excerpt ): string {
		if ( wp_is_block_theme() || ! in_the_loop() || ! ( is_post_type_archive( PostTypes::EVENT ) || is_tax( array( Taxonomies::CATEGORY, Taxonomies::TAG ) ) || is_search() ) ) {
			return (string) $excerpt;
		}
		$line = $this->line( get_post() );
		return '' === $line ? (string) $excerpt : '<p class="eventsmith-archive-when">' . esc_html( $line ) . '</p>' . $excerpt;
	}

	/**
	 * "14 March 2027 10:00 · Place" for an event, '' for anything else.
	 *
	 * @param \WP_Post|null $post The post.
	 */
	public function line( $post ): string {
		$start = $this->start( $post );
		if ( null === $start ) {
			return '';
		}
		$when     = wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $start->getTimestamp(), $start->getTimezone() ) . ' (' . $start->getTimezone()->getName() . ')';
		$location = get_post_meta( $post->ID, EventMeta::key( 'location' ), true );
		$place    = is_array( $location ) ? trim( (string) ( $location['address']['address'] ?? '' ) ) : '';
		if ( '' === $place && is_array( $location ) && '' !== (string) ( $location['online_url'] ?? '' ) ) {
			$place = __( 'Online', 'eventsmith' );
		}
		return '' === $place ? $when : $when . ' · ' . $place;
	}

	/**
	 * The start of an event in its zone, or null when not an event, in the admin or REST.
	 *
	 * @param \WP_Post|int|null $post The post.
	 */
	private function start( $post ): ?\DateTimeImmutable {
		if ( is_admin() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || wp_doing_ajax() ) {
			return null;
		}
		$post = get_post( $post );
		if ( ! $post instanceof \WP_Post || PostTypes::EVENT !== $post->post_type ) {
			return null;
		}
		try {
			$schedule = $this->reader->schedule( $post->ID );
			if ( null === $schedule ) {
				return null;
			}
			try {
				$zone = new \DateTimeZone( $schedule->timezone() );
			} catch ( \Exception $e ) {
				$zone = new \DateTimeZone( 'UTC' );
			}
			return $schedule->start_utc()->setTimezone( $zone );
		} catch ( \Throwable $e ) {
			return null;
		}
	}
}
