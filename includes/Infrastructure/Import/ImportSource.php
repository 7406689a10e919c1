<?php
/**
 * What every import source reads: an uploaded file, a feed, or another plugin's data.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * A source is read twice: once whole for the dry run (scan), then a batch at a time from a
 * saved position. The position is the source's own cursor (a byte offset and a line for a
 * file, a phase and the last row id for another plugin's tables): a batch read again from the
 * same position gives the same records, which is what lets a killed batch resume.
 *
 * The run a source sees: `file` (the stored file's path, '' when the source is the site),
 * `source` (the name shown to staff) and `options` (the source's own options as given when the
 * run was created, plus what scan() returned).
 */
interface ImportSource {

	/**
	 * The source kind, stored with the run and in the origin map (ics, csv, eventin, tec, eventsmith).
	 */
	public function kind(): string;

	/**
	 * Reads the whole source once and calls back with every record it holds.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run  The run.
	 * @param callable(ImportRecord): void                                        $each Called with each record.
	 * @return array<string, mixed> Options the batches need (merged into the run's options).
	 * @throws DomainError When the source cannot be read at all (naming the field at fault); nothing is kept then.
	 */
	public function scan( array $run, callable $each ): array;

	/**
	 * One batch of records from a position.
	 *
	 * @param array{file: string, source: string, options: array<string, mixed>} $run      The run.
	 * @param int                                                                 $position Cursor where the batch starts (0 at first).
	 * @param int                                                                 $line     Line (or row number) at the cursor (1 at first).
	 * @param int                                                                 $limit    How many source rows to read.
	 * @return array{records: list<ImportRecord>, next: int, next_line: int, end: bool}
	 * @throws DomainError When the source is gone (the run fails with the message).
	 */
	public function batch( array $run, int $position, int $line, int $limit ): array;
}
