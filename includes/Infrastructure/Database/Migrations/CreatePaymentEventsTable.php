<?php
/**
 * Schema 18: payment providers' webhook events, and the provider's reference and flag on orders.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per provider event handled (the unique key keeps a replayed delivery from acting
 * twice); each order keeps the provider's payment reference and, when a payment did not match
 * it, a note for staff.
 */
final class CreatePaymentEventsTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 18;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . Tables::payment_events() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				provider varchar(20) NOT NULL,
				event_id varchar(191) NOT NULL,
				event_type varchar(100) NOT NULL DEFAULT '',
				booking_id bigint(20) unsigned NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY provider_event (provider,event_id),
				KEY booking (booking_id)
			) {$wpdb->get_charset_collate()};"
		);
		$table = Tables::bookings();
		foreach ( array(
			'payment_reference' => "varchar(191) NOT NULL DEFAULT '' AFTER payment_method",
			'payment_flag'      => "varchar(255) NOT NULL DEFAULT '' AFTER payment_reference",
		) as $column => $definition ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
			if ( null === $wpdb->get_var( $wpdb->prepare( "SHOW COLUMNS FROM {$table} LIKE %s", $column ) ) ) {
				$wpdb->query( "ALTER TABLE {$table} ADD COLUMN {$column} {$definition}" ); // phpcs:ignore WordPress.DB.PreparedSQL -- prepared-parts: no values, fixed names and definitions.
			}
		}
	}
}
