<?php
/**
 * Writes imported event categories and tags.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Writers;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Import\ImportLinks;
use Eventsmith\Infrastructure\Import\ObjectWriter;

defined( 'ABSPATH' ) || exit;

/**
 * Fields: name, slug, description, and parent (a category's, linked to the parent's record). A
 * term of the same name under the same parent that is here already is used, never changed; a
 * term the import makes carries the term meta MADE_META, and only such a term is changed by a
 * later import or removed by undo, so undo never deletes a category staff made.
 */
final class TermRecordWriter implements ObjectWriter {

	/** Term meta of a term an import made. */
	public const MADE_META = '_eventsmith_imported';

	/**
	 * Constructor.
	 *
	 * @param string $type     Object type (event_category, event_tag).
	 * @param string $taxonomy Taxonomy.
	 */
	public function __construct( private string $type, private string $taxonomy ) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return $this->type;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function exists( int $id ): bool {
		$term = get_term( $id, $this->taxonomy );
		return $term instanceof \WP_Term;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @throws DomainError Naming name when the term cannot be made.
	 */
	public function create( array $fields, ImportRecord $record, ImportLinks $links ): int {
		$name   = (string) $fields['name'];
		$parent = is_taxonomy_hierarchical( $this->taxonomy ) ? (int) ( $fields['parent'] ?? 0 ) : 0;
		$found  = term_exists( $name, $this->taxonomy, $parent );
		if ( is_array( $found ) ) {
			return (int) $found['term_id'];
		}
		$args = array(
			'description' => (string) ( $fields['description'] ?? '' ),
			'parent'      => $parent,
		);
		$slug = (string) ( $fields['slug'] ?? '' );
		$made = wp_insert_term( $name, $this->taxonomy, $args + ( '' !== $slug && ! term_exists( $slug, $this->taxonomy ) ? array( 'slug' => $slug ) : array() ) );
		if ( is_wp_error( $made ) ) {
			throw DomainError::invalid( 'name', $made->get_error_message() );
		}
		add_term_meta( (int) $made['term_id'], self::MADE_META, '1', true );
		return (int) $made['term_id'];
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @throws DomainError Naming name when the term cannot be changed.
	 */
	public function update( int $id, array $fields, ImportRecord $record, ImportLinks $links ): void {
		if ( ! self::made( $id ) ) {
			return;
		}
		$args = array(
			'name'        => (string) $fields['name'],
			'description' => (string) ( $fields['description'] ?? '' ),
		);
		if ( is_taxonomy_hierarchical( $this->taxonomy ) ) {
			$parent         = (int) ( $fields['parent'] ?? 0 );
			$args['parent'] = $parent === $id ? 0 : $parent;
		}
		$done = wp_update_term( $id, $this->taxonomy, $args );
		if ( is_wp_error( $done ) ) {
			throw DomainError::invalid( 'name', $done->get_error_message() );
		}
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function remove( int $id ): void {
		if ( $this->exists( $id ) && self::made( $id ) ) {
			wp_delete_term( $id, $this->taxonomy );
		}
	}

	/**
	 * Whether an import made the term.
	 *
	 * @param int $id Term id.
	 */
	private static function made( int $id ): bool {
		return '1' === (string) get_term_meta( $id, self::MADE_META, true );
	}
}
