<?php
/**
 * The rules of the e-mail that tells organizers about new registrations.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Mail;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Three settings: `organizer_notify` (off, each registration, or a daily digest),
 * `organizer_notify_to` (the event's organizers, or one chosen address) and
 * `organizer_notify_address` (that address). The texts of both e-mails are
 * written here so that the immediate notice and the digest list a registration alike.
 */
final class OrganizerNotice {

	public const OFF    = 'off';
	public const EACH   = 'each';
	public const DIGEST = 'digest';
	public const MODES  = array( self::OFF, self::EACH, self::DIGEST );

	public const TO_ORGANIZERS = 'organizers';
	public const TO_ADDRESS    = 'address';

	/** Kinds of the queued messages (the mail queue and the `eventsmith_mail_html` filter see them). */
	public const KIND_EACH   = 'organizer_notice';
	public const KIND_DIGEST = 'organizer_digest';

	/**
	 * Cleans `organizer_notify`.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `organizer_notify`.
	 */
	public static function mode( mixed $value ): string {
		if ( ! is_string( $value ) || ! in_array( $value, self::MODES, true ) ) {
			throw DomainError::invalid( 'organizer_notify', __( 'organizer_notify must be "off", "each" (an e-mail per registration) or "digest" (one e-mail a day).', 'eventsmith' ) );
		}
		return $value;
	}

	/**
	 * Cleans `organizer_notify_to`.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `organizer_notify_to`.
	 */
	public static function to( mixed $value ): string {
		if ( self::TO_ORGANIZERS !== $value && self::TO_ADDRESS !== $value ) {
			throw DomainError::invalid( 'organizer_notify_to', __( 'organizer_notify_to must be "organizers" (the event\'s organizers) or "address" (the chosen address).', 'eventsmith' ) );
		}
		return $value;
	}

	/**
	 * Cleans `organizer_notify_address`: one address (no list, no display name), or ''.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `organizer_notify_address`.
	 */
	public static function address( mixed $value ): string {
		$address = is_string( $value ) ? trim( $value ) : null;
		if ( null === $address || ( '' !== $address && ! self::is_single_address( $address ) ) ) {
			throw DomainError::invalid( 'organizer_notify_address', __( 'organizer_notify_address must be one e-mail address such as team@example.org, or empty.', 'eventsmith' ) );
		}
		return strtolower( $address );
	}

	/**
	 * Checks the three settings together: a chosen address is needed when the e-mails go to it.
	 *
	 * @param array<string, mixed> $settings The settings after an update.
	 * @throws DomainError Naming `organizer_notify_address`.
	 */
	public static function check_together( array $settings ): void {
		if ( self::OFF !== ( $settings['organizer_notify'] ?? self::OFF ) && self::TO_ADDRESS === ( $settings['organizer_notify_to'] ?? '' ) && '' === ( $settings['organizer_notify_address'] ?? '' ) ) {
			throw DomainError::invalid( 'organizer_notify_address', __( 'organizer_notify_address: give the address that hears about new registrations, or send to the event\'s organizers.', 'eventsmith' ) );
		}
	}

	/**
	 * Whether a text is one plain address: no list separators, quotes or angle brackets
	 * (a second recipient or a display name could hide in them), and a valid address.
	 *
	 * @param string $address Trimmed text.
	 */
	public static function is_single_address( string $address ): bool {
		return SingleRecipient::is_plain( $address );
	}

	/**
	 * One line describing a registration, for both e-mails.
	 *
	 * @param array{source: string, name: string, email: string, places: int, detail: string} $item The registration.
	 */
	public static function line( array $item ): string {
		$who = '' !== $item['email'] ? sprintf( '%s <%s>', $item['name'], $item['email'] ) : $item['name'];
		if ( 'rsvp' === $item['source'] ) {
			/* translators: 1: name and address, 2: number of places. */
			$text = sprintf( _n( '%1$s answered going (%2$d place)', '%1$s answered going (%2$d places)', $item['places'], 'eventsmith' ), $who, $item['places'] );
		} else {
			/* translators: 1: name and address, 2: number of tickets. */
			$text = sprintf( _n( '%1$s ordered %2$d ticket', '%1$s ordered %2$d tickets', $item['places'], 'eventsmith' ), $who, $item['places'] );
		}
		return '' !== $item['detail'] ? $text . ' — ' . $item['detail'] : $text;
	}

	/**
	 * Subject and text of the notice of one registration.
	 *
	 * @param string                                                                          $event_title The event.
	 * @param string                                                                          $event_date  When it starts.
	 * @param array{source: string, name: string, email: string, places: int, detail: string} $item        The registration.
	 * @return array{subject: string, body: string}
	 */
	public static function each( string $event_title, string $event_date, array $item ): array {
		return array(
			/* translators: %s: event title. */
			'subject' => sprintf( __( 'New registration: %s', 'eventsmith' ), $event_title ),
			'body'    => sprintf(
				/* translators: 1: event title, 2: when it starts, 3: the registration. */
				__( "A new registration for %1\$s (%2\$s):\n\n%3\$s", 'eventsmith' ),
				$event_title,
				$event_date,
				self::line( $item )
			),
		);
	}

	/**
	 * Subject and text of one recipient's digest.
	 *
	 * @param string                                                                                                               $site   The site's name.
	 * @param list<array{title: string, date: string, items: list<array{source: string, name: string, email: string, places: int, detail: string}>}> $events Registrations by event, in the order they came.
	 * @return array{subject: string, body: string}
	 */
	public static function digest( string $site, array $events ): array {
		$count    = 0;
		$sections = array();
		foreach ( $events as $event ) {
			$lines = array();
			foreach ( $event['items'] as $item ) {
				$lines[] = '- ' . self::line( $item );
				++$count;
			}
			$sections[] = sprintf( '%s (%s)', $event['title'], $event['date'] ) . "\n" . implode( "\n", $lines );
		}
		return array(
			/* translators: 1: number of registrations, 2: site name. */
			'subject' => sprintf( _n( '%1$d new registration on %2$s', '%1$d new registrations on %2$s', $count, 'eventsmith' ), $count, $site ),
			'body'    => __( 'New registrations since the last digest:', 'eventsmith' ) . "\n\n" . implode( "\n\n", $sections ),
		);
	}
}
