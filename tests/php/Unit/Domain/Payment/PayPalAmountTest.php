<?php
/**
 * Tests of amounts written as PayPal's API expects (issue 34.2).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Payment;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\PayPalAmount;
use PHPUnit\Framework\TestCase;

final class PayPalAmountTest extends TestCase {

	public function test_two_decimal_currencies_keep_cents_34_2(): void {
		$this->assertSame( 4998, PayPalAmount::to_units( '49.98', 'usd' ) );
		$this->assertSame( 4990, PayPalAmount::to_units( '49.9', 'EUR' ) );
		$this->assertSame( 2550, PayPalAmount::to_units( '25.500', 'GBP' ) );
		$this->assertSame( '49.98', PayPalAmount::value( 4998, 'USD' ) );
		$this->assertSame( '0.05', PayPalAmount::value( 5, 'EUR' ) );
		$this->assertSame( '100.00', PayPalAmount::value( 10000, 'CHF' ) );
		$this->assertSame(
			array(
				'currency_code' => 'USD',
				'value'         => '151.00',
			),
			PayPalAmount::money( 15100, 'usd' )
		);
	}

	public function test_forint_yen_and_taiwan_dollar_have_no_decimals_34_2(): void {
		foreach ( array( 'JPY', 'HUF', 'TWD' ) as $currency ) {
			$this->assertSame( 0, PayPalAmount::decimals( $currency ) );
			$this->assertSame( 1500, PayPalAmount::to_units( '1500.00', $currency ) );
			$this->assertSame( '1500', PayPalAmount::value( 1500, $currency ) );
		}
		$this->expectException( DomainError::class );
		PayPalAmount::to_units( '1500.50', 'JPY' );
	}

	public function test_more_decimals_than_the_currency_has_are_refused_34_2(): void {
		$this->expectException( DomainError::class );
		PayPalAmount::to_units( '12.345', 'USD' );
	}

	public function test_reported_money_matches_only_the_same_amount_and_currency_34_2(): void {
		$paid = array(
			'currency_code' => 'USD',
			'value'         => '20.00',
		);
		$this->assertTrue( PayPalAmount::matches( $paid, 2000, 'usd' ) );
		$this->assertFalse( PayPalAmount::matches( $paid, 2001, 'USD' ) );
		$this->assertFalse( PayPalAmount::matches( $paid, 2000, 'EUR' ) );
		$this->assertFalse( PayPalAmount::matches( array( 'value' => '20.00' ), 2000, 'USD' ) );
		$this->assertFalse( PayPalAmount::matches( 'nonsense', 2000, 'USD' ) );
		$this->assertTrue(
			PayPalAmount::matches(
				array(
					'currency_code' => 'JPY',
					'value'         => '1500',
				),
				1500,
				'JPY'
			)
		);
	}
}
