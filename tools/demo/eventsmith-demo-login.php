<?php
/**
 * Demo site only (installed by `npm start`, never shipped): keeps the demo's
 * automatic admin login away from the requests a visitor's browser sends
 * without cookies.
 *
 * The demo logs every request that lacks its login cookie in as admin and
 * answers it with a redirect. It means to leave the REST API alone, but it
 * checks REST_REQUEST, which WordPress defines only after `init`, where the
 * login runs. So the ticket checkout, the RSVP form's token request and an
 * embed on another website got a redirect instead of an answer. Those
 * requests reach WordPress here as they would on a real site: anonymous.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

/**
 * Whether the request is one a visitor's browser sends without cookies: a
 * REST request, an embed's script or frame, or a waitlist claim link opened
 * from an e-mail (a visitor's mail client opens it in a fresh browser).
 */
function eventsmith_demo_is_cookieless_request(): bool {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reads which address was asked for, nothing more.
	if ( isset( $_GET['rest_route'] ) || isset( $_GET['eventsmith_embed'] ) || isset( $_GET['eventsmith_embed_frame'] ) || isset( $_GET['eventsmith_waitlist_claim'] ) ) {
		return true;
	}
	// phpcs:enable
	$path   = (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '' ), PHP_URL_PATH ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared, never printed.
	$prefix = rtrim( (string) wp_parse_url( home_url( '/' . rest_get_url_prefix() . '/' ), PHP_URL_PATH ), '/' ) . '/';
	return str_starts_with( trailingslashit( $path ), $prefix );
}

add_action(
	'init',
	static function (): void {
		if ( eventsmith_demo_is_cookieless_request() ) {
			remove_action( 'init', 'playground_auto_login', 1 );
		}
	},
	0
);
