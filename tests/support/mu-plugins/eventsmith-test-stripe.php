<?php
/**
 * Test-only helpers: points the Stripe client at the local stand-in
 * (tests/support/payments/stripe-standin.mjs) by defining the test-only
 * constant EVENTSMITH_TEST_STRIPE_API_BASE from an option a test sets.
 * Loaded by eventsmith-test-helpers.php, before the plugin boots.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

$eventsmith_test_stripe_base = get_option( 'eventsmith_test_stripe_api_base', '' );
if ( is_string( $eventsmith_test_stripe_base ) && '' !== $eventsmith_test_stripe_base && ! defined( 'EVENTSMITH_TEST_STRIPE_API_BASE' ) ) {
	define( 'EVENTSMITH_TEST_STRIPE_API_BASE', $eventsmith_test_stripe_base );
}
unset( $eventsmith_test_stripe_base );

// {base}: the stand-in's address for the following requests ('' for Stripe itself).
eventsmith_test_route(
	'/stripe-api-base',
	'POST',
	static function ( WP_REST_Request $request ): array {
		update_option( 'eventsmith_test_stripe_api_base', (string) $request['base'], false );
		return array( 'saved' => true );
	}
);

// {id}: an order's stored row (status, hold end, payment reference and flag).
eventsmith_test_route(
	'/stripe-order/(?P<id>\d+)',
	'GET',
	static function ( WP_REST_Request $request ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test helper reads the live row.
		return (array) $wpdb->get_row( $wpdb->prepare( "SELECT id, status, total, currency, payment_method, payment_reference, payment_flag, expires_at FROM {$wpdb->prefix}eventsmith_bookings WHERE id = %d", (int) $request['id'] ), ARRAY_A );
	}
);

// One run of the payment sweep's WP-Cron job, as the cron runner would start it: what it did.
eventsmith_test_route(
	'/payments/reconcile',
	'POST',
	static function (): array {
		global $wp_filter;
		$done = array();
		foreach ( $wp_filter[ \Eventsmith\Infrastructure\Payment\PaymentReconciliation::HOOK ]->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$done = (array) call_user_func( $callback['function'] );
			}
		}
		return $done;
	}
);

// {id}: an order's hold ends now, without running any sweep (the webhook never came).
eventsmith_test_route(
	'/stripe-order/(?P<id>\d+)/hold-ended',
	'POST',
	static function ( WP_REST_Request $request ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test helper moves the live row's hold.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}eventsmith_bookings SET expires_at = %s WHERE id = %d", gmdate( 'Y-m-d H:i:s', time() - 60 ), (int) $request['id'] ) );
		return array( 'ok' => true );
	}
);

// {domain}: how many e-mails of each kind the mail queue holds per recipient at that domain
// (sent or waiting: every order e-mail goes through the queue), [{recipient, kind, messages}].
eventsmith_test_route(
	'/payments/mail-kinds',
	'GET',
	static function ( WP_REST_Request $request ): array {
		global $wpdb;
		$table = $wpdb->prefix . 'eventsmith_mail_queue';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- prepared-parts: table name only.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT recipient, kind, COUNT(*) AS messages FROM {$table} WHERE recipient LIKE %s GROUP BY recipient, kind", '%@' . $wpdb->esc_like( (string) $request['domain'] ) ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'recipient' => (string) $row['recipient'],
				'kind'      => (string) $row['kind'],
				'messages'  => (int) $row['messages'],
			),
			(array) $rows
		);
	}
);

// {needle}: the site's tables (every text column) and debug.log that contain it, to prove that
// nothing about a card is ever stored or logged.
eventsmith_test_route(
	'/find-text',
	'GET',
	static function ( WP_REST_Request $request ): array {
		global $wpdb;
		$needle = (string) $request['needle'];
		$found  = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test helper lists the site's tables.
		$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix ) . '%' ) );
		foreach ( $tables as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test helper reads the table's columns.
			$columns = $wpdb->get_col( $wpdb->prepare( 'SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND DATA_TYPE IN ( %s, %s, %s, %s, %s )', $table, 'varchar', 'text', 'mediumtext', 'longtext', 'char' ) );
			if ( array() === $columns ) {
				continue;
			}
			$where = implode( ' OR ', array_map( static fn( string $column ): string => '`' . $column . '` LIKE %s', $columns ) );
			$like  = '%' . $wpdb->esc_like( $needle ) . '%';
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- prepared-parts: table and column names only.
			$hits = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$table}` WHERE {$where}", array_fill( 0, count( $columns ), $like ) ) );
			if ( $hits > 0 ) {
				$found[] = $table;
			}
		}
		$log = WP_CONTENT_DIR . '/debug.log';
		if ( is_readable( $log ) && str_contains( (string) file_get_contents( $log ), $needle ) ) {
			$found[] = 'debug.log';
		}
		return $found;
	}
);
