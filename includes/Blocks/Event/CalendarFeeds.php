<?php
/**
 * The .ics addresses: one event, the site's upcoming events, one category.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Domain\Calendar\IcsWriter;
use Eventsmith\Infrastructure\Calendar\CalendarEntries;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventIndex;

defined( 'ABSPATH' ) || exit;

/**
 * Answers calendar apps before WordPress runs its main query:
 * - `/events/{slug}/ical/` (or `?eventsmith_ical=event&eventsmith_event_id={id}`): one event, downloaded;
 * - `/events/feed/ical/` (or `?eventsmith_ical=feed`): upcoming and ongoing events, subscribable as webcal://;
 * - `/event-category/{slug}/feed/ical/`: the same for one category.
 * Only published events are written; anything else answers 404.
 */
final class CalendarFeeds {

	private const QUERY_VAR     = 'eventsmith_ical';
	private const ID_VAR        = 'eventsmith_event_id';
	private const SLUG_VAR      = 'eventsmith_ical_slug';
	private const TERM_VAR      = 'eventsmith_ical_category';
	private const FEED_LIMIT    = 500;

	/**
	 * Constructor.
	 *
	 * @param CalendarEntries $entries Events as calendar entries.
	 * @param EventIndex      $index   The event index (upcoming events).
	 */
	public function __construct( private CalendarEntries $entries, private EventIndex $index ) {}

	/**
	 * Registers the addresses and the answer.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'add_rules' ), 20 );
		add_filter( 'query_vars', array( $this, 'query_vars' ) );
		add_action( 'parse_request', array( $this, 'answer' ) );
	}

	/**
	 * Adds the pretty addresses.
	 */
	public function add_rules(): void {
		$events   = trim( (string) ( get_post_type_object( PostTypes::EVENT )->rewrite['slug'] ?? 'events' ), '/' );
		$category = trim( (string) ( get_taxonomy( Taxonomies::CATEGORY )->rewrite['slug'] ?? 'event-category' ), '/' );
		add_rewrite_rule( "^{$events}/feed/ical/?$", 'index.php?' . self::QUERY_VAR . '=feed', 'top' );
		add_rewrite_rule( "^{$category}/([^/]+)/feed/ical/?$", 'index.php?' . self::QUERY_VAR . '=feed&' . self::TERM_VAR . '=$matches[1]', 'top' );
		add_rewrite_rule( "^{$events}/([^/]+)/ical/?$", 'index.php?' . self::QUERY_VAR . '=event&' . self::SLUG_VAR . '=$matches[1]', 'top' );
	}

	/**
	 * Makes the feed's query variables public.
	 *
	 * @param list<string> $vars Query variables.
	 * @return list<string>
	 */
	public function query_vars( array $vars ): array {
		return array_merge( $vars, array( self::QUERY_VAR, self::ID_VAR, self::SLUG_VAR, self::TERM_VAR ) );
	}

	/**
	 * The .ics address of one event.
	 *
	 * @param int $event_id Event id.
	 */
	public static function event_url( int $event_id ): string {
		$post = get_post( $event_id );
		if ( get_option( 'permalink_structure' ) && $post instanceof \WP_Post && '' !== $post->post_name ) {
			return trailingslashit( (string) get_permalink( $post ) ) . 'ical/';
		}
		return add_query_arg(
			array(
				self::QUERY_VAR => 'event',
				self::ID_VAR    => $event_id,
			),
			home_url( '/' )
		);
	}

	/**
	 * The address of the site's feed of upcoming events.
	 */
	public static function feed_url(): string {
		$slug = trim( (string) ( get_post_type_object( PostTypes::EVENT )->rewrite['slug'] ?? 'events' ), '/' );
		return get_option( 'permalink_structure' ) ? home_url( "/{$slug}/feed/ical/" ) : add_query_arg( self::QUERY_VAR, 'feed', home_url( '/' ) );
	}

	/**
	 * Writes the calendar when the request asks for one, and stops.
	 *
	 * @param \WP $wp The request.
	 */
	public function answer( \WP $wp ): void {
		if ( ! isset( $wp->query_vars[ self::QUERY_VAR ] ) ) {
			return;
		}
		// One value per variable: `?eventsmith_ical[]=feed` is no calendar (404, not a PHP warning).
		foreach ( array( self::QUERY_VAR, self::ID_VAR, self::SLUG_VAR, self::TERM_VAR ) as $name ) {
			if ( isset( $wp->query_vars[ $name ] ) && ! is_scalar( $wp->query_vars[ $name ] ) ) {
				$this->not_found();
			}
		}
		$kind = (string) ( $wp->query_vars[ self::QUERY_VAR ] ?? '' );
		if ( 'event' === $kind ) {
			$this->send_event( $wp );
		} elseif ( 'feed' === $kind ) {
			$this->send_feed( (string) ( $wp->query_vars[ self::TERM_VAR ] ?? '' ) );
		}
	}

	/**
	 * One event, as a download.
	 *
	 * @param \WP $wp The request.
	 */
	private function send_event( \WP $wp ): void {
		$id   = absint( $wp->query_vars[ self::ID_VAR ] ?? 0 );
		$slug = sanitize_title( (string) ( $wp->query_vars[ self::SLUG_VAR ] ?? '' ) );
		if ( 0 === $id && '' !== $slug ) {
			$post = get_page_by_path( $slug, OBJECT, PostTypes::EVENT );
			$id   = $post instanceof \WP_Post ? $post->ID : 0;
		}
		$entry = $id > 0 ? $this->entries->for_event( $id ) : null;
		if ( null === $entry ) {
			$this->not_found();
		}
		$name = get_post_field( 'post_name', $id ) ?: 'event-' . $id;
		$this->send( ( new IcsWriter() )->calendar( array( $entry ) ), 'attachment; filename="' . sanitize_file_name( $name ) . '.ics"' );
	}

	/**
	 * Upcoming and ongoing events, of one category or all.
	 *
	 * @param string $category Category slug ('' for all).
	 */
	private function send_feed( string $category ): void {
		$term_id = 0;
		$name    = get_bloginfo( 'name' );
		if ( '' !== $category ) {
			$term = get_term_by( 'slug', sanitize_title( $category ), Taxonomies::CATEGORY );
			if ( ! $term instanceof \WP_Term ) {
				$this->not_found();
			}
			$term_id = $term->term_id;
			/* translators: 1: site name, 2: category name. */
			$name = sprintf( __( '%1$s: %2$s', 'eventsmith' ), $name, $term->name );
		}
		$ids = $this->index->upcoming_top_level( new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ), self::FEED_LIMIT, $term_id );
		$this->send( ( new IcsWriter() )->calendar( $this->entries->for_events( $ids ), html_entity_decode( $name, ENT_QUOTES, 'UTF-8' ) ), 'inline; filename="events.ics"' );
	}

	/**
	 * Sends a calendar with caching headers; answers 304 when the client has it.
	 *
	 * @param string $ics         The calendar.
	 * @param string $disposition Content-Disposition value.
	 */
	private function send( string $ics, string $disposition ): void {
		$etag = '"' . md5( $ics ) . '"';
		status_header( 200 );
		header( 'Content-Type: text/calendar; charset=utf-8' );
		header( 'Content-Disposition: ' . $disposition );
		header( 'Cache-Control: public, max-age=900' );
		header( 'ETag: ' . $etag );
		header( 'X-Robots-Tag: noindex' );
		$asked = isset( $_SERVER['HTTP_IF_NONE_MATCH'] ) ? trim( sanitize_text_field( wp_unslash( $_SERVER['HTTP_IF_NONE_MATCH'] ) ) ) : '';
		if ( $asked === $etag ) {
			status_header( 304 );
			exit;
		}
		echo $ics; // phpcs:ignore WordPress.Security.EscapeOutput -- iCalendar text, escaped per RFC 5545 by IcsWriter.
		exit;
	}

	/**
	 * Answers 404 in plain text.
	 */
	private function not_found(): never {
		status_header( 404 );
		nocache_headers();
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo esc_html__( 'No published event has this address.', 'eventsmith' );
		exit;
	}
}
