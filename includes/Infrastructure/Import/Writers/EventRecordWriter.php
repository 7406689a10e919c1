<?php
/**
 * Writes imported events through the event repository.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Writers;

use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Infrastructure\Import\ImportImages;
use Eventsmith\Infrastructure\Import\ImportLinks;
use Eventsmith\Infrastructure\Import\ObjectWriter;

defined( 'ABSPATH' ) || exit;

/**
 * create → EventRepository::create(), update → EventRepository::update(): the validation of the
 * events REST route. Categories come by name and are made (and remembered as the run's) when
 * missing; an event its feed lists again loses its "removed from the feed" mark. The optional
 * fields EventRecordExtras reads (slug, excerpt, an image by address, terms by slug, a series'
 * occurrences as the source has them) are written after, and each occurrence of a series is
 * remembered as `occurrence` `<series source id>/<Y-m-d>`.
 */
final class EventRecordWriter implements ObjectWriter {

	/** Post meta marking an event its feed no longer lists (the time, UTC). */
	public const REMOVED_META = '_eventsmith_removed_from_feed';

	/** Writes the extras. */
	private EventRecordExtras $extras;

	/**
	 * Constructor.
	 *
	 * @param EventRepository $events Events.
	 * @param ImportImages    $images Images by address.
	 */
	public function __construct( private EventRepository $events, ImportImages $images = new ImportImages() ) {
		$this->extras = new EventRecordExtras( $events, $images );
	}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'event';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function exists( int $id ): bool {
		return PostTypes::EVENT === get_post_type( $id );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 */
	public function create( array $fields, ImportRecord $record, ImportLinks $links ): int {
		list( $fields, $extras ) = $this->extras->split( $fields, $links );
		$id                      = $this->events->create( $this->with_categories( $fields, $record, $links ) );
		$this->extras->after( $id, $extras, $record->source_id, $links );
		return $id;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 */
	public function update( int $id, array $fields, ImportRecord $record, ImportLinks $links ): void {
		list( $fields, $extras ) = $this->extras->split( $fields, $links );
		$this->events->update( $id, $this->with_categories( $fields, $record, $links ) );
		$this->extras->after( $id, $extras, $record->source_id, $links );
		delete_post_meta( $id, self::REMOVED_META );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function remove( int $id ): void {
		if ( ! $this->exists( $id ) ) {
			return;
		}
		foreach ( get_children( array( 'post_parent' => $id, 'post_type' => PostTypes::EVENT, 'post_status' => 'any', 'fields' => 'ids' ) ) as $child ) {
			wp_delete_post( (int) $child, true );
		}
		wp_delete_post( $id, true );
	}

	/**
	 * The fields with the record's category names as ids (unless the fields give ids already).
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @return array<string, mixed>
	 */
	private function with_categories( array $fields, ImportRecord $record, ImportLinks $links ): array {
		if ( ! $record->categories ) {
			return $fields;
		}
		return array( 'categories' => array_merge( (array) ( $fields['categories'] ?? array() ), self::category_ids( $record->categories, $links ) ) ) + $fields;
	}

	/**
	 * Category ids by name, made (and remembered as the run's) when missing.
	 *
	 * @param list<string> $names Names.
	 * @param ImportLinks  $links Links.
	 * @return list<int>
	 */
	private static function category_ids( array $names, ImportLinks $links ): array {
		$ids = array();
		foreach ( $names as $name ) {
			$term = get_term_by( 'name', $name, Taxonomies::CATEGORY );
			if ( $term instanceof \WP_Term ) {
				$ids[] = (int) $term->term_id;
				continue;
			}
			$made = wp_insert_term( $name, Taxonomies::CATEGORY );
			if ( is_wp_error( $made ) ) {
				continue;
			}
			$ids[] = (int) $made['term_id'];
			$links->made( 'category', 'category:' . $name, (int) $made['term_id'] );
		}
		return $ids;
	}
}
