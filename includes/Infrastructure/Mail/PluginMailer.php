<?php
/**
 * Sends the plugin's own e-mails from the sender the settings name.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Every e-mail Eventsmith sends (tickets, payment instructions, invoices, invitations,
 * reminders, certificates, the settings' test mail) goes through here. The settings
 * `mail_from_name` and `mail_from_address` apply through WordPress's `wp_mail_from_name` and
 * `wp_mail_from` filters, only while one of these mails is being sent; an empty setting
 * keeps whatever sender WordPress or a mail plugin chooses. Other mail of the site is untouched.
 */
final class PluginMailer {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Site settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Sends one plain-text e-mail.
	 *
	 * @param string $to      Recipient address.
	 * @param string $subject Subject.
	 * @param string $body    Plain-text body.
	 * @return bool Whether the mail was handed to the mail server.
	 */
	public function send( string $to, string $subject, string $body ): bool {
		$settings = $this->settings->all();
		$name     = (string) ( $settings['mail_from_name'] ?? '' );
		$address  = (string) ( $settings['mail_from_address'] ?? '' );

		$from_name    = static fn( mixed $current ): mixed => '' === $name ? $current : $name;
		$from_address = static fn( mixed $current ): mixed => '' === $address ? $current : $address;
		add_filter( 'wp_mail_from_name', $from_name, 20 );
		add_filter( 'wp_mail_from', $from_address, 20 );
		try {
			return wp_mail( $to, $subject, $body );
		} finally {
			remove_filter( 'wp_mail_from_name', $from_name, 20 );
			remove_filter( 'wp_mail_from', $from_address, 20 );
		}
	}
}
