<?php
/**
 * Amounts as PayPal's API writes them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * PayPal sends money as `{currency_code, value}` with `value` a decimal string: two decimals
 * for most currencies ("49.98"), none for the forint, the yen and the New Taiwan dollar
 * ("1500"; a fraction there is refused by PayPal, so it is refused here first). The integer
 * "units" are the smallest amount the value can carry (cents, or whole yen), so totals are
 * added and compared without floats.
 */
final class PayPalAmount {

	/** Currencies PayPal takes without decimals. */
	private const WHOLE = array( 'HUF', 'JPY', 'TWD' );

	/**
	 * Decimal digits of a currency's value.
	 *
	 * @param string $currency ISO 4217 code, any case.
	 */
	public static function decimals( string $currency ): int {
		return in_array( strtoupper( trim( $currency ) ), self::WHOLE, true ) ? 0 : 2;
	}

	/**
	 * Decimal amount → integer units of the currency's value.
	 *
	 * @param string $amount   Non-negative decimal string, e.g. "49.98", "1500.00".
	 * @param string $currency ISO 4217 code.
	 * @throws DomainError When the amount is no plain decimal, too large, or finer than the currency allows.
	 */
	public static function to_units( string $amount, string $currency ): int {
		$code = strtoupper( trim( $currency ) );
		if ( 1 !== preg_match( '/^[A-Z]{3}$/', $code ) ) {
			throw DomainError::invalid( 'currency', __( 'currency must be a three-letter ISO 4217 code.', 'eventsmith' ), 'eventsmith_invalid_currency' );
		}
		if ( 1 !== preg_match( '/^(\d{1,13})(?:\.(\d+))?$/', trim( $amount ), $parts ) ) {
			/* translators: %s: the amount given. */
			throw DomainError::invalid( 'amount', sprintf( __( 'amount "%s" is not a decimal number PayPal accepts.', 'eventsmith' ), $amount ), 'eventsmith_invalid_amount' );
		}
		$places   = self::decimals( $code );
		$fraction = rtrim( $parts[2] ?? '', '0' );
		if ( strlen( $fraction ) > $places ) {
			/* translators: 1: the amount given, 2: currency code. */
			throw DomainError::invalid( 'amount', sprintf( __( 'PayPal takes %2$s amounts without this many decimals: %1$s.', 'eventsmith' ), $amount, $code ), 'eventsmith_invalid_amount' );
		}
		return (int) ( $parts[1] . str_pad( $fraction, $places, '0' ) );
	}

	/**
	 * Integer units → PayPal's value string.
	 *
	 * @param int    $units    Amount in the currency's units (not negative).
	 * @param string $currency ISO 4217 code.
	 */
	public static function value( int $units, string $currency ): string {
		$places = self::decimals( $currency );
		$digits = (string) max( 0, $units );
		if ( 0 === $places ) {
			return $digits;
		}
		$digits = str_pad( $digits, $places + 1, '0', STR_PAD_LEFT );
		return substr( $digits, 0, -$places ) . '.' . substr( $digits, -$places );
	}

	/**
	 * A money object of PayPal's API.
	 *
	 * @param int    $units    Amount in units.
	 * @param string $currency ISO 4217 code.
	 * @return array{currency_code: string, value: string}
	 */
	public static function money( int $units, string $currency ): array {
		return array(
			'currency_code' => strtoupper( $currency ),
			'value'         => self::value( $units, $currency ),
		);
	}

	/**
	 * Whether a money object PayPal reported is exactly an amount in a currency.
	 *
	 * @param mixed  $money    PayPal's `{currency_code, value}`.
	 * @param int    $units    Expected amount in units.
	 * @param string $currency Expected currency.
	 */
	public static function matches( $money, int $units, string $currency ): bool {
		if ( ! is_array( $money ) || ! is_string( $money['value'] ?? null ) || strtoupper( (string) ( $money['currency_code'] ?? '' ) ) !== strtoupper( $currency ) ) {
			return false;
		}
		try {
			return self::to_units( $money['value'], $currency ) === $units;
		} catch ( DomainError ) {
			return false;
		}
	}
}
