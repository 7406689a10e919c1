<?php
/**
 * Tests of the links to a payment in its provider's dashboard.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Payment;

use Eventsmith\Domain\Payment\ProviderLinks;
use PHPUnit\Framework\TestCase;

final class ProviderLinksTest extends TestCase {

	public function test_a_stripe_payment_links_to_the_test_or_live_dashboard_34_3(): void {
		$this->assertSame( 'https://dashboard.stripe.com/test/payments/pi_3PabcDEF123', ProviderLinks::dashboard_url( 'stripe', 'pi_3PabcDEF123', array( 'stripe_mode' => 'test' ) ) );
		$this->assertSame( 'https://dashboard.stripe.com/payments/pi_3PabcDEF123', ProviderLinks::dashboard_url( 'stripe', 'pi_3PabcDEF123', array( 'stripe_mode' => 'live' ) ) );
		$this->assertSame( 'https://dashboard.stripe.com/test/payments/ch_3Pabc123456', ProviderLinks::dashboard_url( 'stripe', 'ch_3Pabc123456', array() ) );
	}

	public function test_a_paypal_capture_links_to_the_sandbox_or_live_activity_34_3(): void {
		$this->assertSame( 'https://www.sandbox.paypal.com/activity/payment/3C679366HH908993F', ProviderLinks::dashboard_url( 'paypal', '3C679366HH908993F', array( 'paypal_mode' => 'test' ) ) );
		$this->assertSame( 'https://www.paypal.com/activity/payment/3C679366HH908993F', ProviderLinks::dashboard_url( 'paypal', '3C679366HH908993F', array( 'paypal_mode' => 'live' ) ) );
	}

	/**
	 * @dataProvider without_a_page
	 */
	public function test_references_without_a_payment_page_give_no_link_34_3( string $method, string $reference ): void {
		$this->assertSame( '', ProviderLinks::dashboard_url( $method, $reference, array( 'stripe_mode' => 'live', 'paypal_mode' => 'live' ) ) );
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function without_a_page(): array {
		return array(
			'unpaid checkout session' => array( 'stripe', 'cs_test_a1b2c3d4e5' ),
			'no reference'            => array( 'stripe', '' ),
			'pay later'               => array( 'pay_later', 'pi_3PabcDEF123' ),
			'path in the reference'   => array( 'stripe', 'pi_abc/../../x' ),
			'paypal lower case'       => array( 'paypal', '3c679366hh908993f' ),
			'unknown method'          => array( 'other', '3C679366HH908993F' ),
		);
	}
}
