<?php
/**
 * Schema 16: the waitlist, bookings, tickets and RSVP answers hold the longest e-mail address allowed.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * An address may have 254 characters (RFC 5321), and `active_key` was the
 * event id, the type id and the address in a varchar(191): a long address
 * did not fit (issue 32.10). `email` becomes varchar(254), and `active_key`
 * the SHA-256 of that text (`WaitlistRules::active_key()`): 64 ASCII
 * characters whatever the address, so its unique key fits every MySQL and
 * MariaDB index limit. Keys still in plain text (they contain `|`, a hash
 * never does) are hashed first, so re-running changes nothing. A claimed
 * place becomes a booking or an RSVP answer in that address, so their
 * address columns widen to varchar(254) too; their lookup keys index the
 * first 191 characters (767 bytes, the limit of the oldest row format). The
 * mail queue's `recipient` (not indexed) widens with MailQueueSchema, so the
 * offers and tickets reach that address whole.
 */
final class WidenWaitlistKeys implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 16;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		$table = Tables::waitlist();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables; no values.
		$wpdb->query( "UPDATE {$table} SET active_key = SHA2(active_key, 256) WHERE active_key LIKE '%|%'" ); // prepared-parts: a table name from Tables, no values.
		$wpdb->query( "ALTER TABLE {$table} MODIFY email varchar(254) NOT NULL, MODIFY active_key char(64) NULL" ); // prepared-parts: a table name from Tables, no values.
		$bookings = Tables::bookings();
		// Three statements, not one: MariaDB 10.11 widening a fully indexed varchar(191) and re-adding its
		// index as a 191-character prefix in one in-place ALTER leaves an index that finds none of the rows
		// written afterwards (an attendee's own certificates, an address's tickets).
		$wpdb->query( "ALTER TABLE {$bookings} DROP INDEX customer_email" ); // prepared-parts: a table name from Tables, no values.
		$wpdb->query( "ALTER TABLE {$bookings} MODIFY customer_email varchar(254) NOT NULL DEFAULT ''" ); // prepared-parts: a table name from Tables, no values.
		$wpdb->query( "ALTER TABLE {$bookings} ADD INDEX customer_email (customer_email(191))" ); // prepared-parts: a table name from Tables, no values.
		$attendees = Tables::attendees();
		$wpdb->query( "ALTER TABLE {$attendees} DROP INDEX email" ); // prepared-parts: a table name from Tables, no values.
		$wpdb->query( "ALTER TABLE {$attendees} MODIFY email varchar(254) NOT NULL DEFAULT ''" ); // prepared-parts: a table name from Tables, no values.
		$wpdb->query( "ALTER TABLE {$attendees} ADD INDEX email (email(191))" ); // prepared-parts: a table name from Tables, no values.
		$rsvps = Tables::rsvp_responses();
		$wpdb->query( "ALTER TABLE {$rsvps} MODIFY email varchar(254) NOT NULL DEFAULT ''" ); // prepared-parts: a table name from Tables, no values.
		// phpcs:enable
		MailQueueSchema::apply();
	}
}
