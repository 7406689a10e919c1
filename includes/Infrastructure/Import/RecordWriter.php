<?php
/**
 * Writes one import record through the writer of its object type, with its origin.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportDecision;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Import\Writers\EventRecordWriter;
use Eventsmith\Infrastructure\Tickets\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * The origin map decides (create, update of the object a source id became, skip when unchanged;
 * one deleted meanwhile is created again); the object writer of the record's type writes it with
 * the validation of the plugin's own routes, and the object and its origin land in one
 * transaction.
 */
final class RecordWriter {

	/** Post meta marking an event its feed no longer lists (the time, UTC). */
	public const REMOVED_META = EventRecordWriter::REMOVED_META;

	/** Taxonomies of the side objects (terms) a run may make. */
	private const TERM_TYPES = array(
		'category'      => Taxonomies::CATEGORY,
		'tag'           => Taxonomies::TAG,
		'speaker_group' => Taxonomies::SPEAKER_GROUP,
	);

	/**
	 * Writers by object type.
	 *
	 * @var array<string, ObjectWriter>
	 */
	private array $writers = array();

	/**
	 * Constructor.
	 *
	 * @param ImportOrigins      $origins The origin map.
	 * @param list<ObjectWriter> $writers One per object type.
	 */
	public function __construct( private ImportOrigins $origins, array $writers ) {
		foreach ( $writers as $writer ) {
			$this->writers[ $writer->type() ] = $writer;
		}
	}

	/**
	 * What the record would do, without writing.
	 *
	 * @param string       $kind   Source kind.
	 * @param ImportRecord $record Record.
	 * @return string An ImportDecision constant.
	 */
	public function decide( string $kind, ImportRecord $record ): string {
		$origin = null === $record->error ? $this->origin( $kind, $record ) : null;
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
		$origin = null === $record->error ? $this->origin( $kind, $record ) : null;
		$action = ImportDecision::for_record( $record, $origin );
		if ( ImportDecision::FAIL === $action ) {
			return array( 'action' => $action, 'reason' => (string) $record->error, 'id' => 0 );
		}
		if ( ImportDecision::SKIP === $action ) {
			$this->origins->seen( $kind, $record->source_id, $record->object_type, $run, $check );
			return array( 'action' => $action, 'reason' => ImportDecision::skip_reason( $record, $origin ), 'id' => (int) $origin['object_id'] );
		}
		$writer = $this->writer( $record->object_type );
		$links  = new ImportLinks( $this->origins, $kind, $run, $check );
		try {
			// The object and its origin land together or not at all: a process killed in between
			// leaves neither, so the resumed batch writes the row once.
			$id = Transaction::run(
				function () use ( $writer, $links, $kind, $record, $run, $check, $action, $origin ): int {
					$fields = self::resolve( $record, $links );
					if ( ImportDecision::UPDATE === $action ) {
						$id = (int) $origin['object_id'];
						$writer->update( $id, $fields, $record, $links );
					} else {
						$id = $writer->create( $fields, $record, $links );
					}
					$this->origins->remember( $kind, $record->source_id, $record->object_type, $id, $run, $check, $record->fingerprint, $record->sequence );
					return $id;
				}
			);
		} catch ( DomainError $error ) {
			return array( 'action' => ImportDecision::FAIL, 'reason' => $error->getMessage(), 'id' => 0 );
		}
		return array( 'action' => $action, 'reason' => implode( ' ', array_filter( array_merge( array( (string) $record->note ), $links->notes() ) ) ), 'id' => $id );
	}

	/**
	 * Removes an object a run created: through its writer, or a side object (term, image).
	 *
	 * @param string $type Object type.
	 * @param int    $id   Object id.
	 */
	public function remove( string $type, int $id ): void {
		if ( isset( $this->writers[ $type ] ) ) {
			$this->writers[ $type ]->remove( $id );
		} elseif ( isset( self::TERM_TYPES[ $type ] ) ) {
			wp_delete_term( $id, self::TERM_TYPES[ $type ] );
		} elseif ( 'attachment' === $type && 'attachment' === get_post_type( $id ) ) {
			wp_delete_attachment( $id, true );
		}
	}

	/**
	 * The origin of a record whose object still exists, as ImportDecision reads it.
	 *
	 * @param string       $kind   Source kind.
	 * @param ImportRecord $record Record.
	 * @return array{object_id: int, import_id: int, fingerprint: string, sequence: int, removed_at: ?string}|null
	 */
	private function origin( string $kind, ImportRecord $record ): ?array {
		$origin = $this->origins->find( $kind, $record->source_id, $record->object_type );
		if ( null !== $origin && ! $this->writer( $record->object_type )->exists( $origin['object_id'] ) ) {
			return null;
		}
		return $origin;
	}

	/**
	 * The writer of an object type.
	 *
	 * @param string $type Object type.
	 * @throws \LogicException When a source gives a type no writer takes (a programming error).
	 */
	private function writer( string $type ): ObjectWriter {
		if ( ! isset( $this->writers[ $type ] ) ) {
			throw new \LogicException( esc_html( "No import writer for the object type {$type}." ) );
		}
		return $this->writers[ $type ];
	}

	/**
	 * The record's fields with its links (fields naming other imported objects by source id)
	 * turned into this site's ids; a link nothing was imported for becomes 0 (or drops out of a list).
	 *
	 * @param ImportRecord $record Record.
	 * @param ImportLinks  $links  Links.
	 * @return array<string, mixed>
	 */
	private static function resolve( ImportRecord $record, ImportLinks $links ): array {
		$fields = $record->fields;
		foreach ( $record->links as $field => $link ) {
			if ( str_contains( $field, '.' ) ) {
				continue; // A nested link: the object writer reads it.
			}
			$fields[ $field ] = is_array( $link[1] ) ? $links->object_ids( $link[0], $link[1] ) : (int) $links->object_id( $link[0], $link[1] );
		}
		return $fields;
	}
}
