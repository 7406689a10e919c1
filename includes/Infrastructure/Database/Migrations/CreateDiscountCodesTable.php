<?php
/**
 * Schema 17: discount codes, and the discount an order was given.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per code, unique per site in its normalised (upper-case) form; its uses are counted in
 * the capacity ledger (`discount:{id}`). An order keeps the code's id, the code as applied and the
 * amount taken off (written only by the booking store), so the invoice, the e-mails and the
 * purchase report show it after the code was edited or deleted.
 */
final class CreateDiscountCodesTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 17;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . Tables::discount_codes() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				code varchar(40) NOT NULL,
				kind varchar(10) NOT NULL DEFAULT 'percent',
				amount decimal(12,2) NOT NULL DEFAULT 0,
				scope varchar(10) NOT NULL DEFAULT 'event',
				event_id bigint(20) unsigned NOT NULL DEFAULT 0,
				ticket_type_ids text NOT NULL,
				starts_at datetime NULL,
				ends_at datetime NULL,
				max_uses int(11) NOT NULL DEFAULT -1,
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY code (code),
				KEY event_id (event_id)
			) {$wpdb->get_charset_collate()};"
		);
		$bookings = Tables::bookings();
		$columns  = array(
			'discount_code_id' => 'bigint(20) unsigned NOT NULL DEFAULT 0 AFTER total',
			'discount_code'    => "varchar(40) NOT NULL DEFAULT '' AFTER discount_code_id",
			'discount_total'   => 'decimal(12,2) NOT NULL DEFAULT 0 AFTER discount_code',
		);
		foreach ( $columns as $column => $definition ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
			if ( null === $wpdb->get_var( $wpdb->prepare( "SHOW COLUMNS FROM {$bookings} LIKE %s", $column ) ) ) {
				$wpdb->query( "ALTER TABLE {$bookings} ADD COLUMN {$column} {$definition}" ); // phpcs:ignore WordPress.DB.PreparedSQL -- prepared-parts: no values, fixed names and definitions.
			}
		}
	}
}
