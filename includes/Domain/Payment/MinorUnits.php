<?php
/**
 * Amounts in a currency's smallest unit, by Stripe's rules.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Converts a decimal amount string ("49.98") to the integer a payment API expects and back,
 * without floats:
 * - most currencies have two decimals: "49.98" USD → 4998;
 * - zero-decimal currencies (JPY, KRW…) are sent as they are: "1500" JPY → 1500;
 * - three-decimal currencies (BHD, JOD, KWD, OMR, TND) have three, and Stripe accepts only
 *   amounts whose last digit is 0: "12.34" KWD → 12340, "12.345" KWD is refused;
 * - ISK is sent with two decimals that must be zero: "500" ISK → 50000.
 */
final class MinorUnits {

	/**
	 * Currencies Stripe counts in whole units.
	 */
	private const ZERO_DECIMAL = array( 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' );

	/**
	 * Currencies with three decimals (the last one must be 0 for Stripe).
	 */
	private const THREE_DECIMAL = array( 'BHD', 'JOD', 'KWD', 'OMR', 'TND' );

	/**
	 * Currencies sent with two decimals although they have no fractional unit in use.
	 */
	private const WHOLE_IN_TWO_DECIMALS = array( 'ISK' );

	/**
	 * How many decimal digits the API amount carries for a currency.
	 *
	 * @param string $currency ISO 4217 code, any case.
	 */
	public static function decimals( string $currency ): int {
		$code = strtoupper( trim( $currency ) );
		if ( in_array( $code, self::ZERO_DECIMAL, true ) ) {
			return 0;
		}
		return in_array( $code, self::THREE_DECIMAL, true ) ? 3 : 2;
	}

	/**
	 * Decimal amount → integer minor units.
	 *
	 * @param string $amount   Non-negative decimal string, e.g. "49.98", "1500", "12.340".
	 * @param string $currency ISO 4217 code.
	 * @throws DomainError When the amount is not a plain decimal, has more digits than the currency
	 *                     allows, is too large, or breaks the three-decimal / ISK rules.
	 */
	public static function to_minor( string $amount, string $currency ): int {
		$code = strtoupper( trim( $currency ) );
		if ( 1 !== preg_match( '/^[A-Z]{3}$/', $code ) ) {
			throw DomainError::invalid( 'currency', __( 'currency must be a three-letter ISO 4217 code.', 'eventsmith' ), 'eventsmith_invalid_currency' );
		}
		$amount = trim( $amount );
		if ( 1 !== preg_match( '/^(\d+)(?:\.(\d+))?$/', $amount, $parts ) ) {
			/* translators: %s: the amount given. */
			throw DomainError::invalid( 'amount', sprintf( __( 'amount "%s" is not a decimal number.', 'eventsmith' ), $amount ), 'eventsmith_invalid_amount' );
		}
		$decimals = self::decimals( $code );
		$fraction = rtrim( $parts[2] ?? '', '0' );
		if ( strlen( $fraction ) > $decimals || ( in_array( $code, self::WHOLE_IN_TWO_DECIMALS, true ) && '' !== $fraction ) ) {
			/* translators: 1: the amount given, 2: currency code. */
			throw DomainError::invalid( 'amount', sprintf( __( 'amount %1$s has more decimals than %2$s allows.', 'eventsmith' ), $amount, $code ), 'eventsmith_invalid_amount' );
		}
		$digits = ltrim( $parts[1] . str_pad( $fraction, $decimals, '0' ), '0' );
		if ( '' === $digits ) {
			return 0;
		}
		if ( strlen( $digits ) > 15 ) {
			/* translators: %s: the amount given. */
			throw DomainError::invalid( 'amount', sprintf( __( 'amount %s is too large.', 'eventsmith' ), $amount ), 'eventsmith_invalid_amount' );
		}
		$minor = (int) $digits;
		if ( 3 === $decimals && 0 !== $minor % 10 ) {
			/* translators: 1: the amount given, 2: currency code. */
			throw DomainError::invalid( 'amount', sprintf( __( 'amount %1$s: card payments in %2$s must end in 0 in the third decimal.', 'eventsmith' ), $amount, $code ), 'eventsmith_invalid_amount' );
		}
		return $minor;
	}

	/**
	 * Integer minor units → decimal amount string with the currency's decimals.
	 *
	 * @param int    $minor    Amount in minor units (negative allowed, for refunds and differences).
	 * @param string $currency ISO 4217 code.
	 */
	public static function from_minor( int $minor, string $currency ): string {
		$code     = strtoupper( trim( $currency ) );
		$decimals = self::decimals( $code );
		$sign     = $minor < 0 ? '-' : '';
		$digits   = ltrim( (string) $minor, '-' );
		if ( 0 === $decimals ) {
			return $sign . $digits;
		}
		$digits = str_pad( $digits, $decimals + 1, '0', STR_PAD_LEFT );
		return $sign . substr( $digits, 0, -$decimals ) . '.' . substr( $digits, -$decimals );
	}
}
