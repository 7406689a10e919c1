<?php
/**
 * The verify address a ticket's QR code encodes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Checkin\Verification;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\CheckinService;

defined( 'ABSPATH' ) || exit;

/**
 * `{home}/?eventsmith_verify={code}`. The door scanner sends a GET to the
 * scanned address with scanner_active, action=scanner_verification, security
 * (a nonce for NONCE_ACTION) and optionally event_id, ticket_info=1; it gets
 * `{data: {status_code, messages, content}}`. Only logged-in users with the
 * QR-scan permission and a valid nonce are served. Opened in a browser by door
 * staff it shows the ticket's details without checking it in; anyone else is
 * sent to the login page. The address is reachable publicly because phones'
 * camera apps open it directly; nothing is revealed without the permission.
 */
final class VerifyAddress {

	public const NONCE_ACTION = 'eventsmith_scanner';

	/**
	 * Constructor.
	 *
	 * @param CheckinService $checkins Check-ins.
	 * @param AccessPolicy   $access   Who may do what.
	 */
	public function __construct( private CheckinService $checkins, private AccessPolicy $access ) {}

	/**
	 * Answers verify requests before the theme loads.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'maybe_answer' ), 1 );
	}

	/**
	 * Verifies when the request carries a verify code.
	 */
	public function maybe_answer(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the scanner's nonce is checked below.
		if ( ! isset( $_GET[ TicketLinks::VERIFY_ARG ] ) ) {
			return;
		}
		$code     = strtolower( sanitize_text_field( wp_unslash( (string) $_GET[ TicketLinks::VERIFY_ARG ] ) ) );
		$scanner  = 'scanner_verification' === sanitize_key( wp_unslash( (string) ( $_GET['action'] ?? '' ) ) );
		$event_id = absint( $_GET['event_id'] ?? 0 );
		$info     = ! empty( $_GET['ticket_info'] );
		$nonce    = sanitize_text_field( wp_unslash( (string) ( $_GET['security'] ?? '' ) ) );
		// phpcs:enable

		if ( ! is_user_logged_in() ) {
			if ( $scanner ) {
				$this->refuse( __( 'You need to be logged in to do this.', 'eventsmith' ), 401 );
			}
			wp_safe_redirect( wp_login_url( TicketLinks::verify( $code ) ) );
			exit;
		}
		if ( ! $this->access->allows( Permission::ManageQrScan ) ) {
			$scanner ? $this->refuse( __( 'Sorry, you are not allowed to do this.', 'eventsmith' ), 403 ) : DocumentPrinter::message( __( 'Sorry, you are not allowed to do this.', 'eventsmith' ), 403 );
			return;
		}
		if ( $scanner ) {
			if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
				$this->refuse( __( 'The page has expired. Reload it and scan again.', 'eventsmith' ), 403 );
			}
			wp_send_json( $this->checkins->verify( $code, $event_id, get_current_user_id(), 'qr', $info )->to_response() );
		}
		$this->show( $this->checkins->verify( $code, 0, get_current_user_id(), 'browser', true ) );
	}

	/**
	 * Refuses a scanner request in the scanner's answer shape.
	 *
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	private function refuse( string $message, int $status ): void {
		wp_send_json( ( new Verification( 0, $message ) )->to_response(), $status );
	}

	/**
	 * The ticket's details for door staff who opened the address in a browser.
	 *
	 * @param Verification $verification Info-only verification.
	 */
	private function show( Verification $verification ): void {
		$answer  = $verification->to_response()['data'];
		$content = $answer['content'];
		$lines   = array( (string) ( $answer['messages'][0] ?? '' ) );
		foreach ( array( 'name', 'event_name', 'ticket_name' ) as $key ) {
			if ( is_string( $content[ $key ] ?? null ) && '' !== $content[ $key ] ) {
				$lines[] = $content[ $key ];
			}
		}
		wp_die(
			implode( '<br>', array_map( 'esc_html', array_filter( $lines ) ) ),
			esc_html__( 'Ticket verification', 'eventsmith' ),
			array( 'response' => Verification::UNKNOWN_TICKET === $verification->status_code ? 404 : 200 )
		);
	}
}
