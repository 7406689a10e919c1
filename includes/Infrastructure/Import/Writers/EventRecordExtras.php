<?php
/**
 * What an imported event carries beyond the fields `POST /events` takes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Writers;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Infrastructure\Import\ImportImages;
use Eventsmith\Infrastructure\Import\ImportLinks;

defined( 'ABSPATH' ) || exit;

/**
 * Optional event fields a source may give (the Eventsmith export does):
 *
 * - `slug`, `excerpt`: the post's slug and excerpt; `private` (true): a private event (`POST /events`
 *   takes publish, draft or pending);
 * - `featured_image_url`: the image by address (ImportImages), when `featured_image` is not an id;
 * - `category_terms` (`[{slug, name, parent}]`, parent by slug) and `tag_terms` (`[{slug, name}]`):
 *   terms found by slug, else made (and remembered as the run's); a parent category missing here
 *   is made too, named by its slug (the export names a parent only by its slug);
 * - `occurrences`: a series' dates as the source has them (`[{start_date, start_time, end_date,
 *   end_time, cancelled, status}]`): occurrences the rule made are changed to match (a moved
 *   date moves the occurrence the rule made for a date the source no longer has).
 *
 * Every occurrence of a series is remembered in the origin map as `occurrence`
 * `<series source id>/<Y-m-d>` (its start date), so attendees of one date link to it.
 */
final class EventRecordExtras {

	/** The extra fields, none of which `POST /events` takes. */
	private const KEYS = array( 'slug', 'excerpt', 'featured_image_url', 'category_terms', 'tag_terms', 'occurrences', 'private' );

	/**
	 * Constructor.
	 *
	 * @param EventRepository $events Events.
	 * @param ImportImages    $images Images by address.
	 */
	public function __construct( private EventRepository $events, private ImportImages $images ) {}

	/**
	 * The fields for the repository (terms and image resolved) and the extras kept for after().
	 *
	 * @param array<string, mixed> $fields Record fields, links resolved.
	 * @param ImportLinks          $links  Links.
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}
	 */
	public function split( array $fields, ImportLinks $links ): array {
		$extras = array_intersect_key( $fields, array_flip( self::KEYS ) );
		$fields = array_diff_key( $fields, $extras );
		if ( isset( $extras['category_terms'] ) && is_array( $extras['category_terms'] ) ) {
			$fields['categories'] = array_merge( (array) ( $fields['categories'] ?? array() ), self::terms( $extras['category_terms'], Taxonomies::CATEGORY, 'category', $links ) );
		}
		if ( isset( $extras['tag_terms'] ) && is_array( $extras['tag_terms'] ) ) {
			$fields['tags'] = array_merge( (array) ( $fields['tags'] ?? array() ), self::terms( $extras['tag_terms'], Taxonomies::TAG, 'tag', $links ) );
		}
		if ( is_string( $extras['featured_image_url'] ?? null ) && empty( $fields['featured_image'] ) ) {
			$fields['featured_image'] = $this->images->attachment( $extras['featured_image_url'], $links, 'featured_image' );
		}
		return array( $fields, $extras );
	}

	/**
	 * Writes the extras once the event is saved and remembers its occurrences.
	 *
	 * @param int                  $id        Event id.
	 * @param array<string, mixed> $extras    From split().
	 * @param string               $source_id The record's source id.
	 * @param ImportLinks          $links     Links.
	 * @throws DomainError Naming the field at fault.
	 */
	public function after( int $id, array $extras, string $source_id, ImportLinks $links ): void {
		$post = array();
		if ( isset( $extras['slug'] ) && '' !== (string) $extras['slug'] && get_post_field( 'post_name', $id ) !== $extras['slug'] ) {
			$post['post_name'] = sanitize_title( (string) $extras['slug'] );
		}
		if ( ! empty( $extras['private'] ) && 'private' !== get_post_status( $id ) ) {
			$post['post_status'] = 'private';
		}
		if ( isset( $extras['excerpt'] ) && get_post_field( 'post_excerpt', $id ) !== $extras['excerpt'] ) {
			$post['post_excerpt'] = wp_kses_post( (string) $extras['excerpt'] );
		}
		if ( array() !== $post ) {
			wp_update_post( array( 'ID' => $id ) + $post );
		}
		$children = $this->children( $id );
		if ( array() === $children ) {
			return;
		}
		if ( isset( $extras['occurrences'] ) && is_array( $extras['occurrences'] ) ) {
			$this->match( $children, $extras['occurrences'] );
			$children = $this->children( $id );
		}
		foreach ( $children as $child => $date ) {
			$links->made( 'occurrence', $source_id . '/' . $date, $child );
		}
	}

	/**
	 * Changes the occurrences the rule made to the source's dates.
	 *
	 * @param array<int, string>         $children Occurrence id => start date.
	 * @param list<array<string, mixed>> $wanted   The source's occurrences.
	 * @throws DomainError Naming the field at fault.
	 */
	private function match( array $children, array $wanted ): void {
		$by_date = array_flip( $children );
		$moved   = array();
		$dates   = array();
		foreach ( $wanted as $occurrence ) {
			if ( is_array( $occurrence ) && isset( $occurrence['start_date'] ) ) {
				$dates[ (string) $occurrence['start_date'] ] = $occurrence;
			}
		}
		$spare = array_values( array_diff_key( $by_date, $dates ) );
		foreach ( $dates as $date => $occurrence ) {
			if ( isset( $by_date[ $date ] ) ) {
				$this->change( $by_date[ $date ], $occurrence );
			} else {
				$moved[] = $occurrence;
			}
		}
		foreach ( $moved as $n => $occurrence ) {
			if ( isset( $spare[ $n ] ) ) {
				$this->change( $spare[ $n ], $occurrence, true );
			}
		}
	}

	/**
	 * Updates one occurrence where it differs from the source's.
	 *
	 * @param int                  $child      Occurrence id.
	 * @param array<string, mixed> $occurrence The source's occurrence.
	 * @param bool                 $moved      Whether its dates change.
	 * @throws DomainError Naming the field at fault.
	 */
	private function change( int $child, array $occurrence, bool $moved = false ): void {
		$input = array();
		foreach ( array( 'start_date', 'start_time', 'end_date', 'end_time' ) as $field ) {
			$value = (string) ( $occurrence[ $field ] ?? '' );
			if ( '' !== $value && ( $moved || (string) get_post_meta( $child, EventMeta::key( $field ), true ) !== $value ) ) {
				$input[ $field ] = $value;
			}
		}
		$cancelled = (bool) ( $occurrence['cancelled'] ?? false );
		if ( (bool) get_post_meta( $child, EventMeta::key( 'cancelled' ), true ) !== $cancelled ) {
			$input['cancelled'] = $cancelled;
		}
		$status = (string) ( $occurrence['status'] ?? '' );
		if ( '' !== $status && get_post_status( $child ) !== $status ) {
			$input['status'] = $status;
		}
		if ( array() !== $input ) {
			$this->events->update( $child, $input );
		}
	}

	/**
	 * A series' occurrences: id => start date (none for a single event).
	 *
	 * @param int $id Event id.
	 * @return array<int, string>
	 */
	private function children( int $id ): array {
		$ids = get_children(
			array(
				'post_parent' => $id,
				'post_type'   => PostTypes::EVENT,
				'post_status' => 'any',
				'fields'      => 'ids',
				'orderby'     => 'ID',
				'order'       => 'ASC',
			)
		);
		$out = array();
		foreach ( $ids as $child ) {
			$out[ (int) $child ] = (string) get_post_meta( (int) $child, EventMeta::key( 'start_date' ), true );
		}
		return $out;
	}

	/**
	 * Term ids by slug, made when missing (a category's parent first, by its slug).
	 *
	 * @param array<mixed> $terms    Terms: {slug, name, parent?}.
	 * @param string       $taxonomy Taxonomy.
	 * @param string       $type     Side object type (category, tag).
	 * @param ImportLinks  $links    Links.
	 * @return list<int>
	 */
	private static function terms( array $terms, string $taxonomy, string $type, ImportLinks $links ): array {
		$ids = array();
		foreach ( $terms as $term ) {
			if ( ! is_array( $term ) || '' === (string) ( $term['slug'] ?? $term['name'] ?? '' ) ) {
				continue;
			}
			$slug  = sanitize_title( (string) ( $term['slug'] ?? $term['name'] ) );
			$found = get_term_by( 'slug', $slug, $taxonomy );
			if ( $found instanceof \WP_Term ) {
				$ids[] = (int) $found->term_id;
				continue;
			}
			$args   = array( 'slug' => $slug );
			$parent = (string) ( $term['parent'] ?? '' );
			if ( '' !== $parent ) {
				$above = self::terms( array( array( 'slug' => $parent ) ), $taxonomy, $type, $links );
				if ( array() !== $above ) {
					$args['parent'] = $above[0];
				}
			}
			$made = wp_insert_term( (string) ( $term['name'] ?? $slug ), $taxonomy, $args );
			if ( is_wp_error( $made ) ) {
				continue;
			}
			$ids[] = (int) $made['term_id'];
			$links->made( $type, $type . ':' . $slug, (int) $made['term_id'] );
		}
		return $ids;
	}
}
