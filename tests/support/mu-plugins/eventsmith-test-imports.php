<?php
/**
 * Test-only helpers: imports. The test sites run no WP-Cron on page loads, so a route runs
 * the scheduled batches of an import (as the cron runner would, one request per batch, or
 * several batches in a row) and the hourly feed check. Feeds served by the tests' own local
 * server (paths under /eventsmith-test-feed/) count as external for wp_safe_remote_get;
 * every other private address stays refused. Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

add_filter(
	'http_request_host_is_external',
	static function ( $external, string $host, string $url ) {
		if ( '127.0.0.1' === $host && str_contains( (string) wp_parse_url( $url, PHP_URL_PATH ), '/eventsmith-test-feed/' ) ) {
			return true;
		}
		return $external;
	},
	10,
	3
);

add_filter(
	'http_allowed_safe_ports',
	static function ( $ports, string $host, string $url ) {
		if ( '127.0.0.1' === $host && str_contains( (string) wp_parse_url( $url, PHP_URL_PATH ), '/eventsmith-test-feed/' ) ) {
			$ports[] = (int) wp_parse_url( $url, PHP_URL_PORT );
		}
		return $ports;
	},
	10,
	3
);

// A feed that hangs times out after 3 seconds in the tests (15 on a real site).
add_filter(
	'http_request_args',
	static function ( array $args, string $url ): array {
		if ( str_contains( $url, '/eventsmith-test-feed/' ) ) {
			$args['timeout'] = min( (float) $args['timeout'], 3.0 );
		}
		return $args;
	},
	10,
	2
);

// A request carrying `X-Eventsmith-Test-Interrupt: die-importing` ends its PHP process while the
// third imported event is being saved, as a killed cron worker would.
add_action(
	'save_post_eventsmith_event',
	static function (): void {
		static $saved = 0;
		$mode = isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_INTERRUPT'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_EVENTSMITH_TEST_INTERRUPT'] ) ) : '';
		if ( 'die-importing' === $mode && 3 === ++$saved ) {
			exit;
		}
	}
);

// A small removal batch for a request carrying X-Eventsmith-Test-Undo-Batch, so that undoing a
// test-sized import goes on in the background as a large one does.
if ( isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_UNDO_BATCH'] ) ) {
	$eventsmith_test_undo_batch = (int) $_SERVER['HTTP_X_EVENTSMITH_TEST_UNDO_BATCH'];
	add_filter( 'eventsmith_import_undo_batch_size', static fn(): int => $eventsmith_test_undo_batch );
}

// The scheduled batches of an import (or of its removal), at most `batches` of them (each as one cron event would run);
// `expire_lock` first lets a batch lock lapse, as two minutes after a killed worker.
eventsmith_test_route( '/imports/(?P<id>\d+)/run', 'POST', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$id = (int) $request['id'];
	if ( $request['expire_lock'] ) {
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}eventsmith_imports SET locked_until = NULL WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	}
	$ran = 0;
	$max = max( 1, (int) ( $request['batches'] ?? 100 ) );
	$hook = $request['undo'] ? 'eventsmith_import_undo' : 'eventsmith_import_batch';
	while ( $ran < $max && false !== wp_next_scheduled( $hook, array( $id ) ) ) {
		wp_clear_scheduled_hook( $hook, array( $id ) );
		do_action( $hook, $id );
		++$ran;
	}
	return array(
		'batches'   => $ran,
		'scheduled' => false !== wp_next_scheduled( $hook, array( $id ) ),
	);
} );

// The hourly feed check, with every subscription due now.
eventsmith_test_route( '/imports/check-feeds', 'POST', static function (): array {
	global $wpdb;
	$wpdb->query( "UPDATE {$wpdb->prefix}eventsmith_imports SET checked_at = NULL WHERE subscription <> ''" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	do_action( 'eventsmith_import_feeds' );
	return array( 'ok' => true );
} );

// Where an event came from, and whether its feed still lists it.
eventsmith_test_route( '/imports/event/(?P<id>\d+)', 'GET', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$id = (int) $request['id'];
	return array(
		'exists'  => 'eventsmith_event' === get_post_type( $id ),
		'removed' => (string) get_post_meta( $id, '_eventsmith_removed_from_feed', true ),
		'origin'  => $wpdb->get_row( $wpdb->prepare( "SELECT source_kind, source_id, import_id FROM {$wpdb->prefix}eventsmith_import_origins WHERE object_type = 'event' AND object_id = %d", $id ), ARRAY_A ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	);
} );

// Event ids by source id prefix.
eventsmith_test_route( '/imports/events', 'GET', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT source_id, object_id FROM {$wpdb->prefix}eventsmith_import_origins WHERE object_type = 'event' AND source_id LIKE %s ORDER BY source_id", $wpdb->esc_like( (string) $request['prefix'] ) . '%' ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	$out  = array();
	foreach ( (array) $rows as $row ) {
		$out[ $row['source_id'] ] = (int) $row['object_id'];
	}
	return $out;
} );

// Objects of any type by source id prefix: {source_id: object_id} (`type` names the object type).
eventsmith_test_route( '/imports/origins', 'GET', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT source_id, object_id FROM {$wpdb->prefix}eventsmith_import_origins WHERE object_type = %s AND source_id LIKE %s ORDER BY source_id", (string) $request['type'], $wpdb->esc_like( (string) $request['prefix'] ) . '%' ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	$out  = array();
	foreach ( (array) $rows as $row ) {
		$out[ $row['source_id'] ] = (int) $row['object_id'];
	}
	return $out;
} );

// Seats taken and capacity of a pool of the capacity ledger (`scope`, e.g. event:12).
eventsmith_test_route( '/imports/seats', 'GET', static function ( WP_REST_Request $request ): array {
	global $wpdb;
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT capacity, taken FROM {$wpdb->prefix}eventsmith_capacity WHERE scope = %s", (string) $request['scope'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared-parts: table name only.
	return array(
		'capacity' => null === $row ? null : (int) $row['capacity'],
		'taken'    => null === $row ? 0 : (int) $row['taken'],
	);
} );

// Images of other test sites (127.0.0.1, under /wp-content/uploads/) count as external while the
// option is on, so the round trip between two test sites downloads them; off, they stay refused.
eventsmith_test_route( '/imports/allow-local-media', 'POST', static function ( WP_REST_Request $request ): array {
	update_option( 'eventsmith_test_allow_local_media', $request['allow'] ? 1 : 0 );
	return array( 'allow' => (bool) $request['allow'] );
} );
add_filter(
	'http_request_host_is_external',
	static function ( $external, string $host, string $url ) {
		if ( '127.0.0.1' === $host && get_option( 'eventsmith_test_allow_local_media' ) && str_starts_with( (string) wp_parse_url( $url, PHP_URL_PATH ), '/wp-content/uploads/' ) ) {
			return true;
		}
		return $external;
	},
	10,
	3
);
add_filter(
	'http_allowed_safe_ports',
	static function ( $ports, string $host, string $url ) {
		if ( '127.0.0.1' === $host && get_option( 'eventsmith_test_allow_local_media' ) && str_starts_with( (string) wp_parse_url( $url, PHP_URL_PATH ), '/wp-content/uploads/' ) ) {
			$ports[] = (int) wp_parse_url( $url, PHP_URL_PORT );
		}
		return $ports;
	},
	10,
	3
);

// `wp eventsmith import ics <file> [--dry-run]` as WP-CLI would call it, with its output captured
// (the test sites have no WP-CLI binary; a stand-in WP_CLI class, declared only when the route runs,
// records log, success and error).
add_action(
	'eventsmith_loaded',
	static function ( array $areas ): void {
		foreach ( $areas as $area ) {
			if ( $area instanceof \Eventsmith\Core\Areas\ImportArea ) {
				$GLOBALS['eventsmith_test_import_area'] = $area;
			}
		}
	}
);
eventsmith_test_route( '/imports/cli', 'POST', static function ( WP_REST_Request $request ): array {
	if ( ! class_exists( 'WP_CLI' ) ) {
		// phpcs:ignore Generic.Files.OneObjectStructurePerFile.MultipleFound -- declared only when this route runs.
		final class WP_CLI {
			/** @var list<string> Lines printed. */
			public static array $lines = array();
			public static function log( string $message ): void {
				self::$lines[] = $message;
			}
			public static function success( string $message ): void {
				self::$lines[] = 'Success: ' . $message;
			}
			public static function error( string $message ): void {
				throw new RuntimeException( $message );
			}
		}
	}
	// `source` eventsmith: `text` is an Eventsmith export, run through `wp eventsmith import eventsmith`.
	$source = 'eventsmith' === $request['source'] ? 'eventsmith' : 'ics';
	$file   = get_temp_dir() . 'eventsmith-cli-' . wp_generate_password( 12, false ) . ( 'eventsmith' === $source ? '.json' : '.ics' );
	file_put_contents( $file, (string) ( 'eventsmith' === $source ? $request['text'] : $request['ics'] ) );
	$area    = $GLOBALS['eventsmith_test_import_area'];
	$command = new \Eventsmith\Cli\ImportCommand( $area->runner, $area->runs );
	\WP_CLI::$lines = array();
	try {
		if ( 'undo' === $request['command'] ) {
			$command->undo( array( (string) $request['id'] ) );
		} else {
			$command->{$source}( array( $file ), $request['dry_run'] ? array( 'dry-run' => true ) : array() );
		}
	} catch ( RuntimeException $error ) {
		\WP_CLI::$lines[] = 'Error: ' . $error->getMessage();
	}
	wp_delete_file( $file );
	return array( 'lines' => \WP_CLI::$lines );
} );
