<?php
/**
 * The only writer of the discount codes table.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Discount;

use Eventsmith\Domain\Discount\DiscountCode;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Inserts, updates and deletes codes that `DiscountCode::from_input()` checked. The table's
 * unique key on the normalised code decides between two staff saving the same code at once:
 * the second write fails and answers false. An architecture test
 * (tests/php/Unit/Architecture/TableWritersTest.php) refuses any other writer.
 */
final class DiscountCodeStore {

	/**
	 * Inserts a code.
	 *
	 * @param DiscountCode $code The code.
	 * @return int Its id, or 0 when the code exists already.
	 */
	public function insert( DiscountCode $code ): int {
		global $wpdb;
		$now  = gmdate( 'Y-m-d H:i:s' );
		$done = $wpdb->insert( Tables::discount_codes(), self::columns( $code ) + array( 'created_at' => $now, 'updated_at' => $now ) );
		return false === $done ? 0 : (int) $wpdb->insert_id;
	}

	/**
	 * Overwrites a code.
	 *
	 * @param DiscountCode $code The code, with its id.
	 * @return bool False when another code has this text.
	 */
	public function update( DiscountCode $code ): bool {
		global $wpdb;
		return false !== $wpdb->update( Tables::discount_codes(), self::columns( $code ) + array( 'updated_at' => gmdate( 'Y-m-d H:i:s' ) ), array( 'id' => $code->id ) );
	}

	/**
	 * Deletes a code (orders keep the code and amount they were given).
	 *
	 * @param int $id Code id.
	 * @return bool Whether a row was deleted.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		return 1 === $wpdb->delete( Tables::discount_codes(), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * The row's columns.
	 *
	 * @param DiscountCode $code The code.
	 * @return array<string, mixed>
	 */
	private static function columns( DiscountCode $code ): array {
		$row                    = $code->to_array();
		$row['ticket_type_ids'] = (string) wp_json_encode( $row['ticket_type_ids'] );
		unset( $row['id'] );
		return $row;
	}
}
