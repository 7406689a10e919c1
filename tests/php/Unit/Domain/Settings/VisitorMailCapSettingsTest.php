<?php
/**
 * The caps on visitor-triggered e-mail as settings (issue 32.7).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Settings;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Settings\SettingsSchema;
use PHPUnit\Framework\TestCase;

final class VisitorMailCapSettingsTest extends TestCase {

	public function test_a_new_site_caps_one_confirmation_per_address_and_200_visitor_mails_an_hour_32_7(): void {
		$settings = SettingsSchema::with_defaults( array() );
		self::assertSame( 1, $settings['mail_recipient_hourly'] );
		self::assertSame( 200, $settings['mail_visitor_hourly'] );
	}

	public function test_whole_numbers_in_range_are_kept_and_zero_switches_a_cap_off(): void {
		$next = SettingsSchema::apply(
			SettingsSchema::with_defaults( array() ),
			array(
				'mail_recipient_hourly' => 0,
				'mail_visitor_hourly'   => 100000,
			)
		);
		self::assertSame( 0, $next['mail_recipient_hourly'] );
		self::assertSame( 100000, $next['mail_visitor_hourly'] );
	}

	/**
	 * Values refused.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function refused(): array {
		return array(
			'negative'        => array( array( 'mail_recipient_hourly' => -1 ), 'mail_recipient_hourly' ),
			'too many'        => array( array( 'mail_recipient_hourly' => 101 ), 'mail_recipient_hourly' ),
			'text'            => array( array( 'mail_visitor_hourly' => '200' ), 'mail_visitor_hourly' ),
			'over the most'   => array( array( 'mail_visitor_hourly' => 100001 ), 'mail_visitor_hourly' ),
			'fraction'        => array( array( 'mail_visitor_hourly' => 1.5 ), 'mail_visitor_hourly' ),
		);
	}

	/**
	 * @dataProvider refused
	 *
	 * @param array<string, mixed> $changes Input.
	 * @param string               $field   Field named.
	 */
	public function test_other_values_are_refused_naming_the_field( array $changes, string $field ): void {
		try {
			SettingsSchema::apply( SettingsSchema::with_defaults( array() ), $changes );
			self::fail( 'refused' );
		} catch ( DomainError $error ) {
			self::assertSame( $field, $error->field );
		}
	}
}
