<?php
/**
 * Reads Eventin's data where Eventin stores it, a keyset batch at a time.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

defined( 'ABSPATH' ) || exit;

/**
 * Eventin keeps events, schedules, orders, attendees and RSVPs as posts (etn, etn-schedule,
 * etn-order, etn-attendee, etn_rsvp) with their meta, speakers and organizers as users with the
 * etn-speaker / etn-organizer roles and user meta, categories, tags and speaker groups as
 * terms. Only SELECTs: nothing of Eventin's is written, and nothing goes through the object
 * cache, so that reading 10,000 events keeps memory flat.
 */
final class EventinTables {

	/** Post statuses that are no content (never read). */
	private const SKIPPED_STATUSES = "'trash', 'auto-draft', 'inherit'";

	/**
	 * Whether Eventin is active on this site (its post types are registered).
	 */
	public function present(): bool {
		return post_type_exists( 'etn' );
	}

	/**
	 * Posts of a type after an id, oldest id first.
	 *
	 * @param string   $type   Post type.
	 * @param int      $after  Last id read.
	 * @param int      $limit  How many.
	 * @param int|null $parent Only children of this post (0: top-level posts), null: any.
	 * @return list<array<string, string>> Rows of wp_posts (ID, post_title, post_content, post_status, post_parent, post_date_gmt, post_modified_gmt, post_name).
	 */
	public function posts( string $type, int $after, int $limit, ?int $parent = null ): array {
		global $wpdb;
		$where = null === $parent ? '' : $wpdb->prepare( ' AND post_parent = %d', $parent );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: a constant list and a prepared clause; a keyset read of another plugin's posts.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title, post_content, post_excerpt, post_status, post_parent, post_date_gmt, post_modified_gmt, post_name FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN (" . self::SKIPPED_STATUSES . ") AND ID > %d{$where} ORDER BY ID LIMIT %d", $type, $after, $limit ), ARRAY_A );
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * The children of posts (a recurring event's dates), by parent.
	 *
	 * @param string    $type    Post type.
	 * @param list<int> $parents Parent ids.
	 * @return array<int, list<array<string, string>>>
	 */
	public function children( string $type, array $parents ): array {
		global $wpdb;
		$out = array();
		if ( ! $parents ) {
			return $out;
		}
		$ids = implode( ',', array_map( 'intval', $parents ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: a list of integers and a constant list.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title, post_status, post_parent, post_modified_gmt FROM {$wpdb->posts} WHERE post_type = %s AND post_parent IN ({$ids}) AND post_status NOT IN (" . self::SKIPPED_STATUSES . ') ORDER BY ID', $type ), ARRAY_A );
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row['post_parent'] ][] = $row;
		}
		return $out;
	}

	/**
	 * Posts by id (any type), keyed by id.
	 *
	 * @param list<int> $ids Ids.
	 * @return array<int, array<string, string>> ID, post_type, post_parent, post_status.
	 */
	public function posts_by_id( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$list = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: a list of integers.
		$rows = $wpdb->get_results( "SELECT ID, post_type, post_parent, post_status FROM {$wpdb->posts} WHERE ID IN ({$list})", ARRAY_A );
		$out  = array();
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row['ID'] ] = $row;
		}
		return $out;
	}

	/**
	 * The meta of posts, by post id then key (values unserialized; a key stored twice keeps its first value).
	 *
	 * @param list<int> $ids Post ids.
	 * @return array<int, array<string, mixed>>
	 */
	public function meta( array $ids ): array {
		global $wpdb;
		return $this->meta_rows( $wpdb->postmeta, 'post_id', 'meta_id', $ids );
	}

	/**
	 * The meta of users, by user id then key.
	 *
	 * @param list<int> $ids User ids.
	 * @return array<int, array<string, mixed>>
	 */
	public function user_meta( array $ids ): array {
		global $wpdb;
		return $this->meta_rows( $wpdb->usermeta, 'user_id', 'umeta_id', $ids );
	}

	/**
	 * Eventin's speakers and organizers after an id: the users Eventin lists as such, those with
	 * its etn_speaker_category user meta (Eventin also gives administrators its speaker role,
	 * without listing them).
	 *
	 * @param int $after Last user id read.
	 * @param int $limit How many.
	 * @return list<array<string, string>> ID, display_name, user_email, user_registered.
	 */
	public function speakers( int $after, int $limit ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a keyset read of another plugin's users.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT u.ID, u.display_name, u.user_email, u.user_registered FROM {$wpdb->users} u
				WHERE u.ID > %d AND EXISTS ( SELECT 1 FROM {$wpdb->usermeta} m WHERE m.user_id = u.ID AND m.meta_key = 'etn_speaker_category' )
				ORDER BY u.ID LIMIT %d",
				$after,
				$limit
			),
			ARRAY_A
		);
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * Term names of posts in a taxonomy, by post id, in term order.
	 *
	 * @param list<int> $ids      Post ids.
	 * @param string    $taxonomy Taxonomy.
	 * @return array<int, list<string>>
	 */
	public function terms( array $ids, string $taxonomy ): array {
		global $wpdb;
		$out = array();
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return $out;
		}
		$list = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: a list of integers.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT r.object_id, t.name FROM {$wpdb->term_relationships} r JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = r.term_taxonomy_id JOIN {$wpdb->terms} t ON t.term_id = tt.term_id WHERE tt.taxonomy = %s AND r.object_id IN ({$list}) ORDER BY r.object_id, t.name", $taxonomy ), ARRAY_A );
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row['object_id'] ][] = html_entity_decode( (string) $row['name'], ENT_QUOTES, 'UTF-8' );
		}
		return $out;
	}

	/**
	 * Term names by term id in a taxonomy.
	 *
	 * @param list<int> $ids      Term ids.
	 * @param string    $taxonomy Taxonomy.
	 * @return array<int, string>
	 */
	public function term_names( array $ids, string $taxonomy ): array {
		global $wpdb;
		$out = array();
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return $out;
		}
		$list = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: a list of integers.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT t.term_id, t.name FROM {$wpdb->terms} t JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.taxonomy = %s AND t.term_id IN ({$list})", $taxonomy ), ARRAY_A );
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row['term_id'] ] = html_entity_decode( (string) $row['name'], ENT_QUOTES, 'UTF-8' );
		}
		return $out;
	}

	/**
	 * The images among ids (attachments of this site's media library), as a set.
	 *
	 * @param list<int> $ids Ids.
	 * @return array<int, true>
	 */
	public function images( array $ids ): array {
		$out = array();
		foreach ( $this->posts_by_id( $ids ) as $id => $row ) {
			if ( 'attachment' === $row['post_type'] ) {
				$out[ $id ] = true;
			}
		}
		return $out;
	}

	/**
	 * Meta rows of objects, by object id then key.
	 *
	 * @param string    $table  Meta table.
	 * @param string    $column Object id column.
	 * @param string    $key    Meta id column (the order rows were stored in).
	 * @param list<int> $ids    Object ids.
	 * @return array<int, array<string, mixed>>
	 */
	private function meta_rows( string $table, string $column, string $key, array $ids ): array {
		global $wpdb;
		$out = array();
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return $out;
		}
		$list = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: a meta table name, its id columns and a list of integers.
		$rows = $wpdb->get_results( "SELECT {$column} AS object_id, meta_key, meta_value FROM {$table} WHERE {$column} IN ({$list}) ORDER BY {$key}", ARRAY_A );
		foreach ( (array) $rows as $row ) {
			$id  = (int) $row['object_id'];
			$key = (string) $row['meta_key'];
			if ( ! isset( $out[ $id ][ $key ] ) ) {
				$out[ $id ][ $key ] = maybe_unserialize( (string) $row['meta_value'] );
			}
		}
		return $out;
	}

	/**
	 * A value Eventin stored as JSON text or as an array, as an array.
	 *
	 * @param mixed $value Value.
	 * @return array<mixed>
	 */
	public static function decoded( mixed $value ): array {
		if ( is_array( $value ) ) {
			return $value;
		}
		if ( is_string( $value ) && '' !== $value ) {
			$decoded = json_decode( $value, true );
			if ( is_array( $decoded ) ) {
				return $decoded;
			}
			if ( is_numeric( $value ) ) {
				return array( (int) $value );
			}
		}
		return array();
	}
}
