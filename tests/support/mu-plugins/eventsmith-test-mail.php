<?php
/**
 * Test-only helpers: mail. Test sites have no mail transport, so each message
 * is kept where tests can read it (and clear it) instead of being sent.
 * Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

// Mail captured on the test site (see the pre_wp_mail filter below), read and cleared.
// Test sites run no WP-Cron on page loads, so reading the mailbox first runs the
// background mail queue, as cron would have between the request and the reading.
eventsmith_test_route( '/mail', 'GET', static function (): array {
	do_action( 'eventsmith_mail_queue_run' );
	$mail = get_option( 'eventsmith_test_mail', array() );
	delete_option( 'eventsmith_test_mail' );
	return is_array( $mail ) ? $mail : array();
} );

// Test sites have no mail transport: wp_mail() builds the real message with
// PHPMailer (below), which keeps it where tests can read it and reports it sent.
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit ) {
		if ( get_option( 'eventsmith_test_mail_queue_capture' ) ) {
			return $short_circuit; // The mail queue's capture (eventsmith-test-mail-queue.php) answers.
		}
		if ( defined( 'EVENTSMITH_TEST_SMTP_PORT' ) ) {
			return $short_circuit; // The production stack sends for real, to its SMTP sink.
		}
		global $phpmailer;
		if ( ! $phpmailer instanceof Eventsmith_Test_Mailbox ) {
			require_once ABSPATH . WPINC . '/PHPMailer/PHPMailer.php';
			require_once ABSPATH . WPINC . '/PHPMailer/SMTP.php';
			require_once ABSPATH . WPINC . '/PHPMailer/Exception.php';
			eventsmith_test_mailbox_class();
			$phpmailer = new Eventsmith_Test_Mailbox( true ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- wp_mail() uses any PHPMailer it finds here.
		}
		return null; // Let wp_mail() build the message.
	},
	20
);

// PHPMailer refuses the default sender of a site served from an IP address
// (wordpress@127.0.0.1); a test site's default sender gets a domain.
add_filter(
	'wp_mail_from',
	static fn( string $from ): string => str_ends_with( $from, '@127.0.0.1' ) ? 'wordpress@localhost.localdomain' : $from,
	1
);

/**
 * Declares the PHPMailer that records instead of sending, once PHPMailer is loaded.
 */
function eventsmith_test_mailbox_class(): void {
	if ( class_exists( 'Eventsmith_Test_Mailbox', false ) ) {
		return;
	}
	// phpcs:disable
	/**
	 * Builds the whole MIME message (preSend) and records it with its parts:
	 * `message` is the plain text (the text part of an HTML mail), `html` the
	 * HTML part, `mime` the raw message.
	 */
	final class Eventsmith_Test_Mailbox extends PHPMailer\PHPMailer\PHPMailer {
		public function postSend() {
			$mail   = get_option( 'eventsmith_test_mail', array() );
			$html   = '' !== $this->AltBody; // An HTML mail carries its plain text as AltBody.
			$mail[] = array(
				'to'          => implode( ', ', array_map( static fn( array $to ): string => $to[0], $this->getToAddresses() ) ),
				'subject'     => $this->Subject,
				'message'     => $html ? $this->AltBody : $this->Body,
				'html'        => $html ? $this->Body : '',
				'attachments' => array_map( static fn( array $a ): string => (string) $a[2], $this->getAttachments() ),
				'mime'        => $this->getSentMIMEMessage(),
				'from'        => $this->From,
				'from_name'   => $this->FromName,
			);
			update_option( 'eventsmith_test_mail', $mail, false );
			return true;
		}
	}
	// phpcs:enable
}

// Test sites send far more visitor mail than a site owner's hourly caps allow
// (one address RSVPs many times): the caps are off unless a spec switches the
// settings' caps on with {on: true} (tests/integration/mail/visitor-mail-caps.spec.ts).
eventsmith_test_route( '/mail-caps', 'POST', static function ( WP_REST_Request $request ): array {
	update_option( 'eventsmith_test_mail_caps', (bool) $request['on'] );
	return array( 'on' => (bool) get_option( 'eventsmith_test_mail_caps' ) );
} );
add_filter(
	'eventsmith_visitor_mail_limit',
	static fn( int $limit ): int => get_option( 'eventsmith_test_mail_caps' ) ? $limit : 0
);
