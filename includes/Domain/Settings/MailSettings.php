<?php
/**
 * The e-mail settings: sender, reminders, organizers' notices, visitor mail caps, retention.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Settings;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Mail\OrganizerNotice;
use Eventsmith\Domain\Mail\ReminderRule;
use Eventsmith\Domain\Mail\SingleRecipient;
use Eventsmith\Domain\Mail\VisitorMailRules;

defined( 'ABSPATH' ) || exit;

/**
 * Checks and cleans the e-mail settings for SettingsSchema::apply(); a bad
 * value throws a DomainError naming its setting, so nothing is stored.
 */
final class MailSettings {

	/**
	 * The settings after the e-mail changes.
	 *
	 * @param array<string, mixed> $next    The settings so far.
	 * @param array<string, mixed> $changes The requested changes.
	 * @return array<string, mixed>
	 * @throws DomainError Naming the setting at fault.
	 */
	public static function apply( array $next, array $changes ): array {
		foreach ( array( 'mail_body_days', 'mail_keep_days' ) as $field ) {
			if ( array_key_exists( $field, $changes ) ) {
				$days = $changes[ $field ];
				if ( ! is_int( $days ) || $days < 1 || $days > 3650 ) {
					/* translators: %s: setting name. */
					throw DomainError::invalid( $field, sprintf( __( '%s must be a whole number of days from 1 to 3650.', 'eventsmith' ), $field ) );
				}
				$next[ $field ] = $days;
			}
		}
		if ( $next['mail_body_days'] > $next['mail_keep_days'] ) {
			$field = array_key_exists( 'mail_body_days', $changes ) ? 'mail_body_days' : 'mail_keep_days';
			throw DomainError::invalid( $field, __( 'mail_body_days must not be more than mail_keep_days: a message cannot keep its text longer than it is kept.', 'eventsmith' ) );
		}
		if ( array_key_exists( 'mail_from_name', $changes ) ) {
			$next['mail_from_name'] = self::sender_name( $changes['mail_from_name'] );
		}
		if ( array_key_exists( 'mail_from_address', $changes ) ) {
			$next['mail_from_address'] = self::sender_address( $changes['mail_from_address'] );
		}
		if ( array_key_exists( 'reminder_hours', $changes ) ) {
			$next['reminder_hours'] = ReminderRule::clean( $changes['reminder_hours'], 'reminder_hours', false );
		}
		foreach ( array( 'organizer_notify' => 'mode', 'organizer_notify_to' => 'to', 'organizer_notify_address' => 'address' ) as $key => $rule ) {
			if ( array_key_exists( $key, $changes ) ) {
				$next[ $key ] = OrganizerNotice::$rule( $changes[ $key ] );
			}
		}
		OrganizerNotice::check_together( $next );
		foreach ( array(
			'mail_recipient_hourly' => VisitorMailRules::MAX_PER_RECIPIENT,
			'mail_visitor_hourly'   => VisitorMailRules::MAX_PER_SITE,
		) as $key => $max ) {
			if ( array_key_exists( $key, $changes ) ) {
				$limit = VisitorMailRules::limit( $changes[ $key ], $max );
				if ( null === $limit ) {
					/* translators: 1: setting name, 2: largest value. */
					throw DomainError::invalid( $key, sprintf( __( '%1$s must be a whole number from 0 (no cap) to %2$d.', 'eventsmith' ), $key, $max ) );
				}
				$next[ $key ] = $limit;
			}
		}
		return $next;
	}

	/**
	 * A one-line name of at most 100 characters, tags removed and white space collapsed
	 * (a line break in a mail header would start a new header).
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `mail_from_name` when it is not such text.
	 */
	private static function sender_name( mixed $value ): string {
		$name = is_string( $value ) ? trim( (string) preg_replace( '/\s+/u', ' ', strip_tags( $value ) ) ) : null;
		if ( null === $name || mb_strlen( $name ) > 100 ) {
			throw DomainError::invalid( 'mail_from_name', __( 'mail_from_name must be text of at most 100 characters.', 'eventsmith' ) );
		}
		return $name;
	}

	/**
	 * An e-mail address, or '' for the site's usual sender.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `mail_from_address` when it is not an address.
	 */
	private static function sender_address( mixed $value ): string {
		$address = is_string( $value ) ? trim( $value ) : null;
		if ( null === $address || ( '' !== $address && ! SingleRecipient::is_plain( strtolower( $address ) ) ) ) {
			throw DomainError::invalid( 'mail_from_address', __( 'mail_from_address must be an e-mail address such as tickets@example.org, or empty.', 'eventsmith' ) );
		}
		return $address;
	}
}
