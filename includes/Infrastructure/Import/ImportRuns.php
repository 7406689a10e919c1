<?php
/**
 * The import runs table: the only writer of Tables::imports().
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportStatus;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Creates, reads and moves runs. A batch claims its run with a conditional update (a lock
 * with an expiry), so two cron workers never process the same rows, and a worker killed
 * mid-batch leaves a lock that expires and a position saved after every row.
 */
final class ImportRuns {

	/** Rows kept in a run's report. */
	public const REPORT_LIMIT = 500;

	/** Seconds a batch holds its run. */
	public const LOCK_SECONDS = 120;

	/**
	 * Creates a run.
	 *
	 * @param array<string, mixed> $run source_kind, source, file, options, status, subscription, preview, report, total.
	 * @return int Its id.
	 */
	public function create( array $run ): int {
		global $wpdb;
		$now = current_time( 'mysql', true );
		$wpdb->insert(
			Tables::imports(),
			array(
				'source_kind'  => (string) $run['source_kind'],
				'source'       => (string) $run['source'],
				'file'         => (string) ( $run['file'] ?? '' ),
				'options'      => (string) wp_json_encode( $run['options'] ?? array() ),
				'status'       => (string) ( $run['status'] ?? ImportStatus::DRY_RUN ),
				'subscription' => (string) ( $run['subscription'] ?? '' ),
				'preview'      => (string) wp_json_encode( $run['preview'] ?? array() ),
				'report'       => (string) wp_json_encode( $run['report'] ?? array() ),
				'total'        => (int) ( $run['total'] ?? 0 ),
				'created_by'   => get_current_user_id(),
				'created_at'   => $now,
				'updated_at'   => $now,
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * One run.
	 *
	 * @param int $id Run id.
	 * @return array<string, mixed>
	 * @throws DomainError 404 when there is no such run.
	 */
	public function find( int $id ): array {
		global $wpdb;
		$table = Tables::imports();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
		if ( ! is_array( $row ) ) {
			throw new DomainError( 'eventsmith_import_not_found', __( 'There is no import with this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		foreach ( array( 'options', 'preview', 'report' ) as $json ) {
			$row[ $json ] = json_decode( (string) $row[ $json ], true ) ?: array();
		}
		foreach ( array( 'id', 'checks', 'position', 'line', 'processed', 'total', 'created', 'updated', 'skipped', 'failed', 'removed', 'created_by' ) as $number ) {
			$row[ $number ] = (int) $row[ $number ];
		}
		return $row;
	}

	/**
	 * The newest runs.
	 *
	 * @param int $limit How many.
	 * @return list<array<string, mixed>>
	 */
	public function latest( int $limit ): array {
		global $wpdb;
		$table = Tables::imports();
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} ORDER BY id DESC LIMIT %d", $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
		return array_map( fn( $id ): array => $this->find( (int) $id ), $ids );
	}

	/**
	 * Feed subscriptions due for a check.
	 *
	 * @return list<int>
	 */
	public function due_subscriptions(): array {
		global $wpdb;
		$table = Tables::imports();
		$now   = time();
		$rows  = $wpdb->get_results( "SELECT id, subscription, checked_at FROM {$table} WHERE subscription <> '' AND status IN ('done','failed')", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name, no values.
		$due   = array();
		foreach ( (array) $rows as $row ) {
			$every = 'daily' === $row['subscription'] ? DAY_IN_SECONDS : HOUR_IN_SECONDS;
			$last  = null === $row['checked_at'] ? 0 : (int) strtotime( $row['checked_at'] . ' UTC' );
			if ( $last + $every - 60 <= $now ) {
				$due[] = (int) $row['id'];
			}
		}
		return $due;
	}

	/**
	 * Changes columns of a run.
	 *
	 * @param int                  $id     Run id.
	 * @param array<string, mixed> $fields Columns (options, preview, report as arrays).
	 */
	public function update( int $id, array $fields ): void {
		global $wpdb;
		foreach ( array( 'options', 'preview', 'report' ) as $json ) {
			if ( array_key_exists( $json, $fields ) ) {
				$fields[ $json ] = (string) wp_json_encode( $fields[ $json ] );
			}
		}
		$fields['updated_at'] = current_time( 'mysql', true );
		$wpdb->update( Tables::imports(), $fields, array( 'id' => $id ) );
	}

	/**
	 * Moves a run from one of some statuses to another, only if it is still in one of them.
	 *
	 * @param int          $id   Run id.
	 * @param list<string> $from Statuses it may be in.
	 * @param string       $to   New status.
	 * @return bool Whether it moved.
	 */
	public function move( int $id, array $from, string $to ): bool {
		global $wpdb;
		$table = Tables::imports();
		$in    = implode( ',', array_fill( 0, count( $from ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- prepared-parts: table name and placeholders.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, updated_at = %s WHERE id = %d AND status IN ({$in})", $to, current_time( 'mysql', true ), $id, ...$from ) );
	}

	/**
	 * Claims an active run for one batch.
	 *
	 * @param int $id Run id.
	 * @return bool Whether this worker holds it.
	 */
	public function claim( int $id ): bool {
		global $wpdb;
		$table = Tables::imports();
		$now   = gmdate( 'Y-m-d H:i:s' );
		$until = gmdate( 'Y-m-d H:i:s', time() + self::LOCK_SECONDS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET locked_until = %s, status = 'running' WHERE id = %d AND status IN ('queued','running') AND ( locked_until IS NULL OR locked_until < %s )", $until, $id, $now ) );
	}

	/**
	 * Claims a run being undone for one batch of removals.
	 *
	 * @param int $id Run id.
	 * @return bool Whether this worker holds it.
	 */
	public function claim_undo( int $id ): bool {
		global $wpdb;
		$table = Tables::imports();
		$now   = gmdate( 'Y-m-d H:i:s' );
		$until = gmdate( 'Y-m-d H:i:s', time() + self::LOCK_SECONDS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET locked_until = %s WHERE id = %d AND status = 'undoing' AND ( locked_until IS NULL OR locked_until < %s )", $until, $id, $now ) );
	}

	/**
	 * Adds to a run's count of removed objects.
	 *
	 * @param int $id      Run id.
	 * @param int $removed How many more were removed.
	 */
	public function add_removed( int $id, int $removed ): void {
		global $wpdb;
		$table = Tables::imports();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET removed = removed + %d, updated_at = %s WHERE id = %d", $removed, current_time( 'mysql', true ), $id ) );
	}

	/**
	 * Lets go of a run.
	 *
	 * @param int $id Run id.
	 */
	public function release( int $id ): void {
		global $wpdb;
		$wpdb->update( Tables::imports(), array( 'locked_until' => null ), array( 'id' => $id ) );
	}

	/**
	 * Records one row's outcome and the position after it, in one statement.
	 *
	 * @param int                  $id       Run id.
	 * @param string               $counter  created, updated, skipped, failed or '' (none).
	 * @param int                  $position Byte offset after the row.
	 * @param int                  $line     Line at that offset.
	 * @param array<string, mixed> $report   Report so far.
	 */
	public function advance( int $id, string $counter, int $position, int $line, array $report ): void {
		global $wpdb;
		$table = Tables::imports();
		$set   = in_array( $counter, array( 'created', 'updated', 'skipped', 'failed' ), true ) ? ", {$counter} = {$counter} + 1" : '';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name and a fixed column.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET position = %d, line = %d, processed = processed + 1, report = %s, updated_at = %s{$set} WHERE id = %d", $position, $line, (string) wp_json_encode( array_slice( $report, 0, self::REPORT_LIMIT ) ), current_time( 'mysql', true ), $id ) );
	}

	/**
	 * Deletes a run row.
	 *
	 * @param int $id Run id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( Tables::imports(), array( 'id' => $id ) );
	}
}
