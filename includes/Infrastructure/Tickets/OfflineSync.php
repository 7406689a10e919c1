<?php
/**
 * Uploads of scans made offline.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\Checkin\OfflineScan;
use Eventsmith\Domain\Checkin\SyncResult;

defined( 'ABSPATH' ) || exit;

/**
 * Each uploaded scan is claimed by its client id (a replay changes nothing
 * and answers `already`), then checked in through CheckinService, the one
 * place that guarantees a single check-in per ticket: a ticket another device
 * checked in first comes back as a `conflict` with that first time.
 */
final class OfflineSync {

	/** Most scans one upload may carry. */
	public const MOST = 200;

	/**
	 * Constructor.
	 *
	 * @param CheckinService     $checkins  Check-ins.
	 * @param OfflineScanLog     $log       Uploaded scans.
	 * @param AttendeeRepository $attendees Tickets.
	 */
	public function __construct(
		private CheckinService $checkins,
		private OfflineScanLog $log,
		private AttendeeRepository $attendees
	) {}

	/**
	 * Applies an upload.
	 *
	 * @param list<mixed> $items    `{client_id, code, scanned_at}` each.
	 * @param int         $event_id The event the door is for, or 0.
	 * @param int         $user_id  Who uploads.
	 * @param string      $device   Device label.
	 * @return list<SyncResult> One per item with a valid client id, in order.
	 */
	public function apply( array $items, int $event_id, int $user_id, string $device ): array {
		$results = array();
		foreach ( array_slice( $items, 0, self::MOST ) as $item ) {
			$scan = OfflineScan::from_upload( $item, time() );
			if ( null !== $scan ) {
				$results[] = $this->one( $scan, $event_id, $user_id, $device );
			}
		}
		return $results;
	}

	/**
	 * Applies one scan.
	 *
	 * @param OfflineScan $scan     The scan.
	 * @param int         $event_id The event the door is for, or 0.
	 * @param int         $user_id  Who uploads.
	 * @param string      $device   Device label.
	 */
	private function one( OfflineScan $scan, int $event_id, int $user_id, string $device ): SyncResult {
		if ( ! $this->log->claim( $scan, $event_id, $user_id, $device ) ) {
			$first = $this->log->find( $scan->client_id );
			return new SyncResult(
				$scan->client_id,
				SyncResult::ALREADY,
				__( 'This scan was uploaded before.', 'eventsmith' ),
				'',
				(string) ( $first->first_checked_in_at ?? '' ),
				(string) ( $first->result ?? '' )
			);
		}
		$attendee = $this->attendees->by_code( $scan->code );
		$result   = SyncResult::of(
			$scan->client_id,
			$this->checkins->verify( $scan->code, $event_id, $user_id, '' !== $device ? $device : 'offline', false, $scan->scanned_at )
		);
		if ( SyncResult::CONFLICT === $result->result ) {
			$result = new SyncResult(
				$scan->client_id,
				SyncResult::CONFLICT,
				/* translators: %s: date and time of the check-in that came first (UTC). */
				sprintf( __( 'Checked in on another device first, at %s UTC.', 'eventsmith' ), $result->first_checked_in_at ),
				$result->name,
				$result->first_checked_in_at
			);
		}
		$this->log->record( $result, null !== $attendee ? (int) $attendee->id : 0 );
		return $result;
	}
}
