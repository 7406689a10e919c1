<?php
/**
 * Schema 3: capacity, attendees, check-ins and RSVP responses.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * High-volume records live in their own indexed tables. Capacity is a
 * counter row per scope ("rsvp:12", "event:12", "ticket:7") so reservations
 * are single conditional UPDATEs; ticket codes are unique; check-ins are an
 * append-only log.
 */
final class CreateTransactionTables implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 3;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		$collate = $wpdb->get_charset_collate();
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		dbDelta(
			'CREATE TABLE ' . Tables::capacity() . " (
				scope varchar(64) NOT NULL,
				capacity int(11) NOT NULL DEFAULT -1,
				taken int(11) NOT NULL DEFAULT 0,
				PRIMARY KEY  (scope)
			) {$collate};"
		);
		dbDelta(
			'CREATE TABLE ' . Tables::attendees() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				event_id bigint(20) unsigned NOT NULL,
				booking_id bigint(20) unsigned NOT NULL DEFAULT 0,
				rsvp_id bigint(20) unsigned NOT NULL DEFAULT 0,
				ticket_type varchar(191) NOT NULL DEFAULT '',
				name varchar(191) NOT NULL DEFAULT '',
				email varchar(191) NOT NULL DEFAULT '',
				phone varchar(64) NOT NULL DEFAULT '',
				extra longtext NULL,
				ticket_code char(32) NOT NULL,
				status varchar(20) NOT NULL DEFAULT 'active',
				checked_in_at datetime NULL,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY ticket_code (ticket_code),
				KEY event_status (event_id,status),
				KEY email (email),
				KEY rsvp_id (rsvp_id)
			) {$collate};"
		);
		dbDelta(
			'CREATE TABLE ' . Tables::checkins() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				attendee_id bigint(20) unsigned NOT NULL,
				checked_at datetime NOT NULL,
				user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				device varchar(100) NOT NULL DEFAULT '',
				result varchar(20) NOT NULL,
				PRIMARY KEY  (id),
				KEY attendee_id (attendee_id)
			) {$collate};"
		);
		dbDelta(
			'CREATE TABLE ' . Tables::rsvp_responses() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				event_id bigint(20) unsigned NOT NULL,
				response varchar(12) NOT NULL,
				attendee_count int(11) NOT NULL DEFAULT 0,
				reason text NULL,
				name varchar(191) NOT NULL DEFAULT '',
				email varchar(191) NOT NULL DEFAULT '',
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				KEY event_response (event_id,response)
			) {$collate};"
		);
	}
}
