<?php
/**
 * Tests of where the Stripe client calls (issue 34.1).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Infrastructure\Payment\Stripe;

use Eventsmith\Infrastructure\Payment\Stripe\StripeApi;
use PHPUnit\Framework\TestCase;

final class StripeApiTest extends TestCase {

	public function test_without_the_test_constant_the_client_calls_stripe_itself_34_1(): void {
		$this->assertFalse( defined( StripeApi::TEST_CONSTANT ) );
		$this->assertSame( 'https://api.stripe.com', StripeApi::base() );
	}

	public function test_the_api_version_is_pinned_to_a_dated_release_34_1(): void {
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}$/', StripeApi::VERSION );
	}
}
