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
