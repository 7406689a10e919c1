<?php
/**
 * Tests of the sender and default-timezone settings, and of unknown names.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Settings;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Settings\SettingsSchema;
use PHPUnit\Framework\TestCase;

final class MailAndTimezoneSettingsTest extends TestCase {

	public function test_a_new_site_keeps_the_usual_sender_and_utc(): void {
		$settings = SettingsSchema::with_defaults( array() );

		$this->assertSame( '', $settings['mail_from_name'] );
		$this->assertSame( '', $settings['mail_from_address'] );
		$this->assertSame( '', $settings['default_timezone'] );
	}

	public function test_sender_and_timezone_are_kept_cleaned(): void {
		$next = SettingsSchema::apply(
			array(),
			array(
				'mail_from_name'    => " <b>Box\r\nOffice</b> ",
				'mail_from_address' => ' tickets@example.org ',
				'default_timezone'  => ' Europe/Berlin ',
			)
		);

		$this->assertSame( 'Box Office', $next['mail_from_name'] );
		$this->assertSame( 'tickets@example.org', $next['mail_from_address'] );
		$this->assertSame( 'Europe/Berlin', $next['default_timezone'] );
	}

	public function test_empty_values_go_back_to_the_defaults_and_offsets_are_timezones(): void {
		$next = SettingsSchema::apply(
			array( 'mail_from_address' => 'a@example.org' ),
			array(
				'mail_from_address' => '',
				'mail_from_name'    => '',
				'default_timezone'  => 'UTC+5:30',
			)
		);

		$this->assertSame( '', $next['mail_from_address'] );
		$this->assertSame( '', $next['mail_from_name'] );
		$this->assertSame( 'UTC+5:30', $next['default_timezone'] );
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
			$this->assertStringContainsString( $field, $error->getMessage() );
		}
	}

	/**
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid_changes(): array {
		return array(
			'address without a domain' => array( array( 'mail_from_address' => 'tickets@' ), 'mail_from_address' ),
			'address with a newline'   => array( array( 'mail_from_address' => "a@example.org\nBcc: b@example.org" ), 'mail_from_address' ),
			'address not a string'     => array( array( 'mail_from_address' => array( 'a@example.org' ) ), 'mail_from_address' ),
			'address naming two (32.6)' => array( array( 'mail_from_address' => '"<a@x.test>,<b@y.test>"@z.io' ), 'mail_from_address' ),
			'name too long'            => array( array( 'mail_from_name' => str_repeat( 'n', 101 ) ), 'mail_from_name' ),
			'name not a string'        => array( array( 'mail_from_name' => 7 ), 'mail_from_name' ),
			'unknown timezone'         => array( array( 'default_timezone' => 'Mars/Olympus' ), 'default_timezone' ),
			'offset out of range'      => array( array( 'default_timezone' => 'UTC+15' ), 'default_timezone' ),
			'unknown setting'          => array( array( 'sender' => 'x' ), 'sender' ),
		);
	}
}
