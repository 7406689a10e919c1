<?php
/**
 * The plugin settings: their defaults and how input is cleaned.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Settings;

use Eventsmith\Domain\Cache\PurgeAddress;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\Timezones;
use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Domain\Mail\VisitorMailRules;
use Eventsmith\Domain\Network\ClientAddress;

defined( 'ABSPATH' ) || exit;

/**
 * Pure rules for the `eventsmith_settings` option.
 */
final class SettingsSchema {

	/**
	 * Every setting with its default value.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return self::base_defaults() + PaymentSettings::defaults() + self::mail_defaults();
	}

	/**
	 * The subject and text setting of each editable e-mail; '' means the translated default text.
	 *
	 * @return array<string, string>
	 */
	private static function mail_defaults(): array {
		$defaults = array();
		foreach ( MailKind::cases() as $kind ) {
			$defaults[ $kind->subject_setting() ] = '';
			$defaults[ $kind->body_setting() ]    = '';
		}
		return $defaults;
	}

	/**
	 * Every setting but the e-mail texts, with its default value.
	 *
	 * @return array<string, mixed>
	 */
	private static function base_defaults(): array {
		return array(
			'disable_category_and_tags'   => 'off',
			'modules'                     => array(
				'rsvp' => 'on',
			),
			'delete_data_on_uninstall'    => false,
			// Door scanner: "on" checks a ticket in as soon as it is scanned; "off" asks to confirm first.
			'attendee_verification_style' => 'on',
			// Event Landing template shown on event pages that choose none (0: the default layout).
			'default_landing_template'    => 0,
			// ISO 4217 code of ticket prices.
			'currency'                    => 'USD',
			// Payment methods buyers of paid tickets choose from (gateway ids, the first preselected) and what pay-later buyers are told.
			'payment_methods'             => PaymentMethodsSetting::default(),
			'payment_instructions'        => '',
			// Minutes an unpaid order holds its seats before they are released.
			'pending_hold_minutes'        => 60,
			// Hours a seat offered to the next person on a waitlist stays held for them.
			'waitlist_hold_hours'         => 24,
			// Reverse proxies / CDNs (addresses or CIDR ranges) whose X-Forwarded-For names the visitor.
			'trusted_proxies'             => array(),
			// Timezone the event editor fills in for a new event ('' = UTC).
			'default_timezone'            => '',
			// Sender of the plugin's own e-mails; '' keeps WordPress's (or a mail plugin's) sender.
			'mail_from_name'              => '',
			'mail_from_address'           => '',
			// Automatic reminder before each event: "off" or whole hours before the start.
			'reminder_hours'              => 'off',
			// E-mail about new registrations: off, each (one per order or RSVP) or digest (daily), to the organizers or an address.
			'organizer_notify'            => 'off',
			'organizer_notify_to'         => 'organizers',
			'organizer_notify_address'    => '',
			// RSVP and waitlist confirmations per address and event in an hour (0: no cap); more are not sent.
			'mail_recipient_hourly'       => VisitorMailRules::DEFAULT_PER_RECIPIENT,
			// Visitor-triggered e-mails the site sends in an hour (0: no cap); more wait in the mail queue.
			'mail_visitor_hourly'         => VisitorMailRules::DEFAULT_PER_SITE,
			// Seller lines printed on invoices (name first); '' = the site's name and host.
			'seller_details'              => '',
			// Address of the events archive (/events/ by default, translated); '' = the default.
			'events_slug'                 => '',
			// Page cache (Varnish, nginx) that receives PURGE requests: scheme, host, port; '' = purging off.
			'purge_host'                  => '',
			// Days a sent e-mail keeps its text (claim links, ticket codes) in the mail queue.
			'mail_body_days'              => 7,
			// Days a sent or failed e-mail stays in the mail queue at all.
			'mail_keep_days'              => 90,
		);
	}

	/**
	 * Stored values over the defaults, with unknown keys dropped.
	 *
	 * @param array<string, mixed> $stored Whatever the option holds.
	 * @return array<string, mixed>
	 */
	public static function with_defaults( array $stored ): array {
		$defaults = self::defaults();
		$settings = array_intersect_key( array_replace( $defaults, PaymentMethodsSetting::upgrade( $stored ) ), $defaults );

		$settings['modules'] = array_intersect_key(
			array_replace( $defaults['modules'], is_array( $settings['modules'] ) ? $settings['modules'] : array() ),
			$defaults['modules']
		);
		return $settings;
	}

	/**
	 * Applies a partial update to current settings, validating each given value.
	 *
	 * @param array<string, mixed> $current Current settings (with defaults).
	 * @param array<string, mixed> $changes Partial input.
	 * @return array<string, mixed> The new settings.
	 * @throws DomainError When a value is not allowed.
	 */
	public static function apply( array $current, array $changes ): array {
		$next = self::with_defaults( $current );

		foreach ( array_keys( $changes ) as $key ) {
			if ( ! array_key_exists( (string) $key, $next ) && PaymentMethodsSetting::LEGACY_KEY !== $key ) {
				/* translators: %s: the name that was sent. */
				throw DomainError::invalid( (string) $key, sprintf( __( '%s is not a setting.', 'eventsmith' ), (string) $key ) );
			}
		}

		if ( array_key_exists( 'disable_category_and_tags', $changes ) ) {
			$next['disable_category_and_tags'] = self::on_off( 'disable_category_and_tags', $changes['disable_category_and_tags'] );
		}
		if ( array_key_exists( 'modules', $changes ) ) {
			if ( ! is_array( $changes['modules'] ) ) {
				throw DomainError::invalid( 'modules', __( 'modules must be an object of module names to "on" or "off".', 'eventsmith' ) );
			}
			foreach ( $changes['modules'] as $module => $value ) {
				if ( ! array_key_exists( (string) $module, $next['modules'] ) ) {
					/* translators: %s: module name. */
					throw DomainError::invalid( 'modules', sprintf( __( 'modules.%s is not a known module.', 'eventsmith' ), (string) $module ) );
				}
				$next['modules'][ $module ] = self::on_off( 'modules.' . $module, $value );
			}
		}
		if ( array_key_exists( 'delete_data_on_uninstall', $changes ) ) {
			if ( ! is_bool( $changes['delete_data_on_uninstall'] ) ) {
				throw DomainError::invalid( 'delete_data_on_uninstall', __( 'delete_data_on_uninstall must be true or false.', 'eventsmith' ) );
			}
			$next['delete_data_on_uninstall'] = $changes['delete_data_on_uninstall'];
		}
		if ( array_key_exists( 'attendee_verification_style', $changes ) ) {
			$next['attendee_verification_style'] = self::on_off( 'attendee_verification_style', $changes['attendee_verification_style'] );
		}
		if ( array_key_exists( 'default_landing_template', $changes ) ) {
			$template = $changes['default_landing_template'];
			if ( ! is_int( $template ) || $template < 0 ) {
				throw DomainError::invalid( 'default_landing_template', __( 'default_landing_template must be a template id, or 0 for the default layout.', 'eventsmith' ) );
			}
			$next['default_landing_template'] = $template;
		}
		if ( array_key_exists( 'currency', $changes ) ) {
			$currency = is_string( $changes['currency'] ) ? strtoupper( trim( $changes['currency'] ) ) : '';
			if ( 1 !== preg_match( '/^[A-Z]{3}$/', $currency ) ) {
				throw DomainError::invalid( 'currency', __( 'currency must be a three-letter currency code such as USD or EUR.', 'eventsmith' ) );
			}
			$next['currency'] = $currency;
		}
		$next = PaymentMethodsSetting::apply( $next, $changes );
		if ( array_key_exists( 'payment_instructions', $changes ) ) {
			if ( ! is_string( $changes['payment_instructions'] ) || mb_strlen( $changes['payment_instructions'] ) > 2000 ) {
				throw DomainError::invalid( 'payment_instructions', __( 'payment_instructions must be text of at most 2000 characters.', 'eventsmith' ) );
			}
			$next['payment_instructions'] = trim( strip_tags( $changes['payment_instructions'] ) );
		}
		if ( array_key_exists( 'pending_hold_minutes', $changes ) ) {
			$minutes = $changes['pending_hold_minutes'];
			if ( ! is_int( $minutes ) || $minutes < 5 || $minutes > 10080 ) {
				throw DomainError::invalid( 'pending_hold_minutes', __( 'pending_hold_minutes must be a whole number of minutes from 5 to 10080 (a week).', 'eventsmith' ) );
			}
			$next['pending_hold_minutes'] = $minutes;
		}
		if ( array_key_exists( 'waitlist_hold_hours', $changes ) ) {
			$hours = $changes['waitlist_hold_hours'];
			if ( ! is_int( $hours ) || $hours < 1 || $hours > 168 ) {
				throw DomainError::invalid( 'waitlist_hold_hours', __( 'waitlist_hold_hours must be a whole number of hours from 1 to 168 (a week).', 'eventsmith' ) );
			}
			$next['waitlist_hold_hours'] = $hours;
		}
		if ( array_key_exists( 'trusted_proxies', $changes ) ) {
			$next['trusted_proxies'] = self::proxies( $changes['trusted_proxies'] );
		}
		if ( array_key_exists( 'default_timezone', $changes ) ) {
			$next['default_timezone'] = self::timezone( $changes['default_timezone'] );
		}
		$next = MailSettings::apply( $next, $changes );
		$next = PaymentSettings::apply( $next, $changes );
		if ( array_key_exists( 'seller_details', $changes ) ) {
			$next['seller_details'] = AddressSettings::seller( $changes['seller_details'] );
		}
		if ( array_key_exists( 'events_slug', $changes ) ) {
			$next['events_slug'] = AddressSettings::slug( $changes['events_slug'] );
		}
		if ( array_key_exists( 'purge_host', $changes ) ) {
			$next['purge_host'] = PurgeAddress::clean( $changes['purge_host'] );
		}
		foreach ( MailKind::cases() as $kind ) {
			if ( array_key_exists( $kind->subject_setting(), $changes ) ) {
				$next[ $kind->subject_setting() ] = $kind->clean_subject( $changes[ $kind->subject_setting() ] );
			}
			if ( array_key_exists( $kind->body_setting(), $changes ) ) {
				$next[ $kind->body_setting() ] = $kind->clean_body( $changes[ $kind->body_setting() ] );
			}
		}
		return $next;
	}

	/**
	 * Accepts '' (UTC), an IANA name or an offset, as the event editor does.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `default_timezone` when it is none of them.
	 */
	private static function timezone( mixed $value ): string {
		$message = __( 'default_timezone must be a timezone name such as Europe/Berlin, an offset from UTC-12:00 to UTC+14:00 such as UTC+2, or empty for UTC.', 'eventsmith' );
		if ( ! is_string( $value ) ) {
			throw DomainError::invalid( 'default_timezone', $message );
		}
		try {
			Timezones::parse( $value );
		} catch ( DomainError ) {
			throw DomainError::invalid( 'default_timezone', $message );
		}
		return trim( $value );
	}

	/**
	 * Accepts a list of at most 100 addresses or CIDR ranges, trimmed and without repeats.
	 *
	 * @param mixed $value Input.
	 * @return list<string>
	 * @throws DomainError When it is not such a list.
	 */
	private static function proxies( mixed $value ): array {
		if ( ! is_array( $value ) || count( $value ) > 100 ) {
			throw DomainError::invalid( 'trusted_proxies', __( 'trusted_proxies must be a list of at most 100 IP addresses or CIDR ranges.', 'eventsmith' ) );
		}
		$proxies = array();
		foreach ( $value as $entry ) {
			if ( ! is_string( $entry ) || ! ClientAddress::is_valid_range( $entry ) ) {
				throw DomainError::invalid(
					'trusted_proxies',
					/* translators: %s: the entry as given. */
					sprintf( __( 'trusted_proxies: "%s" is not an IP address or CIDR range (e.g. 10.0.0.0/8 or 2001:db8::/32).', 'eventsmith' ), is_scalar( $entry ) ? (string) $entry : gettype( $entry ) )
				);
			}
			$proxies[] = trim( $entry );
		}
		return array_values( array_unique( $proxies ) );
	}

	/**
	 * Accepts "on" or "off" only.
	 *
	 * @param string $field Field name for the error.
	 * @param mixed  $value Input.
	 * @throws DomainError When the value is neither.
	 */
	private static function on_off( string $field, mixed $value ): string {
		if ( 'on' !== $value && 'off' !== $value ) {
			throw DomainError::invalid( $field, sprintf( /* translators: %s: setting name. */ __( '%s must be "on" or "off".', 'eventsmith' ), $field ) );
		}
		return $value;
	}
}
