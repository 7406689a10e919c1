<?php
/**
 * Tests of the discount price calculator (issue 34, item 5).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Discount;

use Eventsmith\Domain\Discount\DiscountCalculator;
use Eventsmith\Domain\Discount\DiscountCode;
use Eventsmith\Domain\DomainError;
use PHPUnit\Framework\TestCase;

final class DiscountCalculatorTest extends TestCase {

	private function code( string $kind, $amount, array $types = array() ): DiscountCode {
		return DiscountCode::from_input( array( 'code' => 'TEST', 'kind' => $kind, 'amount' => $amount, 'event_id' => 1, 'ticket_type_ids' => $types ) );
	}

	private function lines(): array {
		return array(
			array( 'ticket_type_id' => 1, 'price' => '19.99', 'quantity' => 3 ),
			array( 'ticket_type_id' => 2, 'price' => '5.00', 'quantity' => 1 ),
		);
	}

	public function test_a_percentage_comes_off_each_line_rounded_half_up_34_5(): void {
		$quote = DiscountCalculator::apply( $this->code( 'percent', '12.5' ), $this->lines(), 2 );
		$this->assertSame( '64.97', $quote->subtotal );
		// 59.97 × 12.5 % = 7.49625 → 7.50; 5.00 × 12.5 % = 0.625 → 0.63.
		$this->assertSame( array( '7.50', '0.63' ), array_column( $quote->lines, 'discount' ) );
		$this->assertSame( '8.13', $quote->discount );
		$this->assertSame( '56.84', $quote->total );
		$this->assertFalse( $quote->is_free() );
	}

	public function test_one_hundred_percent_makes_the_order_free_34_5(): void {
		$quote = DiscountCalculator::apply( $this->code( 'percent', 100 ), $this->lines(), 2 );
		$this->assertSame( '0.00', $quote->total );
		$this->assertSame( '64.97', $quote->discount );
		$this->assertTrue( $quote->is_free() );
	}

	public function test_a_fixed_amount_never_goes_below_zero_34_5(): void {
		$quote = DiscountCalculator::apply( $this->code( 'fixed', 500 ), $this->lines(), 2 );
		$this->assertSame( '0.00', $quote->total );
		$this->assertSame( '64.97', $quote->discount );
		$quote = DiscountCalculator::apply( $this->code( 'fixed', 62 ), $this->lines(), 2 );
		$this->assertSame( array( '59.97', '2.03' ), array_column( $quote->lines, 'discount' ) );
		$this->assertSame( '2.97', $quote->total );
	}

	public function test_only_the_chosen_ticket_types_are_discounted_34_5(): void {
		$quote = DiscountCalculator::apply( $this->code( 'percent', 50, array( 2 ) ), $this->lines(), 2 );
		$this->assertSame( array( '0.00', '2.50' ), array_column( $quote->lines, 'discount' ) );
		$this->assertSame( '62.47', $quote->total );
		try {
			DiscountCalculator::apply( $this->code( 'percent', 50, array( 9 ) ), $this->lines(), 2 );
			$this->fail( 'A code for other types applied.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'discount_code', $error->field );
		}
	}

	public function test_rounding_follows_the_currency_decimals_34_5(): void {
		$this->assertSame( 0, DiscountCalculator::decimals( 'jpy' ) );
		$this->assertSame( 3, DiscountCalculator::decimals( 'KWD' ) );
		$this->assertSame( 2, DiscountCalculator::decimals( 'EUR' ) );
		$yen = DiscountCalculator::apply( $this->code( 'percent', 15 ), array( array( 'ticket_type_id' => 1, 'price' => '1250.00', 'quantity' => 1 ) ), 0 );
		// 187.5 → 188 yen off.
		$this->assertSame( '188.00', $yen->discount );
		$this->assertSame( '1062.00', $yen->total );
		$dinar = DiscountCalculator::apply( $this->code( 'percent', 15 ), array( array( 'ticket_type_id' => 1, 'price' => '1.25', 'quantity' => 1 ) ), 3 );
		$this->assertSame( '0.188', $dinar->discount );
	}
}
