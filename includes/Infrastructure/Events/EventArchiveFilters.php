<?php
/**
 * The events archive's filters: ?search=&category=&status=&location= on /events/.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Widget\ArchiveFilter;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * Narrows the main query of /events/ (as EventArchiveQuery orders it) by the
 * event filter form's arguments: words in the title or text, one category (id
 * or slug), a status (upcoming: not started; ongoing: running now; expire:
 * ended, newest first, as /events/past/) and an exact event address.
 */
final class EventArchiveFilters {

	/**
	 * Hooks the query vars and the query change (after EventArchiveQuery marks the query).
	 */
	public function register_hooks(): void {
		add_filter( 'query_vars', array( $this, 'add_query_vars' ) );
		add_action( 'pre_get_posts', array( $this, 'apply' ), 11 );
		add_filter( 'posts_where', array( $this, 'where' ), 10, 2 );
	}

	/**
	 * Makes the filter arguments public query vars ('search' already is).
	 *
	 * @param list<string> $vars Query vars.
	 * @return list<string>
	 */
	public function add_query_vars( array $vars ): array {
		return array_values( array_unique( array_merge( $vars, ArchiveFilter::ARGS ) ) );
	}

	/**
	 * The filter a query was asked for.
	 *
	 * @param \WP_Query $query The query.
	 */
	public static function filter_of( \WP_Query $query ): ArchiveFilter {
		$raw = array();
		foreach ( ArchiveFilter::ARGS as $arg ) {
			$raw[ $arg ] = $query->get( $arg );
		}
		return ArchiveFilter::from_array( $raw );
	}

	/**
	 * Applies the filter to the main query of the events archive.
	 *
	 * @param \WP_Query $query The query.
	 */
	public function apply( \WP_Query $query ): void {
		if ( ! $query->get( EventArchiveQuery::FLAG ) || ! $query->is_post_type_archive( PostTypes::EVENT ) ) {
			return;
		}
		$filter = self::filter_of( $query );
		if ( ! $filter->is_active() ) {
			return;
		}
		// The index alone cannot count filtered rows.
		$query->set( EventArchiveQuery::FAST_COUNT, false );
		if ( 'expire' === $filter->status ) {
			$query->set( EventArchiveQuery::FLAG, 'past' );
		}
		if ( '' !== $filter->search ) {
			$query->set( 's', $filter->search );
		}
		if ( null !== $filter->category ) {
			$query->set(
				'tax_query',
				array(
					array(
						'taxonomy' => Taxonomies::CATEGORY,
						'field'    => is_int( $filter->category ) ? 'term_id' : 'slug',
						'terms'    => array( $filter->category ),
					),
				)
			);
		}
		if ( '' !== $filter->location ) {
			// The address sits inside the serialized location array as `s:7:"address";s:N:"…";`.
			$query->set(
				'meta_query',
				array(
					array(
						'key'     => EventMeta::key( 'location' ),
						'value'   => serialize( 'address' ) . serialize( $filter->location ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- matches how WordPress stores the array.
						'compare' => 'LIKE',
					),
				)
			);
		}
	}

	/**
	 * Upcoming or ongoing only: a condition on the start beside the archive's own ones.
	 *
	 * @param string    $where WHERE clause.
	 * @param \WP_Query $query The query.
	 */
	public function where( $where, \WP_Query $query ): string {
		if ( 'upcoming' !== $query->get( EventArchiveQuery::FLAG ) || ! $query->is_main_query() ) {
			return (string) $where;
		}
		$status = self::filter_of( $query )->status;
		if ( 'upcoming' !== $status && 'ongoing' !== $status ) {
			return (string) $where;
		}
		global $wpdb;
		$operator = 'upcoming' === $status ? '>' : '<=';
		// The archive joins the index as `esi` (EventArchiveQuery::clauses()).
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the operator is one of two fixed strings; the moment is a placeholder.
		return (string) $where . $wpdb->prepare( " AND esi.start_utc {$operator} %s", gmdate( 'Y-m-d H:i:s' ) );
	}
}
