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
			'hold too short'        => array( array( 'pending_hold_minutes' => 1 ), 'pending_hold_minutes' ),
			'hold not a number'     => array( array( 'pending_hold_minutes' => '60' ), 'pending_hold_minutes' ),
		);
	}

	public function test_currency_is_kept_as_an_upper_case_code(): void {
		$this->assertSame( 'USD', SettingsSchema::with_defaults( array() )['currency'] );
		$this->assertSame( 'EUR', SettingsSchema::apply( array(), array( 'currency' => ' eur ' ) )['currency'] );
	}
}
