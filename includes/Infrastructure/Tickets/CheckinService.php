<?php
/**
 * Checks a ticket in, exactly once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\Checkin\Verification;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Registration\BookingStore;

defined( 'ABSPATH' ) || exit;

/**
 * The check-in itself is `UPDATE … SET checked_in_at = now WHERE id = ? AND
 * checked_in_at IS NULL`: of two scans racing, the database lets one win and
 * the other reads "already checked in" with the first scan's time. Every
 * scan is logged.
 */
final class CheckinService {

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository $attendees Attendees.
	 * @param BookingStore       $store     Stamps the attendee's check-in (the scan log is written here, in the check-ins table).
	 */
	public function __construct(
		private AttendeeRepository $attendees,
		private BookingStore $store = new BookingStore()
	) {}

	/**
	 * Verifies a ticket and, unless `$info_only`, checks it in.
	 *
	 * @param string $code      Ticket code.
	 * @param int    $event_id  The event the door is for, or 0 for any.
	 * @param int    $user_id   Who scans.
	 * @param string $device    Gate or device label.
	 * @param bool   $info_only Two-step mode: tell who it is without checking in.
	 * @param string $at        When the check-in happened (UTC, Y-m-d H:i:s), for scans made offline; '' for now.
	 */
	public function verify( string $code, int $event_id, int $user_id, string $device, bool $info_only = false, string $at = '' ): Verification {
		$attendee = $this->attendees->by_code( $code );
		if ( null === $attendee ) {
			return new Verification( Verification::UNKNOWN_TICKET, __( 'This ticket is not valid.', 'eventsmith' ) );
		}
		$content = array(
			'name'        => $attendee->name,
			'event_name'  => (string) apply_filters( 'the_title', (string) $attendee->event_title, (int) $attendee->event_id ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, as get_the_title() applies it.
			'ticket_name' => '' !== $attendee->ticket_type ? $attendee->ticket_type : __( 'RSVP', 'eventsmith' ),
		);
		if ( $event_id > 0 && (int) $attendee->event_id !== $event_id && (int) $attendee->event_parent !== $event_id ) {
			return $this->logged( $attendee, $user_id, $device, new Verification( Verification::WRONG_EVENT, __( 'This ticket is for another event.', 'eventsmith' ), $content ) );
		}
		if ( 'active' !== $attendee->status ) {
			return $this->logged( $attendee, $user_id, $device, new Verification( Verification::CANCELLED, __( 'This ticket was cancelled.', 'eventsmith' ), $content ) );
		}
		if ( $info_only ) {
			return new Verification(
				null === $attendee->checked_in_at ? Verification::SUCCESS : Verification::ALREADY_CHECKED,
				__( 'Confirm to check this attendee in.', 'eventsmith' ),
				$content + array(
					'attendee_name'  => $attendee->name,
					'ticket_Message' => null === $attendee->checked_in_at ? '' : __( 'Already checked in.', 'eventsmith' ),
				)
			);
		}

		try {
			/**
			 * Fires before a valid ticket is checked in; throwing a DomainError refuses the
			 * check-in, and the scanner shows its message.
			 *
			 * @param object $attendee The attendee row (id, event_id, name, email, ticket_code, …).
			 * @param int    $user_id  Who scans.
			 * @param string $device   Gate or device label.
			 */
			do_action( 'eventsmith_before_checkin', $attendee, $user_id, $device );
		} catch ( DomainError $refusal ) {
			return $this->logged( $attendee, $user_id, $device, new Verification( Verification::REFUSED, $refusal->getMessage(), $content ) );
		}
		// The check-in and its log row commit together: one write to disk, and never one without the other.
		$verification = Transaction::run(
			function () use ( $attendee, $user_id, $device, $content, $at ): Verification {
				global $wpdb;
				$table = Tables::attendees();
				$now   = '' !== $at ? $at : gmdate( 'Y-m-d H:i:s' );
				$won   = $this->store->check_in( (int) $attendee->id, $now );
				if ( 1 === $won ) {
					return $this->logged( $attendee, $user_id, $device, new Verification( Verification::SUCCESS, __( 'Checked in. Welcome!', 'eventsmith' ), $content + array( 'checked_in_at' => $now ) ) );
				}
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$first = (string) $wpdb->get_var( $wpdb->prepare( "SELECT checked_in_at FROM {$table} WHERE id = %d", (int) $attendee->id ) );
				return $this->logged(
					$attendee,
					$user_id,
					$device,
					new Verification(
						Verification::ALREADY_CHECKED,
						/* translators: %s: date and time of the first check-in (UTC). */
						sprintf( __( 'Already checked in at %s UTC.', 'eventsmith' ), $first ),
						$content + array( 'checked_in_at' => $first )
					)
				);
			}
		);
		if ( Verification::SUCCESS === $verification->status_code ) {
			/**
			 * Fires after a ticket was checked in (once per ticket; not for repeated scans).
			 *
			 * @param Verification $verification The answer the scanner shows.
			 * @param object       $attendee     The attendee row.
			 * @param int          $user_id      Who scanned.
			 */
			do_action( 'eventsmith_after_checkin', $verification, $attendee, $user_id );
		}
		return $verification;
	}

	/**
	 * Records the check-ins a ticket had elsewhere (an import): each successful scan in the log
	 * with its own moment, the first as the ticket's check-in; moments already logged are not
	 * logged twice. No hook fires and nothing is mailed: they happened already.
	 *
	 * @param int          $attendee_id Attendee id.
	 * @param list<string> $moments     UTC moments (Y-m-d H:i:s), oldest first.
	 */
	public function import( int $attendee_id, array $moments ): void {
		global $wpdb;
		$log    = Tables::checkins();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$logged = array_map( 'strval', $wpdb->get_col( $wpdb->prepare( "SELECT checked_at FROM {$log} WHERE attendee_id = %d AND result = 'checked_in'", $attendee_id ) ) );
		foreach ( $moments as $moment ) {
			if ( in_array( $moment, $logged, true ) ) {
				continue;
			}
			Transaction::check(
				$wpdb->insert(
					$log,
					array(
						'attendee_id' => $attendee_id,
						'checked_at'  => $moment,
						'user_id'     => 0,
						'device'      => 'import',
						'result'      => 'checked_in',
					),
					array( '%d', '%s', '%d', '%s', '%s' )
				)
			);
			$logged[] = $moment;
		}
		if ( array() !== $moments ) {
			$this->store->check_in( $attendee_id, $moments[0] );
		}
	}

	/**
	 * Forgets the scans of a ticket an import created (undoing the import).
	 *
	 * @param int $attendee_id Attendee id.
	 */
	public function forget( int $attendee_id ): void {
		global $wpdb;
		Transaction::check( $wpdb->delete( Tables::checkins(), array( 'attendee_id' => $attendee_id ), array( '%d' ) ) );
	}

	/**
	 * Appends the scan to the log and returns the verification.
	 *
	 * @param object       $attendee     Attendee row.
	 * @param int          $user_id      Who scanned.
	 * @param string       $device       Gate or device.
	 * @param Verification $verification Result.
	 */
	private function logged( object $attendee, int $user_id, string $device, Verification $verification ): Verification {
		global $wpdb;
		$logged = $wpdb->insert(
			Tables::checkins(),
			array(
				'attendee_id' => (int) $attendee->id,
				'checked_at'  => gmdate( 'Y-m-d H:i:s' ),
				'user_id'     => $user_id,
				'device'      => substr( sanitize_text_field( $device ), 0, 100 ),
				'result'      => Verification::SUCCESS === $verification->status_code ? 'checked_in' : 'refused_' . $verification->status_code,
			),
			array( '%d', '%s', '%d', '%s', '%s' )
		);
		Transaction::check( $logged );
		return $verification;
	}
}
