<?php
/**
 * The plugin settings: their defaults and how input is cleaned.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Settings;

use Eventsmith\Domain\DomainError;

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
			// Payment method of paid ticket orders (a registered gateway id) and what buyers are told.
			'payment_method'              => 'pay_later',
			'payment_instructions'        => '',
			// Minutes an unpaid order holds its seats before they are released.
			'pending_hold_minutes'        => 60,
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
		$settings = array_intersect_key( array_replace( $defaults, $stored ), $defaults );

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
		if ( array_key_exists( 'payment_method', $changes ) ) {
			if ( ! is_string( $changes['payment_method'] ) || 1 !== preg_match( '/^[a-z0-9_]{1,40}$/', $changes['payment_method'] ) ) {
				throw DomainError::invalid( 'payment_method', __( 'payment_method must be the id of a payment method, such as pay_later.', 'eventsmith' ) );
			}
			$next['payment_method'] = $changes['payment_method'];
		}
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
		return $next;
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
