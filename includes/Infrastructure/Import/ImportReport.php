<?php
/**
 * The report rows and counters of an import run.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\Import\ImportDecision;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * A refused, skipped or noted row becomes a report row (line, source id, type, action, reason);
 * a plain success leaves none.
 */
final class ImportReport {

	/**
	 * The run column counting an action.
	 *
	 * @param string $action ImportDecision constant.
	 */
	public static function counter( string $action ): string {
		return match ( $action ) {
			ImportDecision::CREATE => 'created',
			ImportDecision::UPDATE => 'updated',
			ImportDecision::SKIP   => 'skipped',
			default                => 'failed',
		};
	}

	/**
	 * A report row for a failed, skipped or noted record; null for a plain success.
	 *
	 * @param ImportRecord                         $record Record.
	 * @param array{action: string, reason: string} $done   Outcome.
	 * @return array<string, mixed>|null
	 */
	public static function row( ImportRecord $record, array $done ): ?array {
		if ( '' === $done['reason'] ) {
			return null;
		}
		return array(
			'line'   => $record->line,
			'uid'    => $record->source_id,
			'type'   => $record->object_type,
			'action' => $done['action'],
			'reason' => $done['reason'],
		);
	}
}
