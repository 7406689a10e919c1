<?php
/**
 * Sends RSVP invitations and reminders.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Infrastructure\Mail\MailTexts;
use Eventsmith\Infrastructure\Mail\PluginMailer;

defined( 'ABSPATH' ) || exit;

/**
 * One email per address through wp_mail, each recorded with whether it went out.
 */
final class InvitationMailer {

	public const MAX_RECIPIENTS = 200;

	/**
	 * Constructor.
	 *
	 * @param EventReader  $events Reads events.
	 * @param PluginMailer $mailer Sends from the configured sender.
	 * @param MailTexts    $texts  The subjects and texts the settings give.
	 */
	public function __construct( private EventReader $events, private PluginMailer $mailer, private MailTexts $texts ) {}

	/**
	 * Sends an invitation or reminder to each address.
	 *
	 * @param int          $event_id Event id.
	 * @param list<string> $emails   Addresses.
	 * @param string       $kind     invitation or reminder.
	 * @param string       $message  Optional personal message.
	 * @return array{sent: int, failed: list<string>}
	 * @throws DomainError Naming `emails` or `kind` when they are invalid; nothing is sent then.
	 */
	public function send( int $event_id, array $emails, string $kind, string $message ): array {
		$this->events->fields( $event_id ); // Refuses an id that is no event.
		if ( 'invitation' !== $kind && 'reminder' !== $kind ) {
			throw DomainError::invalid( 'kind', __( 'kind must be invitation or reminder.', 'eventsmith' ) );
		}
		$clean = array();
		foreach ( $emails as $email ) {
			$address = strtolower( trim( (string) $email ) );
			if ( ! is_email( $address ) ) {
				/* translators: %s: the address. */
				throw DomainError::invalid( 'emails', sprintf( __( '"%s" is not a valid email address.', 'eventsmith' ), $address ) );
			}
			$clean[ $address ] = $address;
		}
		if ( array() === $clean || count( $clean ) > self::MAX_RECIPIENTS ) {
			/* translators: %d: the limit. */
			throw DomainError::invalid( 'emails', sprintf( __( 'Send to between 1 and %d addresses at a time.', 'eventsmith' ), self::MAX_RECIPIENTS ) );
		}

		$mail    = $this->texts->compose(
			'reminder' === $kind ? MailKind::RsvpReminder : MailKind::RsvpInvitation,
			$event_id,
			array( 'message' => sanitize_textarea_field( $message ) )
		);
		$subject = $mail['subject'];
		$body    = $mail['body'];

		global $wpdb;
		$failed = array();
		foreach ( $clean as $address ) {
			$sent = $this->mailer->send( $address, $subject, $body );
			$wpdb->insert(
				Tables::invitations(),
				array(
					'event_id'   => $event_id,
					'email'      => $address,
					'kind'       => $kind,
					'sent'       => $sent ? 1 : 0,
					'sent_by'    => get_current_user_id(),
					'created_at' => gmdate( 'Y-m-d H:i:s' ),
				),
				array( '%d', '%s', '%s', '%d', '%d', '%s' )
			);
			if ( ! $sent ) {
				$failed[] = $address;
			}
		}
		return array(
			'sent'   => count( $clean ) - count( $failed ),
			'failed' => $failed,
		);
	}
}
