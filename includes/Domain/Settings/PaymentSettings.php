<?php
/**
 * The online payment settings (Stripe, PayPal): their defaults, form and masking.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Settings;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe's keys for test and live mode and the webhook signing secret; PayPal's REST app
 * credentials for sandbox (test) and live and its webhook id. Secrets are write-only:
 * what is shown (GET /settings, the dashboard) is `masked()`, and sending a masked value back
 * keeps the stored one; '' removes it.
 */
final class PaymentSettings {

	/** Settings that are never shown. */
	public const SECRETS = array( 'stripe_test_secret_key', 'stripe_live_secret_key', 'stripe_webhook_secret', 'paypal_test_client_secret', 'paypal_live_client_secret' );

	/** The two modes of each provider. */
	private const MODES = array( 'test', 'live' );

	/** A PayPal REST app's client id or secret: letters, digits, "-" and "_". */
	private const PAYPAL_CREDENTIAL = '/^[A-Za-z0-9_\-]{8,240}$/';

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
			// PayPal: "test" calls the sandbox with the test app, "live" PayPal itself.
			'paypal_mode'                 => 'test',
			'paypal_test_client_id'       => '',
			'paypal_live_client_id'       => '',
			'paypal_test_client_secret'   => '',
			'paypal_live_client_secret'   => '',
			'paypal_webhook_id'           => '',
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
		foreach ( array( 'stripe_mode', 'paypal_mode' ) as $mode ) {
			if ( array_key_exists( $mode, $changes ) ) {
				if ( ! in_array( $changes[ $mode ], self::MODES, true ) ) {
					/* translators: %s: setting name. */
					throw DomainError::invalid( $mode, sprintf( __( '%s must be "test" or "live".', 'eventsmith' ), $mode ) );
				}
				$next[ $mode ] = $changes[ $mode ];
			}
		}
		$formats = array(
			'stripe_test_publishable_key' => array( '/^pk_test_[A-Za-z0-9]{8,240}$/', 'pk_test_' ),
			'stripe_live_publishable_key' => array( '/^pk_live_[A-Za-z0-9]{8,240}$/', 'pk_live_' ),
			'stripe_test_secret_key'      => array( '/^(sk|rk)_test_[A-Za-z0-9]{8,240}$/', 'sk_test_' ),
			'stripe_live_secret_key'      => array( '/^(sk|rk)_live_[A-Za-z0-9]{8,240}$/', 'sk_live_' ),
			'stripe_webhook_secret'       => array( '/^whsec_[A-Za-z0-9+\/=]{8,240}$/', 'whsec_' ),
			'paypal_test_client_id'       => array( self::PAYPAL_CREDENTIAL, '' ),
			'paypal_live_client_id'       => array( self::PAYPAL_CREDENTIAL, '' ),
			'paypal_test_client_secret'   => array( self::PAYPAL_CREDENTIAL, '' ),
			'paypal_live_client_secret'   => array( self::PAYPAL_CREDENTIAL, '' ),
			'paypal_webhook_id'           => array( '/^[A-Za-z0-9]{4,64}$/', '' ),
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
				throw DomainError::invalid( $key, self::format_message( $key, $prefix ) );
			}
			$next[ $key ] = $value;
		}
		return $next;
	}

	/**
	 * What a refused credential should look like.
	 *
	 * @param string $key    Setting name.
	 * @param string $prefix Stripe's prefix of its kind ('' for PayPal's).
	 */
	private static function format_message( string $key, string $prefix ): string {
		if ( 'paypal_webhook_id' === $key ) {
			return __( 'paypal_webhook_id must be the id PayPal shows for the webhook (letters and digits), or empty.', 'eventsmith' );
		}
		if ( str_starts_with( $key, 'paypal_' ) ) {
			/* translators: %s: setting name. */
			return sprintf( __( '%s must be copied from your PayPal REST app (letters, digits, "-" and "_"), or empty.', 'eventsmith' ), $key );
		}
		/* translators: 1: setting name, 2: the prefix its keys start with. */
		return sprintf( __( '%1$s must be a Stripe key starting with %2$s, or empty.', 'eventsmith' ), $key, $prefix );
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

	/**
	 * PayPal's client id and secret of the chosen mode ('' each when unset).
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array{0: string, 1: string}
	 */
	public static function paypal_credentials( array $settings ): array {
		$mode = 'live' === ( $settings['paypal_mode'] ?? 'test' ) ? 'live' : 'test';
		return array( (string) ( $settings[ "paypal_{$mode}_client_id" ] ?? '' ), (string) ( $settings[ "paypal_{$mode}_client_secret" ] ?? '' ) );
	}
}
