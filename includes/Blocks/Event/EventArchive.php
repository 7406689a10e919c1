<?php
/**
 * The events archives: upcoming events by date, past events at /events/past/.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\ArchiveClauses;

defined( 'ABSPATH' ) || exit;

/**
 * `/events/` and the category and tag archives list upcoming and ongoing
 * events by their start, read from the event index (never post dates); a
 * series shows as its next occurrence. `/events/past/` lists ended events,
 * newest first. Search results and feeds show an event's date, not the day
 * its post was written.
 */
final class EventArchive {

	public const PAST_VAR = 'eventsmith_past';

	/**
	 * Registers the address, the query changes and the date filters.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'add_rules' ), 20 );
		add_filter( 'query_vars', array( $this, 'query_vars' ) );
		add_action( 'pre_get_posts', array( $this, 'adjust_query' ) );
		add_filter( 'posts_clauses', array( $this, 'clauses' ), 10, 2 );
		add_filter( 'get_the_archive_title', array( $this, 'archive_title' ) );
		add_filter( 'get_the_date', array( $this, 'event_date' ), 10, 3 );
		add_filter( 'the_excerpt_rss', array( $this, 'feed_excerpt' ) );
	}

	/**
	 * Adds `/events/past/` and its pages.
	 */
	public function add_rules(): void {
		$events = self::slug();
		add_rewrite_rule( "^{$events}/past/?$", 'index.php?post_type=' . PostTypes::EVENT . '&' . self::PAST_VAR . '=1', 'top' );
		add_rewrite_rule( "^{$events}/past/page/([0-9]+)/?$", 'index.php?post_type=' . PostTypes::EVENT . '&' . self::PAST_VAR . '=1&paged=$matches[1]', 'top' );
	}

	/**
	 * Makes the past flag a public query variable.
	 *
	 * @param list<string> $vars Query variables.
	 * @return list<string>
	 */
	public function query_vars( array $vars ): array {
		$vars[] = self::PAST_VAR;
		return $vars;
	}

	/**
	 * Whether the page is the past events archive.
	 */
	public static function is_past(): bool {
		return '1' === (string) get_query_var( self::PAST_VAR );
	}

	/**
	 * The upcoming events archive's address.
	 */
	public static function upcoming_url(): string {
		return (string) get_post_type_archive_link( PostTypes::EVENT );
	}

	/**
	 * The past events archive's address.
	 */
	public static function past_url(): string {
		return get_option( 'permalink_structure' )
			? home_url( '/' . self::slug() . '/past/' )
			: add_query_arg(
				array(
					'post_type'    => PostTypes::EVENT,
					self::PAST_VAR => 1,
				),
				home_url( '/' )
			);
	}

	/**
	 * Marks the main query of an events archive, so its SQL reads the index.
	 *
	 * @param \WP_Query $query A query about to run.
	 */
	public function adjust_query( \WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() ) {
			return;
		}
		if ( $query->is_post_type_archive( PostTypes::EVENT ) || $query->is_tax( array( Taxonomies::CATEGORY, Taxonomies::TAG ) ) ) {
			$query->set( 'eventsmith_archive', '1' === (string) $query->get( self::PAST_VAR ) ? 'past' : 'upcoming' );
			$query->set( 'post_type', PostTypes::EVENT );
			$query->set( 'ignore_sticky_posts', true );
		}
	}

	/**
	 * The index join, the upcoming/past condition and the order by start.
	 *
	 * @param array<string, string> $clauses SQL clauses.
	 * @param \WP_Query             $query   The query.
	 * @return array<string, string>
	 */
	public function clauses( array $clauses, \WP_Query $query ): array {
		$which = (string) $query->get( 'eventsmith_archive' );
		if ( '' === $which ) {
			return $clauses;
		}
		return ArchiveClauses::apply( $clauses, 'past' === $which, new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) );
	}

	/**
	 * "Past events" as the title of the past archive.
	 *
	 * @param string $title Archive title.
	 */
	public function archive_title( string $title ): string {
		return self::is_past() && is_post_type_archive( PostTypes::EVENT ) ? __( 'Past events', 'eventsmith' ) : $title;
	}

	/**
	 * An event's date where a theme prints a post's date (search results,
	 * archives, the post date block): the event's start in its own zone.
	 *
	 * @param string|int   $the_date Formatted post date.
	 * @param string       $format   Requested format ('' for the site's).
	 * @param \WP_Post|int $post     The post.
	 * @return string|int
	 */
	public function event_date( $the_date, $format, $post ) {
		$post = get_post( $post );
		if ( is_admin() || wp_is_json_request() || ! $post instanceof \WP_Post || PostTypes::EVENT !== $post->post_type ) {
			return $the_date;
		}
		$event = EventPageData::for_event( $post->ID );
		if ( null === $event || null === $event->schedule ) {
			return $the_date;
		}
		$start = $event->schedule->local_start();
		return wp_date( '' !== (string) $format ? (string) $format : (string) get_option( 'date_format' ), $start->getTimestamp(), $start->getTimezone() );
	}

	/**
	 * RSS items of events start with the event's date and place.
	 *
	 * @param string $excerpt The item's excerpt.
	 */
	public function feed_excerpt( string $excerpt ): string {
		$post = get_post();
		if ( ! $post instanceof \WP_Post || PostTypes::EVENT !== $post->post_type ) {
			return $excerpt;
		}
		$event = EventPageData::for_event( $post->ID );
		if ( null === $event ) {
			return $excerpt;
		}
		$when  = ( new EventDateView( $event ) )->text();
		$where = $event->location()['address'];
		return esc_html( implode( ' — ', array_filter( array( $when, $where ) ) ) ) . ( '' !== $excerpt ? ' ' . $excerpt : '' );
	}

	/**
	 * The events archive's slug.
	 */
	private static function slug(): string {
		return trim( (string) ( get_post_type_object( PostTypes::EVENT )->rewrite['slug'] ?? 'events' ), '/' );
	}
}
