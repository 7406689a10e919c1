<?php
/**
 * Schema 9: ticket types.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per ticket type of an event. A type that staff remove is marked deleted, not erased,
 * so bookings that bought it keep their line; its seats are counted in the capacity table under
 * the scope `ticket_type:{id}`, next to the event's `event:{id}`.
 */
final class CreateTicketTypesTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 9;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . Tables::ticket_types() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				event_id bigint(20) unsigned NOT NULL,
				position int(11) NOT NULL DEFAULT 0,
				name varchar(191) NOT NULL DEFAULT '',
				description text NOT NULL,
				price decimal(12,2) NOT NULL DEFAULT 0,
				capacity int(11) NOT NULL DEFAULT -1,
				sale_start datetime NULL,
				sale_end datetime NULL,
				min_per_order int(11) NOT NULL DEFAULT 1,
				max_per_order int(11) NOT NULL DEFAULT 10,
				hidden tinyint(1) NOT NULL DEFAULT 0,
				deleted tinyint(1) NOT NULL DEFAULT 0,
				PRIMARY KEY  (id),
				KEY event_position (event_id,deleted,position)
			) {$wpdb->get_charset_collate()};"
		);
		$this->add_column( Tables::attendees(), 'ticket_type_id', 'bigint(20) unsigned NOT NULL DEFAULT 0 AFTER ticket_type' );
		$this->add_column( Tables::bookings(), 'payment_method', "varchar(40) NOT NULL DEFAULT '' AFTER status" );
		$this->add_column( Tables::bookings(), 'expires_at', 'datetime NULL AFTER payment_method' );
		if ( ! $this->has_index( Tables::bookings(), 'status_expires' ) ) {
			$wpdb->query( 'ALTER TABLE ' . Tables::bookings() . ' ADD KEY status_expires (status,expires_at)' ); // phpcs:ignore WordPress.DB.PreparedSQL -- prepared-parts: no values, a table name from Tables.
		}
	}

	/**
	 * Adds a column unless it exists (a migration may run again after a failure).
	 *
	 * @param string $table      Table.
	 * @param string $column     Column name.
	 * @param string $definition Its SQL definition.
	 */
	private function add_column( string $table, string $column, string $definition ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( null === $wpdb->get_var( $wpdb->prepare( "SHOW COLUMNS FROM {$table} LIKE %s", $column ) ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN {$column} {$definition}" ); // phpcs:ignore WordPress.DB.PreparedSQL -- prepared-parts: no values, fixed names and definitions.
		}
	}

	/**
	 * Whether a table has an index of this name.
	 *
	 * @param string $table Table.
	 * @param string $index Index name.
	 */
	private function has_index( string $table, string $index ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return null !== $wpdb->get_var( $wpdb->prepare( "SHOW INDEX FROM {$table} WHERE Key_name = %s", $index ) );
	}
}
