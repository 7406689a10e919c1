<?php
/**
 * Routes this request's reads between the primary and the replicas.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database;

use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Applies PrimaryReads' rules when the plugin loads, remembers a signed-in
 * user's write in a short-lived cookie, and refuses a write with 503 when
 * the primary does not answer (docs/production.md).
 */
final class ReadRouting {

	/**
	 * Decides this request's routing and registers the hooks.
	 */
	public function register_hooks(): void {
		if ( ! PrimaryReads::replicated() ) {
			return;
		}
		$this->route_request();
		add_filter( 'rest_pre_dispatch', array( $this, 'refuse_without_primary' ), 10, 3 );
		add_filter( 'rest_post_dispatch', array( $this, 'remember_rest_write' ), 10, 3 );
		add_action( 'admin_init', array( $this, 'remember_admin_write' ) );
	}

	/**
	 * Counter tables always on the primary; the whole request there when it
	 * writes, runs cron or WP-CLI, or comes from a user who just wrote.
	 */
	public function route_request(): void {
		PrimaryReads::tables( PrimaryReads::counter_tables() );
		if ( self::writes() ) {
			PrimaryReads::all( 'write' );
		} elseif ( wp_doing_cron() ) {
			PrimaryReads::all( 'cron' );
		} elseif ( defined( 'WP_CLI' ) && WP_CLI ) {
			PrimaryReads::all( 'cli' );
		} elseif ( self::recently_wrote() ) {
			PrimaryReads::all( 'recent-write' );
		}
	}

	/**
	 * A write to Eventsmith's REST routes while the primary does not answer:
	 * 503 with a message, before anything is read or written.
	 *
	 * @param mixed           $result  An earlier filter's answer, or null.
	 * @param mixed           $server  The REST server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed
	 */
	public function refuse_without_primary( $result, $server, $request ) {
		unset( $server );
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! self::writes() ) {
			return $result;
		}
		if ( ! str_starts_with( $request->get_route(), '/eventsmith/' ) || self::primary_answers() ) {
			return $result;
		}
		return self::unavailable();
	}

	/**
	 * A signed-in user's successful write over REST (the dashboard, the
	 * block editor) pins their next screens to the primary; a failed write
	 * while the primary is down answers 503.
	 *
	 * @param mixed           $response The answer.
	 * @param mixed           $server   The REST server.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public function remember_rest_write( $response, $server, $request ) {
		unset( $server );
		if ( ! $request instanceof WP_REST_Request || in_array( $request->get_method(), array( 'GET', 'HEAD' ), true ) || ! $response instanceof WP_HTTP_Response ) {
			return $response;
		}
		if ( $response->get_status() < 400 ) {
			$this->remember_write();
			return $response;
		}
		// A write that failed because the primary went away while it ran (a
		// read found nothing, a statement failed): say so, not "not found".
		$data    = $response->get_data();
		$refused = is_array( $data ) && 'eventsmith_database_unavailable' === ( $data['code'] ?? '' );
		if ( ! $refused && str_starts_with( $request->get_route(), '/eventsmith/' ) && ! self::primary_answers() ) {
			return rest_convert_error_to_response( self::unavailable( true ) );
		}
		return $response;
	}

	/**
	 * The same for a form posted in wp-admin (admin-post.php, admin-ajax.php,
	 * classic screens); not for the Heartbeat API's polling, which would keep
	 * every open dashboard on the primary.
	 */
	public function remember_admin_write(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only the action's name is read, to leave out the Heartbeat API's polling.
		$action = isset( $_POST['action'] ) && is_string( $_POST['action'] ) ? sanitize_key( wp_unslash( $_POST['action'] ) ) : '';
		if ( self::writes() && 'heartbeat' !== $action ) {
			$this->remember_write();
		}
	}

	/**
	 * Sets the cookie that keeps this user's reads on the primary for the window.
	 */
	private function remember_write(): void {
		if ( ! is_user_logged_in() || headers_sent() ) {
			return;
		}
		$until = time() + PrimaryReads::window();
		setcookie(
			PrimaryReads::COOKIE,
			$until . '.' . self::signature( $until ),
			array(
				'expires'  => $until,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => (string) COOKIE_DOMAIN,
				'secure'   => is_ssl(),
				'httponly' => true,
				'samesite' => 'Lax',
			)
		);
		PrimaryReads::all( 'recent-write' );
	}

	/**
	 * Whether the primary answers (a write's first question on a replicated site).
	 */
	public static function primary_answers(): bool {
		global $wpdb;
		PrimaryReads::all( 'write' );
		$suppress = $wpdb->suppress_errors( true );
		$answer   = $wpdb->get_var( 'SELECT 1' );
		$wpdb->suppress_errors( $suppress );
		return '1' === (string) $answer;
	}

	/**
	 * The answer to a write while the primary database is unreachable.
	 *
	 * @param bool $during Whether it went away while the request ran (what
	 *                     was done before may have been saved, whole).
	 */
	public static function unavailable( bool $during = false ): WP_Error {
		return new WP_Error(
			'eventsmith_database_unavailable',
			$during
				? __( 'The site\'s database stopped answering while this was being saved. Please check your e-mail or your orders in a minute before trying again.', 'eventsmith' )
				: __( 'The site cannot save anything just now: its database is not answering. Nothing was saved; please try again in a minute.', 'eventsmith' ),
			array( 'status' => 503 )
		);
	}

	/**
	 * Whether this request may write: any method but GET and HEAD.
	 */
	private static function writes(): bool {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		return ! in_array( $method, array( 'GET', 'HEAD' ), true );
	}

	/**
	 * Whether the request carries a valid, unexpired write cookie.
	 */
	private static function recently_wrote(): bool {
		if ( ! isset( $_COOKIE[ PrimaryReads::COOKIE ] ) || ! is_string( $_COOKIE[ PrimaryReads::COOKIE ] ) ) {
			return false;
		}
		$parts = explode( '.', sanitize_text_field( wp_unslash( $_COOKIE[ PrimaryReads::COOKIE ] ) ), 2 );
		$until = (int) $parts[0];
		return 2 === count( $parts ) && $until >= time() && $until <= time() + 3600 && hash_equals( self::signature( $until ), $parts[1] );
	}

	/**
	 * The cookie's signature: a visitor cannot make one that keeps them on the primary.
	 *
	 * @param int $until When the window ends.
	 */
	private static function signature( int $until ): string {
		return substr( wp_hash( PrimaryReads::COOKIE . '|' . $until, 'nonce' ), 0, 16 );
	}
}
