<?php
/**
 * Reads and writes the terms of one taxonomy.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Terms;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Content\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * Adapter over WordPress term functions: list with search and paging, create
 * with description and extra meta, get, delete.
 */
final class TermRepository {

	public const META_PREFIX = '_eventsmith_';

	/**
	 * Constructor.
	 *
	 * @param string $taxonomy     Taxonomy name.
	 * @param bool   $hierarchical Whether terms may have a parent.
	 */
	public function __construct(
		private string $taxonomy,
		private bool $hierarchical = false
	) {}

	/**
	 * What one term is called in messages.
	 */
	private function what(): string {
		return match ( $this->taxonomy ) {
			Taxonomies::CATEGORY      => __( 'category', 'eventsmith' ),
			Taxonomies::TAG           => __( 'tag', 'eventsmith' ),
			Taxonomies::SPEAKER_GROUP => __( 'speaker group', 'eventsmith' ),
			default                   => __( 'term', 'eventsmith' ),
		};
	}

	/**
	 * A page of terms, ordered by name.
	 *
	 * @param string   $search   Text the name contains.
	 * @param int|null $parent   Only children of this term (hierarchical taxonomies).
	 * @param int      $paged    Page from 1.
	 * @param int      $per_page Items per page.
	 * @return array{items: list<array<string, mixed>>, total: int}
	 */
	public function list( string $search, ?int $parent, int $paged, int $per_page ): array {
		$args  = array(
			'taxonomy'   => $this->taxonomy,
			'hide_empty' => false,
			'search'     => $search,
		);
		$args += null !== $parent && $this->hierarchical ? array( 'parent' => $parent ) : array();
		$total = (int) wp_count_terms( $args );
		$terms = get_terms(
			$args + array(
				'orderby' => 'name',
				'number'  => $per_page,
				'offset'  => ( $paged - 1 ) * $per_page,
			)
		);
		return array(
			'items' => is_array( $terms ) ? array_values( array_map( array( $this, 'present' ), $terms ) ) : array(),
			'total' => $total,
		);
	}

	/**
	 * One term.
	 *
	 * @param int $id Term id.
	 * @return array<string, mixed>
	 * @throws DomainError When there is no such term in this taxonomy.
	 */
	public function get( int $id ): array {
		return $this->present( $this->term( $id ) );
	}

	/**
	 * Creates a term.
	 *
	 * @param string                $name        Name (already checked non-empty).
	 * @param int                   $parent      Parent id, 0 for none.
	 * @param string                $description Description.
	 * @param array<string, string> $meta        Extra fields.
	 * @return array<string, mixed> The term.
	 * @throws DomainError When the parent does not exist or the name is taken at that level.
	 */
	public function create( string $name, int $parent, string $description, array $meta ): array {
		$name = sanitize_text_field( $name );
		if ( $parent > 0 ) {
			$this->term( $parent, 'parent' );
		}
		// WordPress itself refuses a name already used at the same level (ignoring case), and nothing else:
		// "Music!" next to "Music" is a different name that gets its own slug.
		$created = wp_insert_term(
			$name,
			$this->taxonomy,
			array(
				'parent'      => $this->hierarchical ? $parent : 0,
				'description' => sanitize_textarea_field( $description ),
			)
		);
		if ( is_wp_error( $created ) ) {
			throw 'term_exists' === $created->get_error_code()
				? new DomainError(
					'eventsmith_term_exists',
					/* translators: 1: what a term is called, e.g. category; 2: its name. */
					sprintf( __( 'A %1$s named “%2$s” already exists.', 'eventsmith' ), $this->what(), $name ),
					DomainError::CONFLICT,
					'name'
				)
				: DomainError::invalid( 'name', $created->get_error_message(), 'eventsmith_term_not_saved' );
		}
		foreach ( $meta as $key => $value ) {
			$key = sanitize_key( (string) $key );
			if ( '' !== $key ) {
				update_term_meta( (int) $created['term_id'], self::META_PREFIX . $key, sanitize_text_field( (string) $value ) );
			}
		}
		return $this->get( (int) $created['term_id'] );
	}

	/**
	 * Deletes terms, after checking every id exists.
	 *
	 * @param list<int> $ids Term ids.
	 * @return list<int> The deleted ids.
	 * @throws DomainError When an id is not a term of this taxonomy; nothing is deleted then.
	 */
	public function delete( array $ids ): array {
		foreach ( $ids as $id ) {
			$this->term( $id, 'ids' );
		}
		foreach ( $ids as $id ) {
			wp_delete_term( $id, $this->taxonomy );
		}
		return $ids;
	}

	/**
	 * A term of this taxonomy.
	 *
	 * @param int    $id    Term id.
	 * @param string $field Field to name in the error.
	 * @throws DomainError When not found.
	 */
	private function term( int $id, string $field = 'id' ): \WP_Term {
		$term = get_term( $id, $this->taxonomy );
		if ( ! $term instanceof \WP_Term ) {
			/* translators: 1: what a term is called; 2: id. */
			throw new DomainError( 'eventsmith_term_not_found', sprintf( __( 'There is no %1$s with id %2$d.', 'eventsmith' ), $this->what(), $id ), 'parent' === $field ? DomainError::INVALID : DomainError::NOT_FOUND, $field );
		}
		return $term;
	}

	/**
	 * A term as the API answers it: name and description as plain text (WordPress
	 * stores them HTML-encoded), extra fields without their prefix.
	 *
	 * @param \WP_Term $term Term.
	 * @return array<string, mixed>
	 */
	public function present( \WP_Term $term ): array {
		$meta = array();
		foreach ( get_term_meta( $term->term_id ) ?: array() as $key => $values ) {
			if ( str_starts_with( (string) $key, self::META_PREFIX ) ) {
				$meta[ substr( (string) $key, strlen( self::META_PREFIX ) ) ] = $values[0] ?? '';
			}
		}
		return array(
			'id'          => $term->term_id,
			'name'        => html_entity_decode( $term->name, ENT_QUOTES ),
			'slug'        => $term->slug,
			'parent'      => $term->parent,
			'description' => html_entity_decode( $term->description, ENT_QUOTES ),
			'count'       => $term->count,
			'meta'        => (object) $meta,
		);
	}
}
