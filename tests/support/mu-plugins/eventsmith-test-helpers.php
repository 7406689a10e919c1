<?php
/**
 * Test-only helpers, mounted as a must-use plugin by the test harness and
 * never shipped: lets integration tests ask the running WordPress about
 * things no public API exposes. Every route needs manage_options.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	static function (): void {
		$admin_only = static fn(): bool => current_user_can( 'manage_options' );

		// Every dependency named in every built *.asset.php, and whether WordPress registers it.
		register_rest_route(
			'eventsmith-test/v1',
			'/asset-dependencies',
			array(
				'methods'             => 'GET',
				'permission_callback' => $admin_only,
				'callback'            => static function (): array {
					$build = WP_PLUGIN_DIR . '/eventsmith/build';
					// Front-end requests register the core script modules on wp_enqueue_scripts; REST requests do not.
					wp_interactivity()->register_script_modules();
					$modules = ( new ReflectionProperty( WP_Script_Modules::class, 'registered' ) );
					$modules->setAccessible( true );
					$registered_modules = array_keys( $modules->getValue( wp_script_modules() ) );

					$files = array_merge( glob( $build . '/*/*.asset.php' ) ?: array(), glob( $build . '/*/*/*.asset.php' ) ?: array() );
					$report = array();
					foreach ( $files as $file ) {
						$asset     = require $file;
						$is_module = 'module' === ( $asset['type'] ?? '' );
						foreach ( $asset['dependencies'] as $dependency ) {
							$id       = is_array( $dependency ) ? $dependency['id'] : $dependency;
							$report[] = array(
								'file'       => substr( $file, strlen( $build ) + 1 ),
								'dependency' => $id,
								'kind'       => $is_module ? 'module' : 'script',
								'registered' => $is_module ? in_array( $id, $registered_modules, true ) : wp_script_is( $id, 'registered' ),
							);
						}
					}
					return $report;
				},
			)
		);

		// Facts about the running site the smoke tests check.
		register_rest_route(
			'eventsmith-test/v1',
			'/environment',
			array(
				'methods'             => 'GET',
				'permission_callback' => $admin_only,
				'callback'            => static function (): array {
					global $wpdb;
					require_once ABSPATH . 'wp-admin/includes/plugin.php';
					$administrator = get_role( 'administrator' );
					return array(
						'wp_version'     => get_bloginfo( 'version' ),
						'php_version'    => PHP_VERSION,
						'wp_debug'       => defined( 'WP_DEBUG' ) && WP_DEBUG,
						'wp_debug_log'   => defined( 'WP_DEBUG_LOG' ) ? WP_DEBUG_LOG : false,
						'plugin_active'  => is_plugin_active( 'eventsmith/plugin.php' ),
						'schema_version' => (int) get_option( 'eventsmith_schema_version', 0 ),
						'tables'         => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'eventsmith_' ) . '%' ) ),
						'admin_caps'     => array_keys( array_filter( $administrator ? $administrator->capabilities : array() ) ),
						'blocks'         => array_keys( array_filter( WP_Block_Type_Registry::get_instance()->get_all_registered(), static fn( $type ) => str_starts_with( $type->name, 'eventsmith/' ) ) ),
						'debug_log'      => is_readable( WP_CONTENT_DIR . '/debug.log' ) ? (string) file_get_contents( WP_CONTENT_DIR . '/debug.log' ) : '',
					);
				},
			)
		);

		// Runs the plugin's uninstall.php as WordPress would when the plugin is deleted, then activates it again.
		register_rest_route(
			'eventsmith-test/v1',
			'/uninstall-and-reactivate',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin_only,
				'callback'            => static function (): array {
					global $wpdb;
					define( 'WP_UNINSTALL_PLUGIN', 'eventsmith/plugin.php' );
					include WP_PLUGIN_DIR . '/eventsmith/uninstall.php';
					$table = $wpdb->prefix . 'eventsmith_event_index';
					wp_cache_flush();
					$after = array(
						'table_exists'   => (bool) $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ),
						'settings'       => get_option( 'eventsmith_settings', null ),
						'schema_version' => get_option( 'eventsmith_schema_version', null ),
						'admin_has_cap'  => (bool) get_role( 'administrator' )->has_cap( 'eventsmith_manage_event' ),
					);
					\Eventsmith\Core\Plugin::activate();
					return $after;
				},
			)
		);

		// Gives one user one capability, as long as there is no permissions API: {username, capability}.
		register_rest_route(
			'eventsmith-test/v1',
			'/grant',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin_only,
				'callback'            => static function ( WP_REST_Request $request ): array|WP_Error {
					$user       = get_user_by( 'login', (string) $request['username'] );
					$capability = (string) $request['capability'];
					if ( ! $user || '' === $capability ) {
						return new WP_Error( 'eventsmith_test_no_user', 'Unknown user or empty capability.', array( 'status' => 400 ) );
					}
					$user->add_cap( $capability );
					return array(
						'username'   => $user->user_login,
						'capability' => $capability,
						'granted'    => true,
					);
				},
			)
		);

		// Runs the demo seeding service, as the blueprint and `wp eventsmith seed` do, and reports what it created.
		register_rest_route(
			'eventsmith-test/v1',
			'/seed',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin_only,
				'callback'            => static function ( WP_REST_Request $request ): array {
					$created = array();
					$report  = static function ( array $counts ) use ( &$created ): void {
						$created = $counts;
					};
					add_action( 'eventsmith_demo_seeded', $report );
					do_action( 'eventsmith_seed_demo', array( 'events' => (int) $request['events'] ) );
					remove_action( 'eventsmith_demo_seeded', $report );
					return $created;
				},
			)
		);

		// Lets a test check license keys made with its own throw-away key pair: {public_key}.
		register_rest_route(
			'eventsmith-test/v1',
			'/license-public-key',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin_only,
				'callback'            => static function ( WP_REST_Request $request ): array {
					update_option( 'eventsmith_test_license_public_key', (string) $request['public_key'] );
					return array( 'saved' => true );
				},
			)
		);

		// The RSVP form's nonce for an anonymous visitor, as the event page would print it.
		// Public because the caller is anonymous; only mounted on test sites.
		register_rest_route(
			'eventsmith-test/v1',
			'/rsvp-nonce',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn(): bool => true,
				'callback'            => static fn(): array => array( 'nonce' => wp_create_nonce( 'eventsmith_rsvp' ) ),
			)
		);

		// Sets the RSVP rate limit for the test site: {limit}.
		register_rest_route(
			'eventsmith-test/v1',
			'/rsvp-rate-limit',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin_only,
				'callback'            => static function ( WP_REST_Request $request ): array {
					update_option( 'eventsmith_test_rsvp_rate_limit', (int) $request['limit'] );
					return array( 'limit' => (int) $request['limit'] );
				},
			)
		);

		// A nonce for the current (logged-in) user and an action, as an admin screen would print it: ?action=.
		register_rest_route(
			'eventsmith-test/v1',
			'/nonce',
			array(
				'methods'             => 'GET',
				'permission_callback' => 'is_user_logged_in',
				'callback'            => static fn( WP_REST_Request $request ): array => array( 'nonce' => wp_create_nonce( (string) $request['action'] ) ),
			)
		);

		// Mail captured on the test site (see the pre_wp_mail filter below), read and cleared.
		register_rest_route(
			'eventsmith-test/v1',
			'/mail',
			array(
				'methods'             => 'GET',
				'permission_callback' => $admin_only,
				'callback'            => static function (): array {
					$mail = get_option( 'eventsmith_test_mail', array() );
					delete_option( 'eventsmith_test_mail' );
					return is_array( $mail ) ? $mail : array();
				},
			)
		);
	}
);

add_filter(
	'eventsmith_license_public_key',
	static function ( string $key ): string {
		$test_key = (string) get_option( 'eventsmith_test_license_public_key', '' );
		return '' !== $test_key ? $test_key : $key;
	}
);

// Tests fire many RSVPs from one address; they set the limit they test.
add_filter(
	'eventsmith_rsvp_rate_limit',
	static fn( int $limit ): int => (int) get_option( 'eventsmith_test_rsvp_rate_limit', 1000 )
);

// Test sites have no mail transport: keep each message where tests can read it, and report it sent.
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		$mail   = get_option( 'eventsmith_test_mail', array() );
		$mail[] = array(
			'to'      => $atts['to'],
			'subject' => $atts['subject'],
			'message' => $atts['message'],
		);
		update_option( 'eventsmith_test_mail', $mail, false );
		return true;
	},
	20,
	2
);

/*
 * Transactional checks. A request carrying `X-Eventsmith-Test-Interrupt: die`
 * or `: pause` is interrupted just before it writes its second attendee row,
 * inside the booking's transaction: `die` ends the PHP request there, `pause`
 * writes the worker's process id to <temp dir>/eventsmith-test-paused-<port>-<X-Eventsmith-Test-Token>.pid
 * and sleeps (at most 60 s) so the test can kill the process. Requests without the header are untouched.
 */
add_filter(
	'query',
	static function ( string $query ): string {
		static $attendee_inserts = 0;
		$mode = isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_INTERRUPT'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_EVENTSMITH_TEST_INTERRUPT'] ) ) : '';
		if ( '' === $mode || ! str_starts_with( $query, 'INSERT INTO `' . $GLOBALS['wpdb']->prefix . 'eventsmith_attendees`' ) || 2 !== ++$attendee_inserts ) {
			return $query;
		}
		if ( 'pause' === $mode ) {
			// Read from disk by the test: a request to this server could queue behind the sleeping one.
			$token = isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_TOKEN'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_EVENTSMITH_TEST_TOKEN'] ) ) : '';
			$file  = sys_get_temp_dir() . '/eventsmith-test-paused-' . (int) $_SERVER['SERVER_PORT'] . '-' . $token . '.pid';
			// Written whole under a temporary name, then renamed: the test never reads half a number.
			file_put_contents( $file . '.tmp', (string) getmypid() );
			rename( $file . '.tmp', $file );
			sleep( 60 );
			return $query;
		}
		exit;
	}
);

// With `X-Eventsmith-Test-Memory: 1`, the request's peak memory is kept for /eventsmith-test/v1/peak-memory.
if ( isset( $_SERVER['HTTP_X_EVENTSMITH_TEST_MEMORY'] ) ) {
	register_shutdown_function(
		static fn() => update_option( 'eventsmith_test_peak_memory', memory_get_peak_usage(), false )
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		$admin_only = static fn(): bool => current_user_can( 'manage_options' );
		global $wpdb;
		$tables = array(
			'capacity'  => $wpdb->prefix . 'eventsmith_capacity',
			'attendees' => $wpdb->prefix . 'eventsmith_attendees',
			'checkins'  => $wpdb->prefix . 'eventsmith_checkins',
			'bookings'  => $wpdb->prefix . 'eventsmith_bookings',
			'responses' => $wpdb->prefix . 'eventsmith_rsvp_responses',
		);

		// Row counts behind one event's tickets, read straight from the tables: ?event_id=.
		register_rest_route(
			'eventsmith-test/v1',
			'/ledger',
			array(
				'methods'             => 'GET',
				'permission_callback' => $admin_only,
				'callback'            => static function ( WP_REST_Request $request ) use ( $wpdb, $tables ): array {
					$event = (int) $request['event_id'];
					$count = static fn( string $sql ): int => (int) $wpdb->get_var( $wpdb->prepare( $sql, $event ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
					$seats = static fn( string $scope ): ?array => $wpdb->get_row( $wpdb->prepare( "SELECT capacity, taken FROM {$tables['capacity']} WHERE scope = %s", $scope ), ARRAY_A );
					return array(
						'bookings'           => $count( "SELECT COUNT(*) FROM {$tables['bookings']} WHERE event_id = %d" ),
						'completed_bookings' => $count( "SELECT COUNT(*) FROM {$tables['bookings']} WHERE event_id = %d AND status = 'completed'" ),
						'completed_tickets'  => $count( "SELECT COALESCE(SUM(quantity), 0) FROM {$tables['bookings']} WHERE event_id = %d AND status = 'completed'" ),
						'attendees'          => $count( "SELECT COUNT(*) FROM {$tables['attendees']} WHERE event_id = %d" ),
						'active_attendees'   => $count( "SELECT COUNT(*) FROM {$tables['attendees']} WHERE event_id = %d AND status = 'active'" ),
						'refunded_attendees' => $count( "SELECT COUNT(*) FROM {$tables['attendees']} WHERE event_id = %d AND status = 'refunded'" ),
						'responses'          => $count( "SELECT COUNT(*) FROM {$tables['responses']} WHERE event_id = %d" ),
						'bookings_without_attendees' => $count( "SELECT COUNT(*) FROM {$tables['bookings']} b WHERE b.event_id = %d AND NOT EXISTS ( SELECT 1 FROM {$tables['attendees']} a WHERE a.booking_id = b.id )" ),
						'bookings_short_of_attendees' => $count( "SELECT COUNT(*) FROM {$tables['bookings']} b WHERE b.event_id = %d AND b.quantity <> ( SELECT COUNT(*) FROM {$tables['attendees']} a WHERE a.booking_id = b.id )" ),
						'attendees_without_booking'  => $count( "SELECT COUNT(*) FROM {$tables['attendees']} a WHERE a.event_id = %d AND a.booking_id > 0 AND NOT EXISTS ( SELECT 1 FROM {$tables['bookings']} b WHERE b.id = a.booking_id )" ),
						'checked_in'         => $count( "SELECT COUNT(*) FROM {$tables['attendees']} WHERE event_id = %d AND checked_in_at IS NOT NULL" ),
						'checkin_rows'       => $count( "SELECT COUNT(*) FROM {$tables['checkins']} c JOIN {$tables['attendees']} a ON a.id = c.attendee_id WHERE a.event_id = %d AND c.result = 'checked_in'" ),
						'refused_scan_rows'  => $count( "SELECT COUNT(*) FROM {$tables['checkins']} c JOIN {$tables['attendees']} a ON a.id = c.attendee_id WHERE a.event_id = %d AND c.result <> 'checked_in'" ),
						'event_seats'        => $seats( 'event:' . $event ),
						'rsvp_seats'         => $seats( 'rsvp:' . $event ),
					);
				},
			)
		);

		// Peak memory of the last request sent with X-Eventsmith-Test-Memory.
		register_rest_route(
			'eventsmith-test/v1',
			'/peak-memory',
			array(
				'methods'             => 'GET',
				'permission_callback' => $admin_only,
				'callback'            => static fn(): array => array( 'bytes' => (int) get_option( 'eventsmith_test_peak_memory', 0 ) ),
			)
		);

		// Bulk rows for export tests: POST {event_id, count} adds `count` bookings with one attendee each; DELETE ?event_id= removes them.
		register_rest_route(
			'eventsmith-test/v1',
			'/bulk-tickets',
			array(
				array(
					'methods'             => 'POST',
					'permission_callback' => $admin_only,
					'callback'            => static function ( WP_REST_Request $request ) use ( $wpdb, $tables ): array {
						$event = (int) $request['event_id'];
						$count = min( 200000, (int) $request['count'] );
						$now   = gmdate( 'Y-m-d H:i:s' );
						$first = (int) $wpdb->get_var( "SELECT COALESCE(MAX(id), 0) FROM {$tables['bookings']}" ) + 1;
						for ( $from = 0; $from < $count; $from += 1000 ) {
							$bookings  = array();
							$attendees = array();
							for ( $n = $from; $n < min( $count, $from + 1000 ); $n++ ) {
								$id          = $first + $n;
								$bookings[]  = $wpdb->prepare( '(%d, %d, %s, %s, %s, 1, 10, %s, %s, %s, %s)', $id, $event, "Bulk buyer {$n}", "bulk{$n}@example.org", '[{"ticket_type":"Bulk","quantity":1,"price":10}]', 'EUR', 'completed', $now, $now );
								$attendees[] = $wpdb->prepare( '(%d, %d, %s, %s, %s, %s, %s, %s)', $event, $id, 'Bulk', "Bulk buyer {$n}", "bulk{$n}@example.org", bin2hex( random_bytes( 16 ) ), 'active', $now );
							}
							$wpdb->query( "INSERT INTO {$tables['bookings']} (id, event_id, customer_name, customer_email, line_items, quantity, total, currency, status, created_at, updated_at) VALUES " . implode( ',', $bookings ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
							$wpdb->query( "INSERT INTO {$tables['attendees']} (event_id, booking_id, ticket_type, name, email, ticket_code, status, created_at) VALUES " . implode( ',', $attendees ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
						}
						return array( 'inserted' => $count );
					},
				),
				array(
					'methods'             => 'DELETE',
					'permission_callback' => $admin_only,
					'callback'            => static function ( WP_REST_Request $request ) use ( $wpdb, $tables ): array {
						$event = (int) $request['event_id'];
						$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['attendees']} WHERE event_id = %d", $event ) );
						$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['bookings']} WHERE event_id = %d", $event ) );
						return array( 'deleted' => true );
					},
				),
			)
		);
	}
);
