<?php
/**
 * Tests of the Stripe settings: formats and write-only secrets (issue 34.1).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Settings;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Settings\PaymentSettings;
use Eventsmith\Domain\Settings\SettingsSchema;
use PHPUnit\Framework\TestCase;

final class PaymentSettingsTest extends TestCase {

	public function test_keys_are_stored_and_secrets_shown_masked_34_1(): void {
		$next = SettingsSchema::apply(
			SettingsSchema::defaults(),
			array(
				'stripe_mode'            => 'test',
				'stripe_test_secret_key' => 'sk_test_abcdefgh1234',
				'stripe_webhook_secret'  => 'whsec_abcdefgh5678',
			)
		);
		$this->assertSame( 'sk_test_abcdefgh1234', $next['stripe_test_secret_key'] );
		$this->assertSame( 'sk_test_abcdefgh1234', PaymentSettings::secret_key( $next ) );
		$shown = PaymentSettings::masked( $next );
		$this->assertStringNotContainsString( 'abcdefgh', (string) $shown['stripe_test_secret_key'] );
		$this->assertStringEndsWith( '1234', (string) $shown['stripe_test_secret_key'] );
		$this->assertStringEndsWith( '5678', (string) $shown['stripe_webhook_secret'] );
		$this->assertSame( '', $shown['stripe_live_secret_key'] );
	}

	public function test_a_masked_secret_sent_back_keeps_the_stored_one_and_empty_removes_it_34_1(): void {
		$current = SettingsSchema::apply( SettingsSchema::defaults(), array( 'stripe_test_secret_key' => 'sk_test_abcdefgh1234' ) );
		$shown   = PaymentSettings::masked( $current );
		$kept    = SettingsSchema::apply( $current, array( 'stripe_test_secret_key' => $shown['stripe_test_secret_key'] ) );
		$this->assertSame( 'sk_test_abcdefgh1234', $kept['stripe_test_secret_key'] );
		$this->assertSame( '', SettingsSchema::apply( $current, array( 'stripe_test_secret_key' => '' ) )['stripe_test_secret_key'] );
	}

	public function test_keys_of_the_wrong_kind_are_refused_naming_the_field_34_1(): void {
		foreach ( array(
			'stripe_test_secret_key'      => 'sk_live_abcdefgh1234',
			'stripe_live_secret_key'      => 'pk_live_EXAMPLEnotArealKEY',
			'stripe_webhook_secret'       => 'sk_test_abcdefgh1234',
			'stripe_test_publishable_key' => 'sk_test_abcdefgh1234',
			'stripe_mode'                 => 'production',
		) as $field => $value ) {
			try {
				SettingsSchema::apply( SettingsSchema::defaults(), array( $field => $value ) );
				$this->fail( "{$field} = {$value} must be refused." );
			} catch ( DomainError $error ) {
				$this->assertSame( $field, $error->field );
			}
		}
	}

	public function test_live_mode_uses_the_live_secret_34_1(): void {
		$settings = SettingsSchema::apply(
			SettingsSchema::defaults(),
			array(
				'stripe_mode'            => 'live',
				'stripe_test_secret_key' => 'sk_test_abcdefgh1234',
				'stripe_live_secret_key' => 'rk_live_abcdefgh9999',
			)
		);
		$this->assertSame( 'rk_live_abcdefgh9999', PaymentSettings::secret_key( $settings ) );
	}

	public function test_paypal_secrets_are_write_only_and_the_mode_picks_the_app_34_2(): void {
		$next = SettingsSchema::apply(
			SettingsSchema::defaults(),
			array(
				'paypal_mode'               => 'test',
				'paypal_test_client_id'     => 'AbC-sandbox_client_1',
				'paypal_test_client_secret' => 'EfG-sandbox_secret_2468',
				'paypal_live_client_id'     => 'LiveClientId_0001',
				'paypal_live_client_secret' => 'LiveSecret_13579',
				'paypal_webhook_id'         => '8PT597110X687430L',
			)
		);
		$this->assertSame( array( 'AbC-sandbox_client_1', 'EfG-sandbox_secret_2468' ), PaymentSettings::paypal_credentials( $next ) );
		$shown = PaymentSettings::masked( $next );
		$this->assertStringNotContainsString( 'sandbox_secret', (string) $shown['paypal_test_client_secret'] );
		$this->assertStringEndsWith( '2468', (string) $shown['paypal_test_client_secret'] );
		$this->assertStringNotContainsString( 'LiveSecret', (string) $shown['paypal_live_client_secret'] );
		$this->assertSame( 'AbC-sandbox_client_1', $shown['paypal_test_client_id'] );
		$kept = SettingsSchema::apply( $next, array( 'paypal_test_client_secret' => $shown['paypal_test_client_secret'] ) );
		$this->assertSame( 'EfG-sandbox_secret_2468', $kept['paypal_test_client_secret'] );
		$live = SettingsSchema::apply( $next, array( 'paypal_mode' => 'live' ) );
		$this->assertSame( array( 'LiveClientId_0001', 'LiveSecret_13579' ), PaymentSettings::paypal_credentials( $live ) );
	}

	public function test_malformed_paypal_settings_are_refused_naming_the_field_34_2(): void {
		foreach ( array(
			'paypal_mode'               => 'sandbox',
			'paypal_test_client_id'     => 'has spaces in it',
			'paypal_live_client_secret' => 'short',
			'paypal_webhook_id'         => 'WH-with-dashes',
		) as $field => $value ) {
			try {
				SettingsSchema::apply( SettingsSchema::defaults(), array( $field => $value ) );
				$this->fail( "{$field} = {$value} must be refused." );
			} catch ( DomainError $error ) {
				$this->assertSame( $field, $error->field );
			}
		}
	}
}
