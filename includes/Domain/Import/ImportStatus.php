<?php
/**
 * The states of an import run and the moves between them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * dry_run (counted, nothing written) → queued → running → done; a run may be
 * stopped while queued or running and started again; failed when its source
 * cannot be read (a feed check is retried at the next check); undoing while
 * what it created is being removed (in batches when there is much), then
 * undone.
 */
final class ImportStatus {

	public const DRY_RUN = 'dry_run';
	public const QUEUED  = 'queued';
	public const RUNNING = 'running';
	public const STOPPED = 'stopped';
	public const DONE    = 'done';
	public const FAILED  = 'failed';
	public const UNDOING = 'undoing';
	public const UNDONE  = 'undone';

	public const ALL = array( self::DRY_RUN, self::QUEUED, self::RUNNING, self::STOPPED, self::DONE, self::FAILED, self::UNDOING, self::UNDONE );

	/**
	 * Whether a run in this status may be started (or resumed).
	 *
	 * @param string $status Current status.
	 */
	public static function can_start( string $status ): bool {
		return in_array( $status, array( self::DRY_RUN, self::STOPPED ), true );
	}

	/**
	 * Whether a run in this status is waiting for or doing batches.
	 *
	 * @param string $status Current status.
	 */
	public static function is_active( string $status ): bool {
		return in_array( $status, array( self::QUEUED, self::RUNNING ), true );
	}

	/**
	 * Refuses a move the run's status does not allow.
	 *
	 * @param string $action start, stop or undo.
	 * @param string $status Current status.
	 * @throws DomainError 409 naming the status.
	 */
	public static function check( string $action, string $status ): void {
		$allowed = match ( $action ) {
			'start' => self::can_start( $status ),
			'stop'  => self::is_active( $status ),
			'undo'  => ! self::is_active( $status ) && ! in_array( $status, array( self::UNDOING, self::UNDONE ), true ),
			default => false,
		};
		if ( ! $allowed ) {
			$message = match ( $action ) {
				/* translators: %s: status such as done. */
				'start' => __( 'This import cannot be started while its status is "%s".', 'eventsmith' ),
				/* translators: %s: status such as done. */
				'stop'  => __( 'This import cannot be stopped while its status is "%s".', 'eventsmith' ),
				/* translators: %s: status such as running. */
				default => __( 'This import cannot be undone while its status is "%s".', 'eventsmith' ),
			};
			throw new DomainError(
				'eventsmith_import_status',
				sprintf( $message, $status ),
				DomainError::CONFLICT,
				'status'
			);
		}
	}
}
