<?php
/**
 * Schema 13: waitlists of sold-out ticket types and full RSVP events.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per person in line (ticket_type_id 0 = the event's RSVP list); the
 * id is the place in line. `active_key` is set while the person waits or holds
 * an offer and NULL afterwards, so its unique key keeps one active entry per
 * person and list. `token_hash` is the SHA-256 of the claim link's token.
 */
final class CreateWaitlistTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 13;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . Tables::waitlist() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				event_id bigint(20) unsigned NOT NULL,
				ticket_type_id bigint(20) unsigned NOT NULL DEFAULT 0,
				name varchar(100) NOT NULL,
				email varchar(191) NOT NULL,
				state varchar(10) NOT NULL DEFAULT 'waiting',
				active_key varchar(191) NULL,
				token_hash char(64) NULL,
				hold_until datetime NULL,
				booking_id bigint(20) unsigned NOT NULL DEFAULT 0,
				rsvp_id bigint(20) unsigned NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				offered_at datetime NULL,
				updated_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY active_key (active_key),
				UNIQUE KEY token_hash (token_hash),
				KEY list_state (event_id,ticket_type_id,state,id),
				KEY state_hold (state,hold_until)
			) {$wpdb->get_charset_collate()};"
		);
	}
}
