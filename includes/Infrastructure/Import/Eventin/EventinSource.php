<?php
/**
 * Imports from Eventin on the same site.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Import\ImportSource;

defined( 'ABSPATH' ) || exit;

/**
 * Reads Eventin's objects in dependency order, one phase per kind (speakers and organizers,
 * schedules, events, ticket types, orders, attendees, RSVPs), each in id order. The position is
 * `phase × 10^10 + the last id read`, so a batch read again from a saved position gives the same
 * records. Kinds this site has no writer for are left out.
 */
final class EventinSource implements ImportSource {

	public const KIND = 'eventin';

	/** Position units per phase. */
	private const PHASE = 10_000_000_000;

	/**
	 * Readers in dependency order.
	 *
	 * @var list<EventinReader>
	 */
	private array $readers;

	/**
	 * Constructor.
	 *
	 * @param EventinTables $tables   Eventin's data.
	 * @param list<string>  $writable Object types this site's import writes.
	 */
	public function __construct( private EventinTables $tables, array $writable ) {
		$series        = new EventinSeries( $tables );
		$readers       = array(
			new SpeakerReader( $tables ),
			new ScheduleReader( $tables ),
			new EventReader( $tables, $series ),
			new TicketTypeReader( $tables, $series ),
			new OrderReader( $tables, $series ),
			new AttendeeReader( $tables, $series ),
			new RsvpReader( $tables, $series ),
		);
		$this->readers = array_values( array_filter( $readers, static fn( EventinReader $reader ): bool => in_array( $reader->type(), $writable, true ) ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function kind(): string {
		return self::KIND;
	}

	/**
	 * Whether there is Eventin data to import (Eventin is active).
	 */
	public function available(): bool {
		return $this->tables->present();
	}

	/**
	 * Reads every Eventin object once.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run  The run.
	 * @param callable                                                            $each Called with each ImportRecord.
	 * @return array<string, mixed>
	 */
	public function scan( array $run, callable $each ): array {
		$this->require_eventin();
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
		return array( 'types' => array_map( static fn( EventinReader $reader ): string => $reader->type(), $this->readers ) );
	}

	/**
	 * One batch: up to $limit Eventin objects of the current phase.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run      The run.
	 * @param int                                                                 $position phase × 10^10 + last id.
	 * @param int                                                                 $line     Objects read so far + 1.
	 * @param int                                                                 $limit    How many objects.
	 * @return array{records: list<\Eventsmith\Domain\Import\ImportRecord>, next: int, next_line: int, end: bool}
	 */
	public function batch( array $run, int $position, int $line, int $limit ): array {
		$this->require_eventin();
		$phase = intdiv( $position, self::PHASE );
		$after = $position % self::PHASE;
		if ( ! isset( $this->readers[ $phase ] ) ) {
			return array(
				'records'   => array(),
				'next'      => $position,
				'next_line' => $line,
				'end'       => true,
			);
		}
		$read = $this->readers[ $phase ]->read( $after, max( 1, $limit ) );
		$next = $read['end'] ? ( $phase + 1 ) * self::PHASE : $phase * self::PHASE + $read['last'];
		return array(
			'records'   => $read['records'],
			'next'      => $next,
			'next_line' => $line + count( $read['records'] ),
			'end'       => $read['end'] && ! isset( $this->readers[ $phase + 1 ] ),
		);
	}

	/**
	 * Refuses when Eventin is not active.
	 *
	 * @throws DomainError Naming source.
	 */
	private function require_eventin(): void {
		if ( ! $this->tables->present() ) {
			throw DomainError::invalid( 'source', __( 'source "eventin": Eventin is not active on this site, so there is nothing to import from it. Activate Eventin first.', 'eventsmith' ) );
		}
	}
}
