<?php
/**
 * Orders the public event archives by the event index: upcoming by next start, past newest first.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * On the main query of /events/, /events/past/ and the event category and tag
 * archives, joins the index table: a series shows once, as its next (or, on
 * the past page, its latest) occurrence; series parents and drafts never show.
 */
final class EventArchiveQuery {

	public const PAST_VAR = 'eventsmith_past';

	public const FLAG = 'eventsmith_archive';

	public const FAST_COUNT = 'eventsmith_archive_fast_count';

	/**
	 * Constructor.
	 *
	 * @param EventArchiveStats $stats Kept count and earliest running start.
	 */
	public function __construct( private EventArchiveStats $stats ) {}

	/**
	 * Hooks the rewrite rule, the query var and the query clauses.
	 */
	public function register_hooks(): void {
		$this->stats->register_hooks();
		add_action( 'init', array( $this, 'add_rewrite_rules' ), 20 );
		add_filter( 'query_vars', array( $this, 'add_query_var' ) );
		add_action( 'pre_get_posts', array( $this, 'mark' ) );
		add_filter( 'posts_clauses', array( $this, 'clauses' ), 10, 2 );
		add_filter( 'posts_request', array( $this, 'skip_row_count' ), 10, 2 );
		add_filter( 'found_posts_query', array( $this, 'count_query' ), 10, 2 );
	}

	/**
	 * The archive slug of events (translatable).
	 */
	public static function slug(): string {
		$type = get_post_type_object( PostTypes::EVENT );
		return ( $type && is_array( $type->rewrite ) ) ? (string) $type->rewrite['slug'] : 'events';
	}

	/**
	 * URL of the past events page.
	 */
	public static function past_url(): string {
		return home_url( user_trailingslashit( self::slug() . '/' . _x( 'past', 'URL slug', 'eventsmith' ) ) );
	}

	/**
	 * Adds /events/past/ (and its pages); flushes once when the rule is missing.
	 */
	public function add_rewrite_rules(): void {
		$base  = preg_quote( self::slug(), '#' ) . '/' . preg_quote( _x( 'past', 'URL slug', 'eventsmith' ), '#' );
		$query = 'index.php?post_type=' . PostTypes::EVENT . '&' . self::PAST_VAR . '=1';
		add_rewrite_rule( "{$base}/page/?([0-9]{1,})/?$", $query . '&paged=$matches[1]', 'top' );
		add_rewrite_rule( "{$base}/?$", $query, 'top' );
		$rules = get_option( 'rewrite_rules' );
		if ( is_array( $rules ) && ! isset( $rules[ "{$base}/?$" ] ) ) {
			flush_rewrite_rules( false );
		}
	}

	/**
	 * Makes the past flag a public query var.
	 *
	 * @param list<string> $vars Query vars.
	 * @return list<string>
	 */
	public function add_query_var( array $vars ): array {
		$vars[] = self::PAST_VAR;
		return $vars;
	}

	/**
	 * Marks the main query of an event archive.
	 *
	 * @param \WP_Query $query The query.
	 */
	public function mark( \WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() || $query->is_singular() || $query->is_search() ) {
			return;
		}
		if ( ! $query->is_post_type_archive( PostTypes::EVENT ) && ! $query->is_tax( array( Taxonomies::CATEGORY, Taxonomies::TAG ) ) ) {
			return;
		}
		$query->set( self::FLAG, $query->get( self::PAST_VAR ) ? 'past' : 'upcoming' );
		$query->set( 'post_type', PostTypes::EVENT );
		$query->set( 'ignore_sticky_posts', true );
		$query->set( self::FAST_COUNT, ! $query->is_tax() );
	}

	/**
	 * On /events/ (no term filter) the total comes from the index alone, so the
	 * page query can stop after its page instead of counting every row.
	 *
	 * @param string    $sql   The page query.
	 * @param \WP_Query $query The query.
	 */
	public function skip_row_count( $sql, \WP_Query $query ): string {
		return $query->get( self::FAST_COUNT ) ? (string) preg_replace( '/^SELECT\s+SQL_CALC_FOUND_ROWS\s+/', 'SELECT ', (string) $sql ) : (string) $sql;
	}

	/**
	 * The total of /events/ or /events/past/ read from the index: top-level
	 * rows in range (for upcoming, each series' parent row stands for the one
	 * occurrence shown; for past, series ended in part add their latest
	 * occurrence), minus published-later or private events the visitor may not see.
	 *
	 * @param string    $sql   The FOUND_ROWS() query.
	 * @param \WP_Query $query The query.
	 */
	public function count_query( $sql, \WP_Query $query ): string {
		return $query->get( self::FAST_COUNT ) ? 'SELECT ' . $this->stats->count( 'past' === $query->get( self::FLAG ), gmdate( 'Y-m-d H:i:s' ) ) : (string) $sql;
	}

	/**
	 * Joins the index and orders by event dates.
	 *
	 * @param array<string, string> $clauses SQL clauses.
	 * @param \WP_Query             $query   The query.
	 * @return array<string, string>
	 */
	public function clauses( array $clauses, \WP_Query $query ): array {
		$mode = $query->get( self::FLAG );
		if ( 'upcoming' !== $mode && 'past' !== $mode ) {
			return $clauses;
		}
		global $wpdb;
		$index = Tables::event_index();
		$now   = gmdate( 'Y-m-d H:i:s' );
		$past  = 'past' === $mode;
		$cmp   = $past ? '<' : '>=';
		$dir   = $past ? 'DESC' : 'ASC';

		// A lower (upcoming) or upper (past) bound on the start lets the page be read
		// in start order from the key and stop after its rows, skipping the other half.
		$bound = $past ? $now : $this->stats->earliest_running_start( $now );

		// A series' own row is left out by an anti-join on its occurrences (`esc`): one
		// probe of the parent_id key per row read, where NOT IN / NOT EXISTS would be
		// materialised from every occurrence of the site. A series shows its next (or,
		// past, its latest) occurrence, found on the parent_id key: left to itself the
		// optimiser walks the start key of every event instead.
		$clauses['join'] .= " INNER JOIN {$index} AS esi ON esi.event_id = {$wpdb->posts}.ID LEFT JOIN {$index} AS esc ON esc.parent_id = esi.event_id";
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and fixed operators only; the moment is a placeholder.
		$clauses['where'] .= $wpdb->prepare(
			" AND esi.is_draft = 0 AND esi.start_utc {$cmp} %s AND esi.end_utc {$cmp} %s AND esc.event_id IS NULL"
			. " AND ( esi.parent_id = 0 OR esi.event_id = ( SELECT esn.event_id FROM {$index} AS esn FORCE INDEX (parent_id) WHERE esn.parent_id = esi.parent_id AND esn.is_draft = 0 AND esn.end_utc {$cmp} %s ORDER BY esn.start_utc {$dir}, esn.event_id {$dir} LIMIT 1 ) )",
			$bound,
			$now,
			$now
		);
		// phpcs:enable
		$clauses['orderby'] = "esi.start_utc {$dir}, esi.event_id {$dir}";
		return $clauses;
	}
}
