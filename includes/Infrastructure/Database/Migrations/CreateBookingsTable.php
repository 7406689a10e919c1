<?php
/**
 * Schema 5: bookings (orders).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per order; its line items (ticket type × quantity × price) as JSON; its
 * tickets are attendees with the booking's id.
 */
final class CreateBookingsTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 5;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . Tables::bookings() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				event_id bigint(20) unsigned NOT NULL,
				customer_name varchar(191) NOT NULL DEFAULT '',
				customer_email varchar(191) NOT NULL DEFAULT '',
				line_items longtext NOT NULL,
				quantity int(11) NOT NULL DEFAULT 0,
				total decimal(12,2) NOT NULL DEFAULT 0,
				currency char(3) NOT NULL DEFAULT 'USD',
				status varchar(20) NOT NULL DEFAULT 'pending',
				refunded_by bigint(20) unsigned NOT NULL DEFAULT 0,
				refunded_at datetime NULL,
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				PRIMARY KEY  (id),
				KEY event_status (event_id,status),
				KEY status_created (status,created_at),
				KEY customer_email (customer_email)
			) {$wpdb->get_charset_collate()};"
		);
	}
}
