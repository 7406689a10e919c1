<?php
/**
 * The verify address a ticket's QR code encodes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Admin\ScannerPage;
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
 * staff it shows the ticket's details without checking it in, with the
 * scanner's Start button carrying that answer: one tap verifies this address
 * (checks the ticket in, or asks first in two-step mode). Anyone else is sent
 * to the login page. The address is reachable publicly because phones'
 * camera apps open it directly; nothing is revealed without the permission.
 */
final class VerifyAddress {

	public const NONCE_ACTION = 'eventsmith_scanner';

	/**
	 * Constructor.
	 *
	 * @param CheckinService   $checkins Check-ins.
	 * @param AccessPolicy     $access   Who may do what.
	 * @param ScannerPage|null $scanner  The scanner offered on the browser view.
	 */
	public function __construct( private CheckinService $checkins, private AccessPolicy $access, private ?ScannerPage $scanner = null ) {}

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
		// One value per parameter: an array (`?eventsmith_verify[]=…`) is refused (400), not a PHP warning.
		foreach ( array( TicketLinks::VERIFY_ARG, 'action', 'event_id', 'ticket_info', 'security' ) as $name ) {
			if ( isset( $_GET[ $name ] ) && ! is_string( $_GET[ $name ] ) ) {
				DocumentPrinter::message( __( 'This link is not valid.', 'eventsmith' ), 400 );
				return;
			}
		}
		$code     = strtolower( sanitize_text_field( wp_unslash( (string) $_GET[ TicketLinks::VERIFY_ARG ] ) ) );
		$scanner  = 'scanner_verification' === sanitize_key( wp_unslash( (string) ( $_GET['action'] ?? '' ) ) );
		$event_id = absint( $_GET['event_id'] ?? 0 );
		$info     = ! empty( $_GET['ticket_info'] );
		$nonce    = sanitize_text_field( wp_unslash( (string) ( $_GET['security'] ?? '' ) ) );
		// phpcs:enable
		DocumentPrinter::private_address_headers();

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
	 * The ticket's details for door staff who opened the address in a browser,
	 * with the scanner when the ticket is one it can check in.
	 *
	 * @param Verification $verification Info-only verification.
	 */
	private function show( Verification $verification ): void {
		$response = $verification->to_response();
		$answer   = $response['data'];
		$content  = $answer['content'];
		$status   = Verification::UNKNOWN_TICKET === $verification->status_code ? 404 : 200;
		$lines    = array( (string) ( $answer['messages'][0] ?? '' ) );
		foreach ( array( 'name', 'event_name', 'ticket_name' ) as $key ) {
			if ( is_string( $content[ $key ] ?? null ) && '' !== $content[ $key ] ) {
				$lines[] = $content[ $key ];
			}
		}
		// Only a ticket the info answer names (attendee_name) can be checked in from here.
		if ( null === $this->scanner || ! isset( $content['attendee_name'] ) || ! $this->scanner->enqueue() ) {
			wp_die(
				implode( '<br>', array_map( 'esc_html', array_filter( $lines ) ) ),
				esc_html__( 'Ticket verification', 'eventsmith' ),
				array( 'response' => $status )
			);
		}
		// The info answer asks to confirm; here Start does that.
		$lines[0] = '' !== (string) ( $content['ticket_Message'] ?? '' )
			? (string) $content['ticket_Message']
			: __( 'Not checked in yet. Press Start to check this attendee in.', 'eventsmith' );
		$this->print_scanner( $response, array_values( array_filter( $lines ) ), $status, '' !== (string) ( $content['ticket_Message'] ?? '' ) );
	}

	/**
	 * Prints the browser view with the scanner and ends the request.
	 *
	 * @param array<string, mixed> $response The info-only answer, carried by the Start button.
	 * @param list<string>         $lines    Message, attendee, event, ticket type.
	 * @param int                  $status   HTTP status.
	 * @param bool                 $used     Whether the ticket was already checked in.
	 */
	private function print_scanner( array $response, array $lines, int $status, bool $used ): void {
		status_header( $status );
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		header( 'X-Robots-Tag: noindex, nofollow' );
		// The address carries a ticket code: never leak it to linked sites.
		header( 'Referrer-Policy: no-referrer' );
		$message = (string) array_shift( $lines );
		// No emoji script on this page; its old style printer is deprecated.
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title><?php esc_html_e( 'Ticket verification', 'eventsmith' ); ?></title>
		<?php wp_print_styles(); ?>
<style id="eventsmith-verify-screen">
body{margin:0;padding:24px 16px;background:#f0f0f1;color:#1e1e1e;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;font-size:14px;line-height:1.5}
.eventsmith-verify-screen{max-width:640px;margin:0 auto}
.eventsmith-verify-screen h1{margin:0 0 8px;font-size:23px;font-weight:400}
.eventsmith-verify-screen__ticket{margin:0 0 16px;padding:12px 16px;background:#fff;border:1px solid #c3c4c7;border-left:4px solid #2271b1}
.eventsmith-verify-screen__ticket.is-used{border-left-color:#dba617;background:#fcf9e8}
.eventsmith-verify-screen__ticket p{margin:0 0 4px}
.eventsmith-verify-screen__ticket ul{margin:0;padding:0;list-style:none;font-weight:600}
</style>
</head>
<body>
<main class="eventsmith-verify-screen eventsmith-scanner-page">
	<h1><?php esc_html_e( 'Ticket verification', 'eventsmith' ); ?></h1>
	<div class="eventsmith-verify-screen__ticket<?php echo $used ? ' is-used' : ''; ?>">
		<p><?php echo esc_html( $message ); ?></p>
		<ul>
		<?php foreach ( $lines as $line ) : ?>
			<li><?php echo esc_html( $line ); ?></li>
		<?php endforeach; ?>
		</ul>
	</div>
		<?php $this->scanner?->mount( $response ); ?>
</main>
		<?php wp_print_footer_scripts(); ?>
</body>
</html>
		<?php
		exit;
	}
}
