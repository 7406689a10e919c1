<?php
/**
 * Sends the plugin's own e-mails from the sender the settings name.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Domain\Mail\SingleRecipient;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Every e-mail Eventsmith sends (tickets, payment instructions, invoices, invitations,
 * reminders, certificates, the settings' test mail) goes through here. The settings
 * `mail_from_name` and `mail_from_address` apply through WordPress's `wp_mail_from_name` and
 * `wp_mail_from` filters, only while one of these mails is being sent; an empty setting
 * keeps whatever sender WordPress or a mail plugin chooses. Other mail of the site is untouched.
 *
 * Each mail has one recipient: an address that is not one plain address
 * (SingleRecipient: no commas, quotes, angle brackets …, which `wp_mail()`
 * would split into several recipients) is refused and logged, never sent.
 *
 * Messages about an event go out as HTML with a plain-text alternative
 * (multipart/alternative) and, for tickets and RSVPs, the event's .ics as a
 * string attachment and each ticket's QR code as an inline PNG (referred to by
 * `cid:` in the HTML), all added to PHPMailer through `phpmailer_init` for
 * that one message only.
 */
final class PluginMailer {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Site settings.
	 * @param MailComposer|null  $composer Renders HTML messages (none: plain text only).
	 */
	public function __construct( private SettingsRepository $settings, private ?MailComposer $composer = null ) {}

	/**
	 * Sends one plain-text e-mail.
	 *
	 * @param string $to      Recipient address.
	 * @param string $subject Subject.
	 * @param string $body    Plain-text body.
	 * @return bool Whether the mail was handed to the mail server.
	 */
	public function send( string $to, string $subject, string $body ): bool {
		if ( ! self::single( $to ) ) {
			return false;
		}
		return $this->with_sender( static fn(): bool => wp_mail( $to, $subject, $body ) );
	}

	/**
	 * Sends one message as HTML with its plain text and, when asked, the event's .ics.
	 *
	 * @param MailMessage $message The message.
	 * @return bool Whether the mail was handed to the mail server.
	 */
	public function send_message( MailMessage $message ): bool {
		if ( ! self::single( $message->to ) ) {
			return false;
		}
		if ( null === $this->composer ) {
			return $this->send( $message->to, $message->subject, $message->text );
		}
		$parts = $this->composer->compose( $message );
		$init  = static function ( $phpmailer ) use ( $parts ): void {
			if ( ! $phpmailer instanceof \PHPMailer\PHPMailer\PHPMailer ) {
				return;
			}
			$phpmailer->AltBody = $parts['text']; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
			foreach ( $parts['images'] ?? array() as $image ) {
				$phpmailer->addStringEmbeddedImage( $image['content'], $image['cid'], $image['name'], 'base64', 'image/png' );
			}
			if ( null !== $parts['ics'] ) {
				$phpmailer->addStringAttachment( $parts['ics']['content'], $parts['ics']['name'], 'base64', 'text/calendar; charset=utf-8; method=PUBLISH' );
			}
		};
		$done  = static function () use ( $init ): void {
			remove_action( 'phpmailer_init', $init, 1000 );
		};
		add_action( 'phpmailer_init', $init, 1000 );
		try {
			return $this->with_sender( static fn(): bool => wp_mail( $message->to, $message->subject, $parts['html'], array( 'Content-Type: text/html; charset=UTF-8' ) ) );
		} finally {
			$done();
		}
	}

	/**
	 * Whether a recipient is one plain address; logs a refused one.
	 *
	 * @param string $to Recipient.
	 */
	public static function single( string $to ): bool {
		if ( SingleRecipient::is_plain( strtolower( trim( $to ) ) ) ) {
			return true;
		}
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner's log is where failed mail is looked for.
		error_log( sprintf( 'Eventsmith: a mail to "%s" was refused: the recipient is not one plain e-mail address.', addcslashes( mb_substr( $to, 0, 300 ), "\0..\37\177" ) ) );
		return false;
	}

	/**
	 * Runs a send with the configured sender.
	 *
	 * @param callable(): bool $send The send.
	 */
	private function with_sender( callable $send ): bool {
		$settings = $this->settings->all();
		$name     = (string) ( $settings['mail_from_name'] ?? '' );
		$address  = (string) ( $settings['mail_from_address'] ?? '' );

		$from_name    = static fn( mixed $current ): mixed => '' === $name ? $current : $name;
		$from_address = static fn( mixed $current ): mixed => '' === $address ? $current : $address;
		add_filter( 'wp_mail_from_name', $from_name, 20 );
		add_filter( 'wp_mail_from', $from_address, 20 );
		try {
			return (bool) $send();
		} finally {
			remove_filter( 'wp_mail_from_name', $from_name, 20 );
			remove_filter( 'wp_mail_from', $from_address, 20 );
		}
	}
}
