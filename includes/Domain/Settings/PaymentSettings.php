<?php
/**
 * The card payment settings (Stripe): their defaults, form and masking.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Settings;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe's keys for test and live mode and the webhook signing secret. Secrets are write-only:
 * what is shown (GET /settings, the dashboard) is `masked()`, and sending a masked value back
 * keeps the stored one; '' removes it.
 */
final class PaymentSettings {

	/** Settings that are never shown. */
	public const SECRETS = array( 'stripe_test_secret_key', 'stripe_live_secret_key', 'stripe_webhook_secret' );

	/** Characters a shown secret keeps at its end. */
	private const SHOWN_TAIL = 4;

	/** What a shown secret starts with. */
	private const MASK = '••••••••';

	/**
	 * Defaults.
	 *
	 * @return array<string, string>
	 */
	public static function defaults(): array {
		return array(
			// "test" uses the test keys (no real money), "live" the live ones.
			'stripe_mode'                 => 'test',
			'stripe_test_publishable_key' => '',
			'stripe_live_publishable_key' => '',
			'stripe_test_secret_key'      => '',
			'stripe_live_secret_key'      => '',
			'stripe_webhook_secret'       => '',
		);
	}

	/**
	 * Validates the given payment settings over the next settings.
	 *
	 * @param array<string, mixed> $next    Settings being built (current values).
	 * @param array<string, mixed> $changes Partial input.
	 * @return array<string, mixed>
	 * @throws DomainError Naming the field.
	 */
	public static function apply( array $next, array $changes ): array {
		if ( array_key_exists( 'stripe_mode', $changes ) ) {
			if ( 'test' !== $changes['stripe_mode'] && 'live' !== $changes['stripe_mode'] ) {
				throw DomainError::invalid( 'stripe_mode', __( 'stripe_mode must be "test" or "live".', 'eventsmith' ) );
			}
			$next['stripe_mode'] = $changes['stripe_mode'];
		}
		$formats = array(
			'stripe_test_publishable_key' => array( '/^pk_test_[A-Za-z0-9]{8,240}$/', 'pk_test_' ),
			'stripe_live_publishable_key' => array( '/^pk_live_[A-Za-z0-9]{8,240}$/', 'pk_live_' ),
			'stripe_test_secret_key'      => array( '/^(sk|rk)_test_[A-Za-z0-9]{8,240}$/', 'sk_test_' ),
			'stripe_live_secret_key'      => array( '/^(sk|rk)_live_[A-Za-z0-9]{8,240}$/', 'sk_live_' ),
			'stripe_webhook_secret'       => array( '/^whsec_[A-Za-z0-9+\/=]{8,240}$/', 'whsec_' ),
		);
		foreach ( $formats as $key => list( $pattern, $prefix ) ) {
			if ( ! array_key_exists( $key, $changes ) ) {
				continue;
			}
			$value = is_string( $changes[ $key ] ) ? trim( $changes[ $key ] ) : null;
			if ( in_array( $key, self::SECRETS, true ) && null !== $value && '' !== $value && self::mask( (string) $next[ $key ] ) === $value ) {
				continue; // The masked value sent back: unchanged.
			}
			if ( null === $value || ( '' !== $value && 1 !== preg_match( $pattern, $value ) ) ) {
				/* translators: 1: setting name, 2: the prefix its keys start with. */
				throw DomainError::invalid( $key, sprintf( __( '%1$s must be a Stripe key starting with %2$s, or empty.', 'eventsmith' ), $key, $prefix ) );
			}
			$next[ $key ] = $value;
		}
		return $next;
	}

	/**
	 * Settings as they may be shown: each secret replaced by its masked form ('' when unset).
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	public static function masked( array $settings ): array {
		foreach ( self::SECRETS as $key ) {
			if ( array_key_exists( $key, $settings ) ) {
				$settings[ $key ] = self::mask( (string) $settings[ $key ] );
			}
		}
		return $settings;
	}

	/**
	 * A secret's masked form: '' when unset, else dots and its last characters.
	 *
	 * @param string $secret The secret.
	 */
	public static function mask( string $secret ): string {
		return '' === $secret ? '' : self::MASK . substr( $secret, -self::SHOWN_TAIL );
	}

	/**
	 * The secret API key of the chosen mode ('' when unset).
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	public static function secret_key( array $settings ): string {
		return (string) ( $settings[ 'live' === ( $settings['stripe_mode'] ?? 'test' ) ? 'stripe_live_secret_key' : 'stripe_test_secret_key' ] ?? '' );
	}
}
