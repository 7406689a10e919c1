<?php
/**
 * Writes one import record as an event, through the event repository.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportDecision;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Infrastructure\Tickets\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * create → EventRepository::create(); update → EventRepository::update() of the event the
 * origin map names (one deleted meanwhile is created again); categories by name, created when
 * missing and then remembered as created by this run. Every object is written with the same
 * validation as the events REST route.
 */
final class RecordWriter {

	/** Post meta marking an event its feed no longer lists (the time, UTC). */
	public const REMOVED_META = '_eventsmith_removed_from_feed';

	/**
	 * Constructor.
	 *
	 * @param EventRepository $events  Events.
	 * @param ImportOrigins   $origins The origin map.
	 */
	public function __construct(
		private EventRepository $events,
		private ImportOrigins $origins
	) {}

	/**
	 * What the record would do, without writing.
	 *
	 * @param string       $kind   Source kind.
	 * @param ImportRecord $record Record.
	 * @return string An ImportDecision constant.
	 */
	public function decide( string $kind, ImportRecord $record ): string {
		$origin = null === $record->error ? $this->origin( $kind, $record->source_id ) : null;
		return ImportDecision::for_record( $record, $origin );
	}

	/**
	 * Writes the record.
	 *
	 * @param string       $kind   Source kind.
	 * @param ImportRecord $record Record.
	 * @param int          $run    Run id.
	 * @param int          $check  Check number.
	 * @return array{action: string, reason: string, id: int}
	 */
	public function write( string $kind, ImportRecord $record, int $run, int $check ): array {
		$origin = null === $record->error ? $this->origin( $kind, $record->source_id ) : null;
		$action = ImportDecision::for_record( $record, $origin );
		if ( ImportDecision::FAIL === $action ) {
			return array( 'action' => $action, 'reason' => (string) $record->error, 'id' => 0 );
		}
		if ( ImportDecision::SKIP === $action ) {
			$this->origins->seen( $kind, $record->source_id, $run, $check );
			return array( 'action' => $action, 'reason' => ImportDecision::skip_reason( $record, $origin ), 'id' => (int) $origin['object_id'] );
		}
		try {
			// The event and its origin land together or not at all: a process killed in between
			// leaves neither, so the resumed batch writes the row once.
			$id = Transaction::run(
				function () use ( $kind, $record, $run, $check, $action, $origin ): int {
					$input = $record->fields + array( 'categories' => $this->categories( $kind, $record->categories, $run ) );
					if ( ImportDecision::UPDATE === $action ) {
						$id = (int) $origin['object_id'];
						$this->events->update( $id, $input );
						delete_post_meta( $id, self::REMOVED_META );
					} else {
						$id = $this->events->create( $input );
					}
					$this->origins->remember( $kind, $record->source_id, 'event', $id, $run, $check, $record->fingerprint, $record->sequence );
					return $id;
				}
			);
		} catch ( DomainError $error ) {
			return array( 'action' => ImportDecision::FAIL, 'reason' => $error->getMessage(), 'id' => 0 );
		}
		return array( 'action' => $action, 'reason' => (string) $record->note, 'id' => $id );
	}

	/**
	 * Removes an object this run created.
	 *
	 * @param string $type event or category.
	 * @param int    $id   Object id.
	 */
	public function remove( string $type, int $id ): void {
		if ( 'category' === $type ) {
			wp_delete_term( $id, Taxonomies::CATEGORY );
			return;
		}
		if ( PostTypes::EVENT !== get_post_type( $id ) ) {
			return;
		}
		foreach ( get_children( array( 'post_parent' => $id, 'post_type' => PostTypes::EVENT, 'post_status' => 'any', 'fields' => 'ids' ) ) as $child ) {
			wp_delete_post( (int) $child, true );
		}
		wp_delete_post( $id, true );
	}

	/**
	 * The origin of a source id whose event still exists, as ImportDecision reads it.
	 *
	 * @param string $kind      Source kind.
	 * @param string $source_id Source id.
	 * @return array{object_id: int, import_id: int, fingerprint: string, sequence: int, removed_at: ?string}|null
	 */
	private function origin( string $kind, string $source_id ): ?array {
		$origin = $this->origins->find( $kind, $source_id, 'event' );
		if ( null !== $origin && PostTypes::EVENT !== get_post_type( $origin['object_id'] ) ) {
			return null;
		}
		return $origin;
	}

	/**
	 * Category ids by name, created (and remembered as this run's) when missing.
	 *
	 * @param string       $kind  Source kind.
	 * @param list<string> $names Names.
	 * @param int          $run   Run id.
	 * @return list<int>
	 */
	private function categories( string $kind, array $names, int $run ): array {
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
			$this->origins->remember( $kind, 'category:' . $name, 'category', (int) $made['term_id'], $run, 0, '', 0 );
		}
		return $ids;
	}
}
