<?php
/**
 * Test-only helpers: waitlists. Lets a test end an offer's hold time (and run
 * the scheduled sweep) at once instead of waiting hours for WP-Cron.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

// Moves a waitlist offer's hold into the past; with sweep=1 the five-minute sweep runs too.
eventsmith_test_route(
	'/waitlist/(?P<id>\d+)/lapse',
	'POST',
	static function ( WP_REST_Request $request ): array {
		global $wpdb;
		$table = $wpdb->prefix . 'eventsmith_waitlist';
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET hold_until = %s WHERE id = %d AND state = 'offered'", gmdate( 'Y-m-d H:i:s', time() - 60 ), (int) $request['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( ! empty( $request['sweep'] ) ) {
			do_action( \Eventsmith\Infrastructure\Tickets\UnpaidOrderSweep::HOOK );
		}
		return array( 'state' => $wpdb->get_var( $wpdb->prepare( "SELECT state FROM {$table} WHERE id = %d", (int) $request['id'] ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
);

/**
 * Where offer e-mails' claim tokens are kept while capture is on (one JSON line each,
 * appended under a file lock, so parallel requests lose none).
 */
function eventsmith_test_waitlist_log(): string {
	return sys_get_temp_dir() . '/eventsmith-test-waitlist-' . absint( wp_unslash( $_SERVER['SERVER_PORT'] ?? 0 ) ) . '.jsonl';
}

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		if ( get_option( 'eventsmith_test_waitlist_capture' ) && preg_match( '/eventsmith_waitlist_claim=([A-Za-z0-9]+)/', (string) $atts['message'], $found ) ) {
			$to = is_array( $atts['to'] ) ? implode( ',', $atts['to'] ) : (string) $atts['to'];
			file_put_contents( eventsmith_test_waitlist_log(), wp_json_encode( array( 'to' => $to, 'token' => $found[1] ) ) . "\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		return $short_circuit;
	},
	15,
	2
);

// Offer capture on (with an empty log) or off.
eventsmith_test_route(
	'/waitlist/capture',
	'POST',
	static function ( WP_REST_Request $request ): array {
		wp_delete_file( eventsmith_test_waitlist_log() );
		update_option( 'eventsmith_test_waitlist_capture', $request['on'] ? 1 : 0, false );
		return array( 'on' => (bool) $request['on'] );
	}
);

// The offers e-mailed since capture was turned on: recipient and claim token.
// A request that offered several seats sent its first and queued the rest: the
// queue's batch runs first, as WP-Cron would run it.
eventsmith_test_route(
	'/waitlist/offers',
	'GET',
	static function (): array {
		do_action( 'eventsmith_mail_queue_run' );
		$file = eventsmith_test_waitlist_log();
		$lines = is_file( $file ) ? file( $file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) : array();
		return array_map( static fn( string $line ) => json_decode( $line, true ), false === $lines ? array() : $lines );
	}
);
