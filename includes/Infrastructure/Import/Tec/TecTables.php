<?php
/**
 * Reads The Events Calendar's data where it stores it: posts, post meta and terms.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Tec;

defined( 'ABSPATH' ) || exit;

/**
 * Straight from the tables, so the import works with The Events Calendar active or not (a site
 * owner may have switched it off already). Every read is a keyset page (`id > last ORDER BY id
 * LIMIT n`) plus one query per page for its meta, terms, venues and images: memory follows the
 * page, not the site. Nothing here writes.
 */
final class TecTables {

	public const EVENT     = 'tribe_events';
	public const VENUE     = 'tribe_venue';
	public const ORGANIZER = 'tribe_organizer';
	public const SERIES    = 'tribe_event_series';
	public const CATEGORY  = 'tribe_events_cat';
	public const TAG       = 'post_tag';

	/** Post statuses that are not content (left out). */
	private const SKIPPED_STATUSES = "'trash', 'auto-draft', 'inherit'";

	/**
	 * Whether the site holds any event of The Events Calendar.
	 */
	public function has_events(): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- another plugin's rows, read once; the status list is a constant.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN (" . self::SKIPPED_STATUSES . ') LIMIT 1', self::EVENT ) );
	}

	/**
	 * Posts of a type after an id.
	 *
	 * @param string $type  Post type.
	 * @param int    $after Last id read.
	 * @param int    $limit Page size.
	 * @return list<array{id: int, title: string, content: string, status: string, modified: string}>
	 */
	public function posts( string $type, int $after, int $limit ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a keyset page of another plugin's posts; the status list is a constant.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title, post_content, post_status, post_modified_gmt FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN (" . self::SKIPPED_STATUSES . ') AND ID > %d ORDER BY ID LIMIT %d', $type, $after, $limit ), ARRAY_A );
		return array_map(
			static fn ( array $row ): array => array(
				'id'       => (int) $row['ID'],
				'title'    => (string) $row['post_title'],
				'content'  => (string) $row['post_content'],
				'status'   => (string) $row['post_status'],
				'modified' => (string) $row['post_modified_gmt'],
			),
			(array) $rows
		);
	}

	/**
	 * Posts by id (any status but trash), keyed by id.
	 *
	 * @param list<int> $ids Ids.
	 * @return array<int, array{id: int, title: string, content: string, status: string, modified: string, type: string}>
	 */
	public function posts_by_id( array $ids ): array {
		global $wpdb;
		if ( ! $ids ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built for the id list.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title, post_content, post_status, post_modified_gmt, post_type, post_mime_type FROM {$wpdb->posts} WHERE ID IN ({$in}) AND post_status <> 'trash'", ...$ids ), ARRAY_A );
		$posts = array();
		foreach ( (array) $rows as $row ) {
			$posts[ (int) $row['ID'] ] = array(
				'id'       => (int) $row['ID'],
				'title'    => (string) $row['post_title'],
				'content'  => (string) $row['post_content'],
				'status'   => (string) $row['post_status'],
				'modified' => (string) $row['post_modified_gmt'],
				'type'     => (string) $row['post_type'],
				'mime'     => (string) $row['post_mime_type'],
			);
		}
		return $posts;
	}

	/**
	 * The meta of posts, every value of every key in the order written.
	 *
	 * @param list<int> $ids Post ids.
	 * @return array<int, array<string, list<string>>>
	 */
	public function meta( array $ids ): array {
		global $wpdb;
		$meta = array_fill_keys( $ids, array() );
		if ( ! $ids ) {
			return $meta;
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built for the id list.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN ({$in}) ORDER BY meta_id", ...$ids ), ARRAY_A );
		foreach ( (array) $rows as $row ) {
			$meta[ (int) $row['post_id'] ][ (string) $row['meta_key'] ][] = (string) $row['meta_value'];
		}
		return $meta;
	}

	/**
	 * The category and tag term ids of posts.
	 *
	 * @param list<int> $ids Post ids.
	 * @return array<int, array{categories: list<int>, tags: list<int>}>
	 */
	public function terms_of( array $ids ): array {
		global $wpdb;
		$terms = array_fill_keys(
			$ids,
			array(
				'categories' => array(),
				'tags'       => array(),
			)
		);
		if ( ! $ids ) {
			return $terms;
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built for the id list.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT tr.object_id, tt.term_id, tt.taxonomy FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tr.object_id IN ({$in}) AND tt.taxonomy IN (%s, %s) ORDER BY tr.object_id, tt.term_id", ...array_merge( $ids, array( self::CATEGORY, self::TAG ) ) ), ARRAY_A );
		foreach ( (array) $rows as $row ) {
			$list = self::CATEGORY === $row['taxonomy'] ? 'categories' : 'tags';
			$terms[ (int) $row['object_id'] ][ $list ][] = (int) $row['term_id'];
		}
		return $terms;
	}

	/**
	 * Every event category's parent, by term id (the categories' tree, read whole: it is small).
	 *
	 * @return array<int, int>
	 */
	public function category_parents(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- another plugin's terms, read once per batch.
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT term_id, parent FROM {$wpdb->term_taxonomy} WHERE taxonomy = %s", self::CATEGORY ), ARRAY_A );
		$parents = array();
		foreach ( (array) $rows as $row ) {
			$parents[ (int) $row['term_id'] ] = (int) $row['parent'];
		}
		return $parents;
	}

	/**
	 * Event categories after a term id.
	 *
	 * @param int $after Last term id read.
	 * @param int $limit Page size.
	 * @return list<array{id: int, name: string, slug: string, description: string, parent: int}>
	 */
	public function categories( int $after, int $limit ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a keyset page of another plugin's terms.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT t.term_id, t.name, t.slug, tt.description, tt.parent FROM {$wpdb->terms} t JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.taxonomy = %s AND t.term_id > %d ORDER BY t.term_id LIMIT %d", self::CATEGORY, $after, $limit ), ARRAY_A );
		return array_map( array( self::class, 'term' ), (array) $rows );
	}

	/**
	 * Tags that events carry, after a term id.
	 *
	 * @param int $after Last term id read.
	 * @param int $limit Page size.
	 * @return list<array{id: int, name: string, slug: string, description: string, parent: int}>
	 */
	public function event_tags( int $after, int $limit ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a keyset page of the tags on another plugin's events.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT t.term_id, t.name, t.slug, tt.description, tt.parent FROM {$wpdb->terms} t JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.taxonomy = %s AND t.term_id > %d AND EXISTS ( SELECT 1 FROM {$wpdb->term_relationships} tr JOIN {$wpdb->posts} p ON p.ID = tr.object_id WHERE tr.term_taxonomy_id = tt.term_taxonomy_id AND p.post_type = %s ) ORDER BY t.term_id LIMIT %d", self::TAG, $after, self::EVENT, $limit ), ARRAY_A );
		return array_map( array( self::class, 'term' ), (array) $rows );
	}

	/**
	 * Whether Events Calendar Pro's series relationships table is here (Pro installed now or once).
	 */
	public function has_series(): bool {
		global $wpdb;
		$table = $wpdb->prefix . 'tec_series_relationships';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- is the table there.
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}

	/**
	 * The series of events (where the series relationships table is here), by event id.
	 *
	 * @param list<int> $ids Event post ids.
	 * @return array<int, array{id: int, title: string}>
	 */
	public function series_of( array $ids ): array {
		global $wpdb;
		if ( ! $ids || ! $this->has_series() ) {
			return array();
		}
		$table = $wpdb->prefix . 'tec_series_relationships';
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built for the id list; the table name is the prefix's.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT r.event_post_id, p.ID, p.post_title FROM {$table} r JOIN {$wpdb->posts} p ON p.ID = r.series_post_id AND p.post_status NOT IN ('trash', 'auto-draft') WHERE r.event_post_id IN ({$in}) ORDER BY r.event_post_id, p.ID", ...$ids ), ARRAY_A );
		$series = array();
		foreach ( (array) $rows as $row ) {
			$series[ (int) $row['event_post_id'] ] ??= array(
				'id'    => (int) $row['ID'],
				'title' => (string) $row['post_title'],
			);
		}
		return $series;
	}

	/**
	 * A term row.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return array{id: int, name: string, slug: string, description: string, parent: int}
	 */
	private static function term( array $row ): array {
		return array(
			'id'          => (int) $row['term_id'],
			'name'        => (string) $row['name'],
			'slug'        => (string) $row['slug'],
			'description' => (string) $row['description'],
			'parent'      => (int) $row['parent'],
		);
	}
}
