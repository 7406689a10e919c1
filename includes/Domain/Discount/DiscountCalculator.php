<?php
/**
 * What a discount code takes off an order: pure arithmetic in minor units.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Discount;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Works in the currency's minor units (integers), so nothing is lost to floating point:
 * - a percentage takes that share of each line the code applies to, rounded half up in the
 *   currency's decimals; 100 % takes the whole line, so the total is exactly 0;
 * - a fixed amount comes off the lines the code applies to once per order, line by line in the
 *   order given, never more than a line costs: the total never falls below zero.
 * Lines the code does not apply to keep their price. A code that applies to none of the chosen
 * tickets is refused (400 naming `discount_code`).
 */
final class DiscountCalculator {

	/** ISO 4217 currencies without minor units. */
	private const ZERO_DECIMAL = array( 'BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' );

	/** ISO 4217 currencies with three decimals. */
	private const THREE_DECIMAL = array( 'BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND' );

	/**
	 * The currency's decimals (ISO 4217).
	 *
	 * @param string $currency Three-letter code.
	 */
	public static function decimals( string $currency ): int {
		$currency = strtoupper( $currency );
		if ( in_array( $currency, self::ZERO_DECIMAL, true ) ) {
			return 0;
		}
		return in_array( $currency, self::THREE_DECIMAL, true ) ? 3 : 2;
	}

	/**
	 * Applies a code to an order's lines.
	 *
	 * @param DiscountCode                                              $code     The code.
	 * @param list<array{ticket_type_id: int, price: string, quantity: int}> $lines    Lines priced by the server.
	 * @param int                                                       $decimals Decimals amounts are rounded to (0–3).
	 * @throws DomainError Naming `discount_code` when it applies to none of the lines.
	 */
	public static function apply( DiscountCode $code, array $lines, int $decimals ): DiscountQuote {
		$factor   = 10 ** max( 0, min( 3, $decimals ) );
		$amounts  = array();
		$eligible = array();
		foreach ( $lines as $i => $line ) {
			$amounts[ $i ] = self::minor( $line['price'], $factor ) * $line['quantity'];
			if ( $code->applies_to( $line['ticket_type_id'] ) && $amounts[ $i ] > 0 ) {
				$eligible[] = $i;
			}
		}
		if ( array() === $eligible ) {
			throw DiscountCode::unusable( __( 'discount_code: this code does not apply to the tickets you chose.', 'eventsmith' ) );
		}
		$off = array_fill_keys( array_keys( $lines ), 0 );
		if ( DiscountCode::PERCENT === $code->kind ) {
			$percent_hundredths = (int) round( (float) $code->amount * 100 );
			foreach ( $eligible as $i ) {
				// Half up: (amount × percent + ½) / 100 %, in integers.
				$off[ $i ] = min( $amounts[ $i ], intdiv( $amounts[ $i ] * $percent_hundredths + 5000, 10000 ) );
			}
		} else {
			$left = self::minor( $code->amount, $factor );
			foreach ( $eligible as $i ) {
				$off[ $i ] = min( $amounts[ $i ], $left );
				$left     -= $off[ $i ];
			}
		}
		$quote_lines = array();
		foreach ( $lines as $i => $line ) {
			$quote_lines[] = array(
				'ticket_type_id' => $line['ticket_type_id'],
				'amount'         => self::format( $amounts[ $i ], $factor ),
				'discount'       => self::format( $off[ $i ], $factor ),
			);
		}
		$subtotal = array_sum( $amounts );
		$discount = array_sum( $off );
		return new DiscountQuote( $code, $quote_lines, self::format( $subtotal, $factor ), self::format( $discount, $factor ), self::format( max( 0, $subtotal - $discount ), $factor ) );
	}

	/**
	 * A decimal string in minor units, rounded half up.
	 *
	 * @param string $amount  Decimal.
	 * @param int    $factor  10 ^ decimals.
	 */
	private static function minor( string $amount, int $factor ): int {
		return (int) round( (float) $amount * $factor );
	}

	/**
	 * Minor units as a decimal string with two places (how orders store money).
	 *
	 * @param int $minor  Minor units.
	 * @param int $factor 10 ^ decimals.
	 */
	private static function format( int $minor, int $factor ): string {
		return number_format( $minor / $factor, 1000 === $factor ? 3 : 2, '.', '' );
	}
}
