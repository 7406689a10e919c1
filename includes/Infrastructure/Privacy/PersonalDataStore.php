<?php
/**
 * Finds and rewrites the records an e-mail address leads to.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Privacy;

use Eventsmith\Domain\Privacy\PersonalRecord;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Registration\BookingStore;
use Eventsmith\Infrastructure\Registration\RsvpResponseStore;

defined( 'ABSPATH' ) || exit;

/**
 * SQL behind the privacy exporters and erasers. Addresses are matched in any
 * letter case (RSVP forms store them as typed). Privacy requests are rare,
 * so matching with LOWER() — which walks the primary key instead of the
 * email index — is the price of finding every record.
 */
final class PersonalDataStore {

	/**
	 * Constructor.
	 *
	 * @param BookingStore      $bookings Writes bookings and attendees.
	 * @param RsvpResponseStore $rsvps    Writes RSVP answers.
	 */
	public function __construct(
		private BookingStore $bookings = new BookingStore(),
		private RsvpResponseStore $rsvps = new RsvpResponseStore()
	) {}

	/** Records per exporter or eraser page, unless the `eventsmith_privacy_page_size` filter says otherwise. */
	public const PAGE_SIZE = 100;

	/**
	 * Records per exporter or eraser page.
	 */
	public function page_size(): int {
		/**
		 * Filters how many records one page of the privacy exporters and erasers handles.
		 *
		 * @param int $size Records per page (100).
		 */
		return max( 1, (int) apply_filters( 'eventsmith_privacy_page_size', self::PAGE_SIZE ) );
	}

	/**
	 * A page of the records holding an address, in id order.
	 *
	 * @param PersonalRecord $kind   The kind of record.
	 * @param string         $email  Address.
	 * @param int            $limit  Records per page.
	 * @param int            $offset Records to skip.
	 * @return list<array<string, mixed>>
	 */
	public function page( PersonalRecord $kind, string $email, int $limit, int $offset ): array {
		global $wpdb;
		$table  = self::table( $kind );
		$column = $kind->email_column();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names come from the enum.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE LOWER({$column}) = %s ORDER BY id LIMIT %d OFFSET %d", self::normal( $email ), $limit, $offset ), ARRAY_A );
		return $rows ?: array();
	}

	/**
	 * The next records holding an address that may be anonymised now (not retained), in id order.
	 * Anonymised records no longer hold the address, so the next call finds the ones after them.
	 *
	 * @param PersonalRecord $kind  The kind of record.
	 * @param string         $email Address.
	 * @param int            $limit Records.
	 * @return list<array<string, mixed>>
	 */
	public function erasable( PersonalRecord $kind, string $email, int $limit ): array {
		global $wpdb;
		$table  = self::table( $kind );
		$column = $kind->email_column();
		$where  = self::not_retained( $kind );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from the enum; $where holds escaped literals from the enum.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE LOWER({$column}) = %s{$where} ORDER BY id LIMIT %d", self::normal( $email ), $limit ), ARRAY_A );
		return $rows ?: array();
	}

	/**
	 * The records holding an address that keep their data for now.
	 *
	 * @param PersonalRecord $kind  The kind of record.
	 * @param string         $email Address.
	 * @return list<int> Their ids.
	 */
	public function retained_ids( PersonalRecord $kind, string $email ): array {
		$statuses = $kind->retained_statuses();
		if ( array() === $statuses ) {
			return array();
		}
		global $wpdb;
		$table  = self::table( $kind );
		$column = $kind->email_column();
		$in     = implode( ',', array_fill( 0, count( $statuses ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- names from the enum; $in is placeholders.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE LOWER({$column}) = %s AND status IN ({$in}) ORDER BY id", array_merge( array( self::normal( $email ) ), $statuses ) ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * Writes new values into one record.
	 *
	 * @param PersonalRecord             $kind    The kind of record.
	 * @param int                        $id      Record id.
	 * @param array<string, string|null> $changes New values by column.
	 * @return bool Whether the write succeeded.
	 */
	public function rewrite( PersonalRecord $kind, int $id, array $changes ): bool {
		return match ( $kind ) {
			PersonalRecord::Booking    => $this->bookings->anonymise( true, $id, $changes ),
			PersonalRecord::Attendee   => $this->bookings->anonymise( false, $id, $changes ),
			PersonalRecord::Rsvp       => $this->rsvps->anonymise( $id, $changes ),
			PersonalRecord::Invitation => $this->invitation( $id, $changes ),
		};
	}

	/**
	 * Writes new values into one invitation.
	 *
	 * @param int                        $id      Invitation id.
	 * @param array<string, string|null> $changes New values by column.
	 */
	private function invitation( int $id, array $changes ): bool {
		global $wpdb;
		return false !== $wpdb->update( Tables::invitations(), $changes, array( 'id' => $id ) );
	}

	/**
	 * The scans of some tickets, oldest first, by attendee id.
	 *
	 * @param list<int> $attendee_ids Attendees.
	 * @return array<int, list<array{checked_at: string, result: string}>>
	 */
	public function scans( array $attendee_ids ): array {
		$ids = implode( ',', array_map( 'intval', $attendee_ids ) );
		if ( '' === $ids ) {
			return array();
		}
		global $wpdb;
		$table = Tables::checkins();
		$rows  = $wpdb->get_results( "SELECT attendee_id, checked_at, result FROM {$table} WHERE attendee_id IN ({$ids}) ORDER BY id" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- integers-only: ids cast with intval above.
		$scans = array();
		foreach ( $rows ?: array() as $row ) {
			$scans[ (int) $row->attendee_id ][] = array(
				'checked_at' => (string) $row->checked_at,
				'result'     => (string) $row->result,
			);
		}
		return $scans;
	}

	/**
	 * The table of a kind of record.
	 *
	 * @param PersonalRecord $kind The kind of record.
	 */
	private static function table( PersonalRecord $kind ): string {
		return match ( $kind ) {
			PersonalRecord::Booking    => Tables::bookings(),
			PersonalRecord::Attendee   => Tables::attendees(),
			PersonalRecord::Rsvp       => Tables::rsvp_responses(),
			PersonalRecord::Invitation => Tables::invitations(),
		};
	}

	/**
	 * The SQL condition leaving out retained records (' AND status NOT IN (...)'), or ''.
	 *
	 * @param PersonalRecord $kind The kind of record.
	 */
	private static function not_retained( PersonalRecord $kind ): string {
		$statuses = $kind->retained_statuses();
		if ( array() === $statuses ) {
			return '';
		}
		$quoted = array_map( static fn( string $status ): string => "'" . esc_sql( $status ) . "'", $statuses );
		return ' AND status NOT IN (' . implode( ',', $quoted ) . ')';
	}

	/**
	 * An address as the records are compared: trimmed, lower case.
	 *
	 * @param string $email Address.
	 */
	private static function normal( string $email ): string {
		return strtolower( trim( $email ) );
	}
}
