<?php
/**
 * The `payment_methods` setting: which ways to pay buyers are offered, in order.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Settings;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A list of gateway ids, the first one preselected for buyers. Sites from before the list
 * stored one id as `payment_method`; that value is read as a list of one, and a change sent as
 * `payment_method` sets the list to that one id. Whether an id is set up (its keys saved) is
 * not checked here: PaymentGateways::enabled() leaves out methods that cannot take payments.
 */
final class PaymentMethodsSetting {

	public const KEY = 'payment_methods';

	/** The setting of one id that the list replaces. */
	public const LEGACY_KEY = 'payment_method';

	/** The most ids a list may hold. */
	private const MAX = 20;

	/**
	 * The default: pay later only.
	 *
	 * @return list<string>
	 */
	public static function default(): array {
		return array( 'pay_later' );
	}

	/**
	 * Stored settings with an older `payment_method` value turned into the list.
	 *
	 * @param array<string, mixed> $stored Whatever the option holds.
	 * @return array<string, mixed>
	 */
	public static function upgrade( array $stored ): array {
		if ( ! array_key_exists( self::KEY, $stored ) && is_string( $stored[ self::LEGACY_KEY ] ?? null ) && self::is_id( $stored[ self::LEGACY_KEY ] ) ) {
			$stored[ self::KEY ] = array( $stored[ self::LEGACY_KEY ] );
		}
		unset( $stored[ self::LEGACY_KEY ] );
		if ( array_key_exists( self::KEY, $stored ) ) {
			try {
				$stored[ self::KEY ] = self::clean( $stored[ self::KEY ], self::KEY );
			} catch ( DomainError ) {
				$stored[ self::KEY ] = self::default();
			}
		}
		return $stored;
	}

	/**
	 * Applies `payment_methods` (or the older `payment_method`) from a partial update.
	 *
	 * @param array<string, mixed> $next    Settings being built.
	 * @param array<string, mixed> $changes Partial input.
	 * @return array<string, mixed>
	 * @throws DomainError Naming the field sent when its value is not a list of method ids.
	 */
	public static function apply( array $next, array $changes ): array {
		if ( array_key_exists( self::KEY, $changes ) ) {
			$next[ self::KEY ] = self::clean( $changes[ self::KEY ], self::KEY );
		} elseif ( array_key_exists( self::LEGACY_KEY, $changes ) ) {
			$next[ self::KEY ] = self::clean( array( $changes[ self::LEGACY_KEY ] ), self::LEGACY_KEY );
		}
		return $next;
	}

	/**
	 * A list of one to 20 distinct method ids.
	 *
	 * @param mixed  $value Input.
	 * @param string $field Field named in the error.
	 * @return list<string>
	 * @throws DomainError When it is not such a list.
	 */
	private static function clean( mixed $value, string $field ): array {
		$message = self::LEGACY_KEY === $field
			? __( 'payment_method must be the id of a payment method, such as pay_later.', 'eventsmith' )
			: __( 'payment_methods must be a list of 1 to 20 different payment method ids (lowercase letters, digits and _), such as ["stripe", "pay_later"].', 'eventsmith' );
		if ( ! is_array( $value ) || ! array_is_list( $value ) || array() === $value || count( $value ) > self::MAX ) {
			throw DomainError::invalid( $field, $message );
		}
		foreach ( $value as $id ) {
			if ( ! is_string( $id ) || ! self::is_id( $id ) ) {
				throw DomainError::invalid( $field, $message );
			}
		}
		if ( count( array_unique( $value ) ) !== count( $value ) ) {
			throw DomainError::invalid( $field, $message );
		}
		return $value;
	}

	/**
	 * Whether a text has the form of a method id.
	 *
	 * @param string $id Text.
	 */
	private static function is_id( string $id ): bool {
		return 1 === preg_match( '/^[a-z0-9_]{1,40}$/', $id );
	}
}
