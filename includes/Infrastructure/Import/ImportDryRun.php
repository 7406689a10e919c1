<?php
/**
 * Counts what an import would do, writing nothing.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportDecision;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the whole source once and asks the record writer, for each record, what it would do:
 * the same question the batches ask, so the counts match what the run then does.
 */
final class ImportDryRun {

	/**
	 * Constructor.
	 *
	 * @param RecordWriter $writer Decides per record.
	 */
	public function __construct( private RecordWriter $writer ) {}

	/**
	 * The counts, the report of refused and noted rows, and the options the batches need.
	 *
	 * @param ImportSource                                                        $source The source.
	 * @param array{file: string, source: string, options: array<string, mixed>} $input  The run as the source reads it.
	 * @return array{options: array<string, mixed>, preview: array<string, int>, report: list<array<string, mixed>>}
	 * @throws DomainError When the source cannot be read.
	 */
	public function count( ImportSource $source, array $input ): array {
		$preview = array(
			'total'  => 0,
			'create' => 0,
			'update' => 0,
			'skip'   => 0,
			'fail'   => 0,
		);
		$report  = array();
		$kind    = $source->kind();
		$context = $source->scan(
			$input,
			function ( ImportRecord $record ) use ( &$preview, &$report, $kind ): void {
				$action = $this->writer->decide( $kind, $record );
				++$preview['total'];
				++$preview[ $action ];
				if ( ( ImportDecision::FAIL === $action || null !== $record->note ) && count( $report ) < ImportRuns::REPORT_LIMIT ) {
					$report[] = ImportReport::row( $record, array( 'action' => $action, 'reason' => $record->error ?? (string) $record->note ) );
				}
			}
		);
		return array(
			'options' => $context + $input['options'],
			'preview' => $preview,
			'report'  => array_values( array_filter( $report ) ),
		);
	}
}
