<?php
/**
 * The settings page's "Send test e-mail".
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Sends one short e-mail to the current user's own address, from the sender the settings
 * name, so staff see what buyers and guests will see in their inbox.
 */
final class TestMail {

	/**
	 * Constructor.
	 *
	 * @param PluginMailer $mailer Sends from the configured sender.
	 */
	public function __construct( private PluginMailer $mailer ) {}

	/**
	 * Sends the test e-mail.
	 *
	 * @return array{sent: true, to: string}
	 * @throws DomainError When the user has no address or the mail server refused it.
	 */
	public function send_to_current_user(): array {
		$to = (string) wp_get_current_user()->user_email;
		if ( ! is_email( $to ) ) {
			throw new DomainError( 'eventsmith_no_address', __( 'Your user profile has no valid e-mail address to send the test e-mail to.', 'eventsmith' ), DomainError::CONFLICT );
		}
		$site    = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		/* translators: %s: site title. */
		$subject = sprintf( __( 'Test e-mail from Eventsmith on %s', 'eventsmith' ), $site );
		$body    = __( 'This is a test e-mail from the Eventsmith settings. Tickets, invoices, invitations, reminders and certificates are sent with the same sender as this message.', 'eventsmith' ) . "\n";
		if ( ! $this->mailer->send( $to, $subject, $body ) ) {
			throw new DomainError( 'eventsmith_mail_failed', __( 'The test e-mail could not be sent. Check the site\'s mail settings.', 'eventsmith' ), DomainError::CONFLICT );
		}
		return array(
			'sent' => true,
			'to'   => $to,
		);
	}
}
