<?php
/**
 * What one run's records may point at: the objects earlier records of the same source became.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

defined( 'ABSPATH' ) || exit;

/**
 * A source names the objects a record points at by their source ids (an Eventin speaker id, an
 * export id); the origin map turns them into this site's ids. Side objects a writer makes on the
 * way (a category, a speaker group, a downloaded image) are remembered as created by the run,
 * so that undoing it removes them too.
 */
final class ImportLinks {

	/**
	 * What the writer had to say about the record (an image it could not download …).
	 *
	 * @var list<string>
	 */
	private array $notes = array();

	/**
	 * Constructor.
	 *
	 * @param ImportOrigins $origins The origin map.
	 * @param string        $kind    Source kind.
	 * @param int           $run     Run id.
	 * @param int           $check   The run's check number.
	 */
	public function __construct(
		private ImportOrigins $origins,
		public readonly string $kind,
		public readonly int $run,
		public readonly int $check
	) {}

	/**
	 * The object a source id became, or null when it was not imported (yet).
	 *
	 * @param string $object_type Object type.
	 * @param string $source_id   Source id.
	 */
	public function object_id( string $object_type, string $source_id ): ?int {
		if ( '' === $source_id ) {
			return null;
		}
		$origin = $this->origins->find( $this->kind, $source_id, $object_type );
		return null === $origin ? null : $origin['object_id'];
	}

	/**
	 * The objects several source ids became, in their order, leaving out those not imported.
	 *
	 * @param string            $object_type Object type.
	 * @param list<string|int>  $source_ids  Source ids.
	 * @return list<int>
	 */
	public function object_ids( string $object_type, array $source_ids ): array {
		$ids = array();
		foreach ( $source_ids as $source_id ) {
			$id = $this->object_id( $object_type, (string) $source_id );
			if ( null !== $id ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}

	/**
	 * Adds a note for the run's report about the record being written (it still imports).
	 *
	 * @param string $note What to tell staff.
	 */
	public function note( string $note ): void {
		$this->notes[] = $note;
	}

	/**
	 * The notes added while writing the record.
	 *
	 * @return list<string>
	 */
	public function notes(): array {
		return $this->notes;
	}

	/**
	 * Remembers a side object the run made, so that undoing the run removes it.
	 *
	 * @param string $object_type Object type (category, tag, speaker_group, attachment …).
	 * @param string $source_id   What it was made from (a name, an address).
	 * @param int    $object_id   Its id.
	 */
	public function made( string $object_type, string $source_id, int $object_id ): void {
		$this->origins->remember( $this->kind, $source_id, $object_type, $object_id, $this->run, 0, '', 0 );
	}
}
