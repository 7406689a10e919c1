<?php
/**
 * Tests of where the PayPal client calls (issue 34.2).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Infrastructure\Payment\PayPal;

use Eventsmith\Infrastructure\Payment\PayPal\PayPalApi;
use PHPUnit\Framework\TestCase;

final class PayPalApiTest extends TestCase {

	public function test_without_the_test_constant_live_calls_paypal_and_test_its_sandbox_34_2(): void {
		$this->assertFalse( defined( PayPalApi::TEST_CONSTANT ) );
		$this->assertSame( 'https://api-m.paypal.com', PayPalApi::base( 'live' ) );
		$this->assertSame( 'https://api-m.sandbox.paypal.com', PayPalApi::base( 'test' ) );
		$this->assertSame( 'https://api-m.sandbox.paypal.com', PayPalApi::base( 'anything else' ) );
	}
}
