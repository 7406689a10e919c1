<?php
/**
 * Test-only helpers of the production stack (tests/production/): mail goes
 * out over SMTP to the stack's sink, the mail queue's claim lease is short so
 * a killed worker's message is resent within the test, and a route tells
 * which web node answered and whether the object cache reaches Redis.
 * Kept out of tests/support/mu-plugins/ (which other test sites load whole):
 * installed only by tools/lib/production-stack.mjs, which defines the constants
 * EVENTSMITH_TEST_SMTP_PORT and EVENTSMITH_TEST_MAIL_LEASE in wp-config.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once WP_PLUGIN_DIR . '/eventsmith/tests/support/mu-plugins/eventsmith-test-api.php';

// Real delivery: the other test helpers keep mail in the database; on this stack it goes to the SMTP sink.
add_filter( 'pre_wp_mail', static fn() => null, PHP_INT_MAX );

add_action(
	'phpmailer_init',
	static function ( $mailer ): void {
		$mailer->isSMTP();
		$mailer->Host        = '127.0.0.1'; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		$mailer->Port        = defined( 'EVENTSMITH_TEST_SMTP_PORT' ) ? (int) EVENTSMITH_TEST_SMTP_PORT : 25; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		$mailer->SMTPAuth    = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		$mailer->SMTPAutoTLS = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		// A batch worker keeps its SMTP connection between messages, as a mail plugin's SMTP transport does.
		$mailer->SMTPKeepAlive = true; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		$mailer->Timeout     = 5; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
	}
);

if ( defined( 'EVENTSMITH_TEST_MAIL_LEASE' ) ) {
	add_filter( 'eventsmith_mail_queue_lease', static fn() => (int) EVENTSMITH_TEST_MAIL_LEASE );
}

// Which node answered, and the object cache in use. Public on purpose: the test stack's anonymous
// requests ask it, it only reads, and this file exists only on test sites.
eventsmith_test_route( '/production/status', 'GET', static function (): WP_REST_Response {
	global $wp_object_cache;
	$status = array(
		'node'         => isset( $_SERVER['HTTP_X_EVENTSMITH_NODE'] ) ? (int) $_SERVER['HTTP_X_EVENTSMITH_NODE'] : 0,
		'object_cache' => wp_using_ext_object_cache(),
		'redis'        => is_object( $wp_object_cache ) && method_exists( $wp_object_cache, 'is_connected' ) && $wp_object_cache->is_connected(),
		'remote_addr'  => isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '',
	);
	return new WP_REST_Response( $status, 200, array( 'Cache-Control' => 'no-store, private' ) );
}, '__return_true' );

// Which database server answered this request's reads (the replica stack: tests/production/replica/).
// Public on purpose, as above: visitors' reads are what it checks; it writes nothing, so no nonce.
eventsmith_test_route( '/production/database', 'GET, POST', static function (): WP_REST_Response {
	global $wpdb;
	$server = $wpdb->get_var( 'SELECT @@server_id' );
	$status = array(
		'drop_in'   => get_class( $wpdb ),
		'read_from' => '1' === (string) $server ? 'primary' : ( '2' === (string) $server ? 'replica' : 'none' ),
		'pinned'    => \Eventsmith\Infrastructure\Database\PrimaryReads::reason(),
	);
	return new WP_REST_Response( $status, 200, array( 'Cache-Control' => 'no-store, private' ) );
}, '__return_true' );
