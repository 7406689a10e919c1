<?php
/**
 * Tests of the settings rules.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Settings;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Settings\SettingsSchema;
use PHPUnit\Framework\TestCase;

final class SettingsSchemaTest extends TestCase {

	public function test_a_new_site_keeps_its_data_on_uninstall_and_has_rsvp_on(): void {
		$settings = SettingsSchema::with_defaults( array() );

		$this->assertFalse( $settings['delete_data_on_uninstall'] );
		$this->assertSame( 'on', $settings['modules']['rsvp'] );
		$this->assertSame( 'off', $settings['disable_category_and_tags'] );
	}

	public function test_stored_values_win_and_unknown_keys_are_dropped(): void {
		$settings = SettingsSchema::with_defaults(
			array(
				'disable_category_and_tags' => 'on',
				'modules'                   => array( 'rsvp' => 'off', 'ghost' => 'on' ),
				'legacy'                    => 1,
			)
		);

		$this->assertSame( 'on', $settings['disable_category_and_tags'] );
		$this->assertSame( array( 'rsvp' => 'off' ), $settings['modules'] );
		$this->assertArrayNotHasKey( 'legacy', $settings );
	}

	public function test_a_partial_update_changes_only_what_it_names(): void {
		$next = SettingsSchema::apply( SettingsSchema::defaults(), array( 'modules' => array( 'rsvp' => 'off' ) ) );

		$this->assertSame( 'off', $next['modules']['rsvp'] );
		$this->assertSame( 'off', $next['disable_category_and_tags'] );
	}

	public function test_trusted_proxies_default_to_none_and_keep_addresses_and_ranges(): void {
		$this->assertSame( array(), SettingsSchema::defaults()['trusted_proxies'] );

		$next = SettingsSchema::apply( SettingsSchema::defaults(), array( 'trusted_proxies' => array( ' 10.0.0.0/8 ', '192.0.2.7', '2001:db8::/32', '10.0.0.0/8' ) ) );

		$this->assertSame( array( '10.0.0.0/8', '192.0.2.7', '2001:db8::/32' ), $next['trusted_proxies'] );
	}

	/**
	 * @dataProvider invalid_changes
	 *
	 * @param array<string, mixed> $changes Input.
	 */
	public function test_invalid_values_are_refused_naming_the_field( array $changes, string $field ): void {
		try {
			SettingsSchema::apply( SettingsSchema::defaults(), $changes );
			$this->fail( 'The change was accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
			$this->assertSame( DomainError::INVALID, $error->kind );
		}
	}

	/**
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid_changes(): array {
		return array(
			'yes instead of on'     => array( array( 'disable_category_and_tags' => 'yes' ), 'disable_category_and_tags' ),
			'unknown module'        => array( array( 'modules' => array( 'chat' => 'on' ) ), 'modules' ),
			'module value'          => array( array( 'modules' => array( 'rsvp' => true ) ), 'modules.rsvp' ),
			'modules not an object' => array( array( 'modules' => 'on' ), 'modules' ),
			'uninstall flag string' => array( array( 'delete_data_on_uninstall' => 'yes' ), 'delete_data_on_uninstall' ),
			'currency not a code'   => array( array( 'currency' => 'dollars' ), 'currency' ),
			'payment method id'     => array( array( 'payment_method' => 'Pay Later!' ), 'payment_method' ),
			'methods not a list'    => array( array( 'payment_methods' => 'stripe' ), 'payment_methods' ),
			'methods empty'         => array( array( 'payment_methods' => array() ), 'payment_methods' ),
			'methods an object'     => array( array( 'payment_methods' => array( 'a' => 'stripe' ) ), 'payment_methods' ),
			'methods bad id'        => array( array( 'payment_methods' => array( 'stripe', 'Pay Later!' ) ), 'payment_methods' ),
			'methods not text'      => array( array( 'payment_methods' => array( 7 ) ), 'payment_methods' ),
			'methods repeated'      => array( array( 'payment_methods' => array( 'stripe', 'stripe' ) ), 'payment_methods' ),
			'hold too short'        => array( array( 'pending_hold_minutes' => 1 ), 'pending_hold_minutes' ),
			'hold not a number'     => array( array( 'pending_hold_minutes' => '60' ), 'pending_hold_minutes' ),
			'proxy not an address'  => array( array( 'trusted_proxies' => array( '10.0.0.1', 'cdn.example.org' ) ), 'trusted_proxies' ),
			'proxy prefix too long' => array( array( 'trusted_proxies' => array( '10.0.0.0/33' ) ), 'trusted_proxies' ),
			'proxies not a list'    => array( array( 'trusted_proxies' => '10.0.0.1' ), 'trusted_proxies' ),
		);
	}

	public function test_currency_is_kept_as_an_upper_case_code(): void {
		$this->assertSame( 'USD', SettingsSchema::with_defaults( array() )['currency'] );
		$this->assertSame( 'EUR', SettingsSchema::apply( array(), array( 'currency' => ' eur ' ) )['currency'] );
	}

	public function test_several_payment_methods_are_kept_in_order_and_default_to_pay_later_34_3(): void {
		$this->assertSame( array( 'pay_later' ), SettingsSchema::with_defaults( array() )['payment_methods'] );

		$next = SettingsSchema::apply( SettingsSchema::defaults(), array( 'payment_methods' => array( 'stripe', 'paypal', 'pay_later' ) ) );

		$this->assertSame( array( 'stripe', 'paypal', 'pay_later' ), $next['payment_methods'] );
		$this->assertArrayNotHasKey( 'payment_method', $next );
	}

	public function test_an_upgraded_site_keeps_its_one_payment_method_as_the_list_34_3(): void {
		$settings = SettingsSchema::with_defaults( array( 'payment_method' => 'stripe', 'currency' => 'EUR' ) );

		$this->assertSame( array( 'stripe' ), $settings['payment_methods'] );
		$this->assertArrayNotHasKey( 'payment_method', $settings );
		// Once the list is stored, it wins over a leftover single value.
		$this->assertSame( array( 'pay_later', 'stripe' ), SettingsSchema::with_defaults( array( 'payment_method' => 'stripe', 'payment_methods' => array( 'pay_later', 'stripe' ) ) )['payment_methods'] );
		// A broken stored list reads as the default.
		$this->assertSame( array( 'pay_later' ), SettingsSchema::with_defaults( array( 'payment_methods' => 'stripe' ) )['payment_methods'] );
	}

	public function test_the_older_payment_method_field_still_sets_the_list_34_3(): void {
		$next = SettingsSchema::apply( SettingsSchema::defaults(), array( 'payment_method' => 'stripe' ) );

		$this->assertSame( array( 'stripe' ), $next['payment_methods'] );
		$this->assertArrayNotHasKey( 'payment_method', $next );
	}
}
