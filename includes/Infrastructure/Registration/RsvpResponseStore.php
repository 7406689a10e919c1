<?php
/**
 * The only writer of the RSVP responses table.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Registration;

use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Tickets\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * RSVP answers are inserted here (the registration service records them for
 * every source: the form, the admin-ajax adapter, a waitlist claim) and
 * rewritten here by privacy erasure. An RSVP's tickets are attendee rows,
 * written by BookingStore.
 */
final class RsvpResponseStore {

	/**
	 * Inserts an answer.
	 *
	 * @param int    $event_id       Event.
	 * @param bool   $going          Going or not.
	 * @param int    $attendee_count Seats taken.
	 * @param string $reason         Why not (not going).
	 * @param string $name           Who answers.
	 * @param string $email          Their address.
	 * @return int The response id.
	 */
	public function insert( int $event_id, bool $going, int $attendee_count, string $reason, string $name, string $email ): int {
		global $wpdb;
		Transaction::check(
			$wpdb->insert(
				Tables::rsvp_responses(),
				array(
					'event_id'       => $event_id,
					'response'       => $going ? 'going' : 'not_going',
					'attendee_count' => $attendee_count,
					'reason'         => sanitize_textarea_field( $reason ),
					'name'           => sanitize_text_field( $name ),
					'email'          => sanitize_email( $email ),
					'created_at'     => gmdate( 'Y-m-d H:i:s' ),
				),
				array( '%d', '%s', '%d', '%s', '%s', '%s', '%s' )
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Inserts an answer imported from elsewhere, as it was there (its moment kept).
	 *
	 * @param array<string, mixed> $answer event_id, response (going, not_going), attendee_count, reason, name, email, created_at (UTC, Y-m-d H:i:s).
	 * @return int The response id.
	 */
	public function import( array $answer ): int {
		global $wpdb;
		Transaction::check( $wpdb->insert( Tables::rsvp_responses(), self::imported_row( $answer ), array( '%d', '%s', '%d', '%s', '%s', '%s', '%s' ) ) );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Rewrites an imported answer with what its source says now.
	 *
	 * @param int                  $id     Response id.
	 * @param array<string, mixed> $answer As import() takes it.
	 */
	public function update_imported( int $id, array $answer ): void {
		global $wpdb;
		Transaction::check( $wpdb->update( Tables::rsvp_responses(), self::imported_row( $answer ), array( 'id' => $id ), array( '%d', '%s', '%d', '%s', '%s', '%s', '%s' ), array( '%d' ) ) );
	}

	/**
	 * Deletes an answer an import created (undoing the import).
	 *
	 * @param int $id Response id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		Transaction::check( $wpdb->delete( Tables::rsvp_responses(), array( 'id' => $id ), array( '%d' ) ) );
	}

	/**
	 * The columns of an imported answer.
	 *
	 * @param array<string, mixed> $answer Answer.
	 * @return array<string, mixed>
	 */
	private static function imported_row( array $answer ): array {
		$created = (string) ( $answer['created_at'] ?? '' );
		return array(
			'event_id'       => (int) $answer['event_id'],
			'response'       => 'going' === ( $answer['response'] ?? '' ) ? 'going' : 'not_going',
			'attendee_count' => max( 0, (int) ( $answer['attendee_count'] ?? 0 ) ),
			'reason'         => sanitize_textarea_field( (string) ( $answer['reason'] ?? '' ) ),
			'name'           => sanitize_text_field( (string) ( $answer['name'] ?? '' ) ),
			'email'          => sanitize_email( (string) ( $answer['email'] ?? '' ) ),
			'created_at'     => '' === $created ? gmdate( 'Y-m-d H:i:s' ) : $created,
		);
	}

	/**
	 * Overwrites personal values of one answer (privacy erasure).
	 *
	 * @param int                        $id      Response id.
	 * @param array<string, string|null> $changes New values by column.
	 * @return bool Whether the write succeeded.
	 */
	public function anonymise( int $id, array $changes ): bool {
		global $wpdb;
		return false !== $wpdb->update( Tables::rsvp_responses(), $changes, array( 'id' => $id ) );
	}
}
