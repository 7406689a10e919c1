<?php
/**
 * Reads The Events Calendar's events, organizers, categories and tags on this site for an import run.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Tec;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Domain\Import\Tec\TecEventMapper;
use Eventsmith\Domain\Import\Tec\TecOrganizerMapper;
use Eventsmith\Domain\Import\Tec\TecTermMapper;
use Eventsmith\Infrastructure\Import\ImportSource;

defined( 'ABSPATH' ) || exit;

/**
 * Records come in dependency order, one phase after the other: categories (parents first: one
 * phase per depth of the tree), the tags events carry, the series (tags named after them, where
 * Events Calendar Pro left any), organizers, then events. The position is
 * `phase * 10^10 + the last id read`, so a batch read again from a saved position gives the same
 * records.
 */
final class TecSource implements ImportSource {

	public const KIND = 'tec';

	/** Position of a phase: phase * STRIDE + last id. */
	private const STRIDE = 10_000_000_000;

	/** Categories deeper than this are imported in the deepest phase (parents of the same depth may come after them). */
	private const MAX_DEPTH = 9;

	private const PHASE_CATEGORY  = 1;
	private const PHASE_TAG       = self::PHASE_CATEGORY + self::MAX_DEPTH + 1;
	private const PHASE_SERIES    = self::PHASE_TAG + 1;
	private const PHASE_ORGANIZER = self::PHASE_SERIES + 1;
	private const PHASE_EVENT     = self::PHASE_ORGANIZER + 1;

	/**
	 * Constructor.
	 *
	 * @param TecTables $tables The Events Calendar's data.
	 */
	public function __construct( private TecTables $tables = new TecTables() ) {}

	/**
	 * {@inheritDoc}
	 */
	public function kind(): string {
		return self::KIND;
	}

	/**
	 * Reads everything once, a batch at a time.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run  The run (options: timezone, the site's).
	 * @param callable                                                            $each Called with each ImportRecord.
	 * @return array<string, mixed>
	 * @throws DomainError Naming source when the site holds no event of The Events Calendar.
	 */
	public function scan( array $run, callable $each ): array {
		if ( ! $this->tables->has_events() ) {
			throw DomainError::invalid( 'source', __( 'source "tec": this site holds no events of The Events Calendar to import.', 'eventsmith' ) );
		}
		$position = 0;
		$line     = 1;
		do {
			$batch = $this->batch( $run, $position, $line, 200 );
			foreach ( $batch['records'] as $record ) {
				$each( $record );
			}
			$position = $batch['next'];
			$line     = $batch['next_line'];
		} while ( ! $batch['end'] );
		return array();
	}

	/**
	 * One batch: up to $limit rows from the position, moving on to the next phases while room is left.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run      The run.
	 * @param int                                                                 $position Phase and last id.
	 * @param int                                                                 $line     Row number at the position.
	 * @param int                                                                 $limit    Rows to read.
	 * @return array{records: list<ImportRecord>, next: int, next_line: int, end: bool}
	 */
	public function batch( array $run, int $position, int $line, int $limit ): array {
		$phase   = max( self::PHASE_CATEGORY, intdiv( $position, self::STRIDE ) );
		$after   = $position % self::STRIDE;
		$records = array();
		$left    = max( 1, $limit );
		$depths  = null;
		while ( $left > 0 && $phase <= self::PHASE_EVENT ) {
			if ( $phase < self::PHASE_TAG ) {
				$depths ??= self::depths( $this->tables->category_parents() );
				if ( $phase - self::PHASE_CATEGORY > ( $depths ? max( $depths ) : 0 ) ) {
					$phase = self::PHASE_TAG;
					$after = 0;
					continue;
				}
			}
			$read = $this->read( $phase, $after, $left, $line, $run, $depths ?? array() );
			array_push( $records, ...$read['records'] );
			$line += $read['rows'];
			$full  = $read['rows'] >= $left;
			$left -= $read['rows'];
			if ( ! $full ) {
				++$phase;
				$after = 0;
			} else {
				$after = $read['last'];
			}
		}
		return array(
			'records'   => $records,
			'next'      => $phase * self::STRIDE + $after,
			'next_line' => $line,
			'end'       => $phase > self::PHASE_EVENT,
		);
	}

	/**
	 * Rows of one phase.
	 *
	 * @param int                                                                 $phase  Phase.
	 * @param int                                                                 $after  Last id read.
	 * @param int                                                                 $limit  Rows to read.
	 * @param int                                                                 $line   Row number of the first.
	 * @param array{file: string, source: string, options: array<string, mixed>} $run    The run.
	 * @param array<int, int>                                                     $depths Categories' depths.
	 * @return array{records: list<ImportRecord>, rows: int, last: int}
	 */
	private function read( int $phase, int $after, int $limit, int $line, array $run, array $depths ): array {
		$terms = new TecTermMapper();
		if ( $phase < self::PHASE_TAG ) {
			$rows    = $this->tables->categories( $after, $limit );
			$records = array();
			foreach ( $rows as $index => $row ) {
				if ( min( self::MAX_DEPTH, $depths[ $row['id'] ] ?? 0 ) === $phase - self::PHASE_CATEGORY ) {
					$records[] = $terms->category( $row, $line + $index );
				}
			}
			return self::read_result( $records, $rows );
		}
		if ( self::PHASE_TAG === $phase ) {
			$rows = $this->tables->event_tags( $after, $limit );
			return self::read_result( array_map( static fn ( array $row, int $index ): ImportRecord => $terms->tag( $row, $line + $index ), $rows, array_keys( $rows ) ), $rows );
		}
		if ( self::PHASE_SERIES === $phase ) {
			$rows = $this->tables->posts( TecTables::SERIES, $after, $limit );
			return self::read_result( array_map( static fn ( array $row, int $index ): ImportRecord => $terms->series_tag( $row, $line + $index ), $rows, array_keys( $rows ) ), $rows );
		}
		if ( self::PHASE_ORGANIZER === $phase ) {
			$rows = $this->tables->posts( TecTables::ORGANIZER, $after, $limit );
			return self::read_result( $this->organizers( $rows, $line ), $rows );
		}
		$rows = $this->tables->posts( TecTables::EVENT, $after, $limit );
		return self::read_result( $this->events( $rows, $line, (string) ( $run['options']['timezone'] ?? wp_timezone_string() ) ), $rows );
	}

	/**
	 * Organizer records of a page of organizer posts.
	 *
	 * @param list<array{id: int, title: string, content: string, status: string, modified: string}> $rows Posts.
	 * @param int                                                                                   $line Row number of the first.
	 * @return list<ImportRecord>
	 */
	private function organizers( array $rows, int $line ): array {
		$ids    = array_column( $rows, 'id' );
		$meta   = $this->tables->meta( $ids );
		$images = $this->images( $meta );
		$mapper = new TecOrganizerMapper();
		$out    = array();
		foreach ( $rows as $index => $row ) {
			$thumbnail = (int) TecEventMapper::one( $meta[ $row['id'] ], '_thumbnail_id' );
			$out[]     = $mapper->map(
				array(
					'id'        => $row['id'],
					'title'     => $row['title'],
					'content'   => $row['content'],
					'status'    => $row['status'],
					'meta'      => $meta[ $row['id'] ],
					'thumbnail' => isset( $images[ $thumbnail ] ) ? $thumbnail : 0,
				),
				$line + $index
			);
		}
		return $out;
	}

	/**
	 * Event records of a page of event posts: their meta, venues, terms, images and series in a few queries.
	 *
	 * @param list<array{id: int, title: string, content: string, status: string, modified: string}> $rows     Posts.
	 * @param int                                                                                   $line     Row number of the first.
	 * @param string                                                                                $timezone The site's timezone.
	 * @return list<ImportRecord>
	 */
	private function events( array $rows, int $line, string $timezone ): array {
		if ( ! $rows ) {
			return array();
		}
		$ids       = array_column( $rows, 'id' );
		$meta      = $this->tables->meta( $ids );
		$terms     = $this->tables->terms_of( $ids );
		$series    = $this->tables->series_of( $ids );
		$images    = $this->images( $meta );
		$venue_ids = array();
		foreach ( $meta as $values ) {
			$venue = (int) TecEventMapper::one( $values, '_EventVenueID' );
			if ( $venue > 0 ) {
				$venue_ids[ $venue ] = $venue;
			}
		}
		$venues     = array_filter( $this->tables->posts_by_id( array_values( $venue_ids ) ), static fn ( array $post ): bool => TecTables::VENUE === $post['type'] );
		$venue_meta = $this->tables->meta( array_keys( $venues ) );
		$mapper     = new TecEventMapper( '' === $timezone ? 'UTC' : $timezone );
		$out        = array();
		foreach ( $rows as $index => $row ) {
			$values     = $meta[ $row['id'] ];
			$venue_id   = (int) TecEventMapper::one( $values, '_EventVenueID' );
			$thumbnail  = (int) TecEventMapper::one( $values, '_thumbnail_id' );
			$organizers = array_values( array_unique( array_filter( array_map( 'intval', $values['_EventOrganizerID'] ?? array() ) ) ) );
			$out[]      = $mapper->map(
				array(
					'id'         => $row['id'],
					'title'      => $row['title'],
					'content'    => $row['content'],
					'status'     => $row['status'],
					'modified'   => $row['modified'],
					'meta'       => $values,
					'venue'      => isset( $venues[ $venue_id ] ) ? array(
						'id'       => $venue_id,
						'title'    => $venues[ $venue_id ]['title'],
						'modified' => $venues[ $venue_id ]['modified'],
						'meta'     => $venue_meta[ $venue_id ] ?? array(),
					) : null,
					'organizers' => $organizers,
					'categories' => $terms[ $row['id'] ]['categories'],
					'tags'       => $terms[ $row['id'] ]['tags'],
					'thumbnail'  => isset( $images[ $thumbnail ] ) ? $thumbnail : 0,
					'series'     => $series[ $row['id'] ] ?? null,
				),
				$line + $index
			);
		}
		return $out;
	}

	/**
	 * The featured images of a page that are images of the media library, by id.
	 *
	 * @param array<int, array<string, list<string>>> $meta Meta of the page's posts.
	 * @return array<int, true>
	 */
	private function images( array $meta ): array {
		$ids = array();
		foreach ( $meta as $values ) {
			$id = (int) TecEventMapper::one( $values, '_thumbnail_id' );
			if ( $id > 0 ) {
				$ids[ $id ] = $id;
			}
		}
		$images = array();
		foreach ( $this->tables->posts_by_id( array_values( $ids ) ) as $id => $post ) {
			if ( 'attachment' === $post['type'] && str_starts_with( $post['mime'], 'image/' ) ) {
				$images[ $id ] = true;
			}
		}
		return $images;
	}

	/**
	 * Each category's depth in its tree (0 at the top), a loop in the tree read as the top.
	 *
	 * @param array<int, int> $parents Parent by term id.
	 * @return array<int, int>
	 */
	private static function depths( array $parents ): array {
		$depths = array();
		foreach ( array_keys( $parents ) as $id ) {
			$depth = 0;
			$at    = $id;
			$seen  = array( $id => true );
			while ( ( $parents[ $at ] ?? 0 ) > 0 && ! isset( $seen[ $parents[ $at ] ] ) ) {
				$at          = $parents[ $at ];
				$seen[ $at ] = true;
				++$depth;
			}
			$depths[ $id ] = $depth;
		}
		return $depths;
	}

	/**
	 * What a phase's read gives.
	 *
	 * @param list<ImportRecord>       $records Records.
	 * @param list<array{id: int}>     $rows    Rows read.
	 * @return array{records: list<ImportRecord>, rows: int, last: int}
	 */
	private static function read_result( array $records, array $rows ): array {
		return array(
			'records' => $records,
			'rows'    => count( $rows ),
			'last'    => $rows ? (int) end( $rows )['id'] : 0,
		);
	}
}
