<?php
/**
 * Tests of amounts in minor units by Stripe's rules (issue 34.1).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Payment;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\MinorUnits;
use PHPUnit\Framework\TestCase;

final class MinorUnitsTest extends TestCase {

	public function test_two_decimal_currencies_count_cents_34_1(): void {
		$this->assertSame( 4998, MinorUnits::to_minor( '49.98', 'EUR' ) );
		$this->assertSame( 4990, MinorUnits::to_minor( '49.9', 'usd' ) );
		$this->assertSame( 5000, MinorUnits::to_minor( '50', 'GBP' ) );
		$this->assertSame( 1, MinorUnits::to_minor( '0.01', 'USD' ) );
		$this->assertSame( 0, MinorUnits::to_minor( '0.00', 'USD' ) );
		$this->assertSame( 1999, MinorUnits::to_minor( '19.990', 'USD' ) );
		$this->assertSame( '49.98', MinorUnits::from_minor( 4998, 'EUR' ) );
		$this->assertSame( '0.05', MinorUnits::from_minor( 5, 'usd' ) );
		$this->assertSame( '-1.50', MinorUnits::from_minor( -150, 'USD' ) );
		$this->assertSame( 2, MinorUnits::decimals( 'EUR' ) );
	}

	public function test_two_decimal_currencies_refuse_a_third_decimal_34_1(): void {
		$this->expectException( DomainError::class );
		MinorUnits::to_minor( '19.999', 'USD' );
	}

	public function test_zero_decimal_currencies_are_sent_whole_34_1(): void {
		foreach ( array( 'JPY', 'KRW', 'VND', 'CLP', 'XOF', 'UGX' ) as $code ) {
			$this->assertSame( 1500, MinorUnits::to_minor( '1500', $code ), $code );
			$this->assertSame( 1500, MinorUnits::to_minor( '1500.00', $code ), $code );
			$this->assertSame( '1500', MinorUnits::from_minor( 1500, $code ), $code );
			$this->assertSame( 0, MinorUnits::decimals( strtolower( $code ) ) );
		}
	}

	public function test_zero_decimal_currencies_refuse_fractions_34_1(): void {
		$this->expectException( DomainError::class );
		MinorUnits::to_minor( '1500.50', 'JPY' );
	}

	public function test_three_decimal_currencies_end_in_zero_34_1(): void {
		foreach ( array( 'BHD', 'JOD', 'KWD', 'OMR', 'TND' ) as $code ) {
			$this->assertSame( 12340, MinorUnits::to_minor( '12.34', $code ), $code );
			$this->assertSame( 12340, MinorUnits::to_minor( '12.340', $code ), $code );
			$this->assertSame( 5000, MinorUnits::to_minor( '5', $code ), $code );
			$this->assertSame( '12.340', MinorUnits::from_minor( 12340, $code ), $code );
			$this->assertSame( '0.010', MinorUnits::from_minor( 10, $code ), $code );
			$this->assertSame( 3, MinorUnits::decimals( $code ) );
		}
	}

	public function test_three_decimal_amounts_whose_last_digit_is_not_zero_are_refused_34_1(): void {
		try {
			MinorUnits::to_minor( '12.345', 'KWD' );
			$this->fail( 'A KWD amount ending in 5 must be refused.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'amount', $error->field );
			$this->assertStringContainsString( 'KWD', $error->getMessage() );
		}
	}

	public function test_isk_is_sent_in_two_decimals_of_whole_kronur_34_1(): void {
		$this->assertSame( 50000, MinorUnits::to_minor( '500', 'ISK' ) );
		$this->assertSame( 50000, MinorUnits::to_minor( '500.00', 'ISK' ) );
		$this->expectException( DomainError::class );
		MinorUnits::to_minor( '500.50', 'ISK' );
	}

	/**
	 * @dataProvider bad_amounts
	 */
	public function test_bad_amounts_name_the_field_34_1( string $amount, string $currency, string $field ): void {
		try {
			MinorUnits::to_minor( $amount, $currency );
			$this->fail( "{$amount} {$currency} must be refused." );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
		}
	}

	/**
	 * @return array<string, array{string, string, string}>
	 */
	public static function bad_amounts(): array {
		return array(
			'negative'      => array( '-1.00', 'USD', 'amount' ),
			'comma'         => array( '1,50', 'EUR', 'amount' ),
			'float exponent' => array( '1e3', 'USD', 'amount' ),
			'empty'         => array( '', 'USD', 'amount' ),
			'too large'     => array( '12345678901234567', 'USD', 'amount' ),
			'bad currency'  => array( '1.00', 'EURO', 'currency' ),
		);
	}
}
