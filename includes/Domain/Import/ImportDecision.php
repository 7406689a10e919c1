<?php
/**
 * What an import does with one record, given what it imported before.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import;

defined( 'ABSPATH' ) || exit;

/**
 * create when the source id is new; skip when its text is unchanged or its
 * revision (SEQUENCE) is older than the one imported; update otherwise. The
 * dry run and the real run ask the same question.
 */
final class ImportDecision {

	public const CREATE = 'create';
	public const UPDATE = 'update';
	public const SKIP   = 'skip';
	public const FAIL   = 'fail';

	/**
	 * The action for a record.
	 *
	 * @param ImportRecord                                   $record Record from the source.
	 * @param array{fingerprint: string, sequence: int}|null $origin What was imported for the same source id, or null.
	 * @return string One of the constants.
	 */
	public static function for_record( ImportRecord $record, ?array $origin ): string {
		if ( null !== $record->error ) {
			return self::FAIL;
		}
		if ( null === $origin ) {
			return self::CREATE;
		}
		if ( $origin['fingerprint'] === $record->fingerprint || $record->sequence < $origin['sequence'] ) {
			return self::SKIP;
		}
		return self::UPDATE;
	}

	/**
	 * Why a record is skipped, for the report.
	 *
	 * @param ImportRecord                                   $record Record.
	 * @param array{fingerprint: string, sequence: int}|null $origin What was imported before.
	 */
	public static function skip_reason( ImportRecord $record, ?array $origin ): string {
		if ( null !== $origin && $record->sequence < $origin['sequence'] ) {
			/* translators: 1: SEQUENCE of the source, 2: SEQUENCE imported before. */
			return sprintf( __( 'An older revision (SEQUENCE %1$d) than the one imported (%2$d).', 'eventsmith' ), $record->sequence, $origin['sequence'] );
		}
		return __( 'Unchanged since the last import.', 'eventsmith' );
	}
}
