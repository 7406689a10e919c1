<?php
/**
 * The subject and text of an editable e-mail, as the settings say, filled in.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Domain\Mail\PlaceholderText;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the saved subject and text of an e-mail (the translated default when a setting is
 * empty) and fills its placeholders. Every mail is plain text, so values go in as they are;
 * the subject is kept to one line.
 */
final class MailTexts {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Site settings.
	 * @param EventReader        $events   Reads the event's dates.
	 */
	public function __construct( private SettingsRepository $settings, private EventReader $events ) {}

	/**
	 * The filled-in subject and text.
	 *
	 * @param MailKind              $kind     Which e-mail.
	 * @param int                   $event_id The event it is about.
	 * @param array<string, string> $values   Values of the e-mail's own placeholders.
	 * @param list<string>          $links    Addresses the caller built into the values (ticket pages), which may become links.
	 * @return array{subject: string, body: string, links: list<string>} `links`: the addresses the HTML may link (MailKind::links()).
	 */
	public function compose( MailKind $kind, int $event_id, array $values, array $links = array() ): array {
		$settings = $this->settings->all();
		$subject  = (string) ( $settings[ $kind->subject_setting() ] ?? '' );
		$body     = (string) ( $settings[ $kind->body_setting() ] ?? '' );
		$values  += $this->event_values( $event_id ) + array(
			'site_title' => html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
		);
		/**
		 * Filters the values of an e-mail's placeholders before they are filled in.
		 *
		 * @param array<string, string> $values   Values by placeholder name.
		 * @param string                $kind     Which e-mail (rsvp_confirmation, order_tickets, order_pending, rsvp_invitation, rsvp_reminder).
		 * @param int                   $event_id The event.
		 */
		$values = (array) apply_filters( 'eventsmith_mail_placeholders', $values, $kind->value, $event_id );
		$values = array_map( static fn( mixed $value ): string => is_scalar( $value ) ? (string) $value : '', $values );
		$subject = '' === $subject ? $kind->default_subject() : $subject;
		$body    = '' === $body ? $kind->default_body() : $body;
		$mail    = array(
			'subject' => PlaceholderText::fill_line( $subject, $values ),
			// An empty value leaves no run of blank lines behind.
			'body'    => trim( (string) preg_replace( "/\n{3,}/", "\n\n", PlaceholderText::fill( $body, $values ) ) ) . "\n",
		);
		/**
		 * Filters an e-mail's subject and text once its placeholders are filled in.
		 *
		 * @param array{subject: string, body: string} $mail     The e-mail.
		 * @param string                               $kind     Which e-mail (rsvp_confirmation, order_tickets, order_pending, rsvp_invitation, rsvp_reminder).
		 * @param int                                  $event_id The event.
		 * @param array<string, string>                $values   The placeholder values used.
		 */
		$filtered = apply_filters( 'eventsmith_mail_content', $mail, $kind->value, $event_id, $values );
		return array(
			'subject' => is_array( $filtered ) && is_string( $filtered['subject'] ?? null ) ? $filtered['subject'] : $mail['subject'],
			'body'    => is_array( $filtered ) && is_string( $filtered['body'] ?? null ) ? $filtered['body'] : $mail['body'],
			'links'   => $kind->links( $subject . "\n" . $body, $values, $links ),
		);
	}

	/**
	 * Title, start and address of the event.
	 *
	 * @param int $event_id Event id.
	 * @return array<string, string>
	 */
	private function event_values( int $event_id ): array {
		$date = EventStartText::of( $this->events, $event_id );
		return array(
			'event_title' => html_entity_decode( get_the_title( $event_id ), ENT_QUOTES, 'UTF-8' ),
			'event_date'  => $date,
			'event_link'  => (string) get_permalink( $event_id ),
		);
	}
}
