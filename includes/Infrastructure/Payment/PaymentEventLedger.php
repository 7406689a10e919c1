<?php
/**
 * The payment providers' webhook events already handled.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * The one writer of the payment events table. An event id is recorded after it was handled;
 * a delivery whose id is recorded is a replay and changes nothing. Two copies racing before
 * either is recorded both reach conditional updates that only one of them wins.
 */
final class PaymentEventLedger {

	/**
	 * Whether an event was handled already.
	 *
	 * @param string $provider Provider id, e.g. "stripe".
	 * @param string $event_id The provider's event id.
	 */
	public function seen( string $provider, string $event_id ): bool {
		global $wpdb;
		$table = Tables::payment_events();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table name; live state, no cache.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE provider = %s AND event_id = %s", $provider, $event_id ) );
	}

	/**
	 * Records a handled event, once.
	 *
	 * @param string $provider   Provider id.
	 * @param string $event_id   The provider's event id.
	 * @param string $event_type Its type.
	 * @param int    $booking_id The order it concerned (0 for none).
	 * @return bool Whether this call recorded it (false: recorded before).
	 */
	public function record( string $provider, string $event_id, string $event_type, int $booking_id ): bool {
		global $wpdb;
		$table = Tables::payment_events();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table name; INSERT IGNORE on the unique key.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (provider, event_id, event_type, booking_id, created_at) VALUES (%s, %s, %s, %d, %s)", $provider, substr( $event_id, 0, 191 ), substr( $event_type, 0, 100 ), $booking_id, gmdate( 'Y-m-d H:i:s' ) ) );
	}
}
